import { describe, expect, it } from 'vitest';
import type { BrokerDayRow } from '../types.ts';
import { bigFive, buildInventory, formatBillions } from './inventory.ts';

function day(
  date: string,
  broker: string,
  buy: [number, number],
  sell: [number, number],
  investorType: 'D' | 'F' = 'D',
): BrokerDayRow {
  return {
    symbol: 'BBRI',
    date,
    broker,
    investorType,
    buyLot: buy[0],
    buyValue: buy[1],
    buyFreq: 1,
    sellLot: sell[0],
    sellValue: sell[1],
    sellFreq: 1,
  };
}

describe('buildInventory', () => {
  const rows = [
    day('2025-01-02', 'LG', [100, 40_000_000], [20, 8_100_000]), // buys at 4,000
    day('2025-01-02', 'LG', [50, 20_500_000], [0, 0], 'F'), // buys at 4,100
    day('2025-01-06', 'LG', [0, 0], [200, 82_000_000]),
    day('2025-01-03', 'MG', [10, 4_200_000], [0, 0]),
    day('2025-01-03', 'CC', [999, 1], [0, 0]), // not a chosen broker
  ];
  const dates = ['2025-01-06', '2025-01-02', '2025-01-03'];
  const [lg, mg] = buildInventory(rows, ['LG', 'MG'], dates);

  it('accumulates net lots from zero at the window start, carrying quiet days', () => {
    // LG: 2 Jan (100 + 50) − 20 = 130; 3 Jan quiet; 6 Jan −200 → 130 − 200 = −70
    expect(lg?.points.map((p) => [p.date, p.netLot, p.cumulativeNetLot])).toEqual([
      ['2025-01-02', 130, 130],
      ['2025-01-03', 0, 130],
      ['2025-01-06', -200, -70],
    ]);
  });

  it('weights the running average buy price by lots', () => {
    // (40,000,000 + 20,500,000) / (150 × 100) = 60,500,000 / 15,000 = 4,033.33…, unchanged after
    expect(lg?.points[0]?.avgBuyPrice).toBeCloseTo(4_033.333, 3);
    expect(lg?.points[2]?.avgBuyPrice).toBeCloseTo(4_033.333, 3);
    // MG bought nothing on 2 Jan, then 10 lots at 4,200
    expect(mg?.points.map((p) => p.avgBuyPrice)).toEqual([null, 4_200, 4_200]);
  });
});

describe('bigFive', () => {
  // Six brokers; lots traded = Σ buy lots = 100 + 60 + 0 + 30 + 10 + 0 = 200
  const rows = [
    day('2025-01-02', 'LG', [100, 40_000_000], [10, 4_100_000]), // gross 110
    day('2025-01-02', 'MG', [60, 24_600_000], [40, 16_000_000]), // gross 100
    day('2025-01-02', 'BR', [0, 0], [90, 36_000_000]), // gross 90
    day('2025-01-02', 'RG', [30, 12_000_000], [30, 12_000_000]), // gross 60, flat
    day('2025-01-02', 'CC', [10, 4_000_000], [25, 10_000_000]), // gross 35
    day('2025-01-02', 'XL', [0, 0], [5, 2_000_000]), // gross 5, sixth
  ];

  it('ranks the five largest brokers by gross lots with net columns and market share', () => {
    const big = bigFive(rows, ['2025-01-02']);
    expect(big.map((row) => row.broker)).toEqual(['LG', 'MG', 'BR', 'RG', 'CC']);
    // LG: nbLot 100 − 10 = 90; nbVal 40,000,000 − 4,100,000 = 35,900,000; bAvg 40,000,000 / 10,000 = 4,000
    //     share 110 / (2 × 200) × 100 = 27.5
    expect(big[0]).toEqual({
      broker: 'LG',
      nby: 'Buy',
      nbLot: 90,
      nbVal: 35_900_000,
      bAvg: 4_000,
      grossLot: 110,
      share: 27.5,
    });
    // BR only sold: bAvg null; share 90 / 400 × 100 = 22.5
    expect(big[2]).toEqual({
      broker: 'BR',
      nby: 'Sell',
      nbLot: -90,
      nbVal: -36_000_000,
      bAvg: null,
      grossLot: 90,
      share: 22.5,
    });
    expect(big[3]?.nby).toBe('Flat');
  });

  it('uses the given window total for the share', () => {
    // 110 / (2 × 1,100) × 100 = 5
    expect(bigFive(rows, ['2025-01-02'], 1_100)[0]?.share).toBe(5);
  });
});

describe('formatBillions', () => {
  it('writes rupiah as billions with a B suffix', () => {
    expect(formatBillions(12_346_000_000)).toBe('12.35B'); // 12.346 → 12.35
    expect(formatBillions(-1_500_000_000)).toBe('-1.50B');
    expect(formatBillions(35_900_000)).toBe('0.04B');
    expect(formatBillions(-400_000)).toBe('0.00B');
  });
});
