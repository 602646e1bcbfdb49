import { describe, expect, it } from 'vitest';
import type { BrokerDayRow } from '../types.ts';
import { summarizeBrokers } from './broker-summary.ts';

function day(
  date: string,
  broker: string,
  investorType: 'D' | 'F',
  buy: [lot: number, value: number],
  sell: [lot: number, value: number],
  symbol = 'BBCA',
): BrokerDayRow {
  return {
    symbol,
    date,
    broker,
    investorType,
    buyLot: buy[0],
    buyValue: buy[1],
    buyFreq: buy[0] > 0 ? 1 : 0,
    sellLot: sell[0],
    sellValue: sell[1],
    sellFreq: sell[0] > 0 ? 1 : 0,
  };
}

const rows: BrokerDayRow[] = [
  // BK: buys 100 lots at 9,000 and 50 lots at 9,100 (F clients), sells 20 lots at 9,050
  day('2025-01-02', 'BK', 'F', [100, 90_000_000], [20, 18_100_000]),
  day('2025-01-03', 'BK', 'F', [50, 45_500_000], [0, 0]),
  // YP: buys 10 lots at 9,000 (D), sells 120 lots at 9,050 (D) and 10 lots at 9,100 (F)
  day('2025-01-02', 'YP', 'D', [10, 9_000_000], [120, 108_600_000]),
  day('2025-01-03', 'YP', 'F', [0, 0], [10, 9_100_000]),
  // CC: buys and sells the same value: neither side
  day('2025-01-02', 'CC', 'D', [10, 9_000_000], [10, 9_000_000]),
  // PD: small net buyer
  day('2025-01-02', 'PD', 'D', [30, 27_000_000], [10, 9_000_000]),
  // other ticker and other date: ignored
  day('2025-01-02', 'BK', 'F', [999, 1], [0, 0], 'BBRI'),
  day('2025-01-06', 'YP', 'D', [999, 9_000_000_000], [0, 0]),
];

describe('summarizeBrokers', () => {
  const summary = summarizeBrokers(rows, { symbol: 'BBCA', dates: ['2025-01-02', '2025-01-03'] });

  it('nets each broker over the window and ranks net buyers by net value', () => {
    expect(summary.netBuyers).toHaveLength(2);
    // BK: buy 150 lots / 135,500,000; sell 20 lots / 18,100,000
    //   nblot = 150 − 20 = 130; nbval = 135,500,000 − 18,100,000 = 117,400,000
    //   bavg = 135,500,000 / (150 × 100) = 9,033.33…
    expect(summary.netBuyers[0]).toMatchObject({ broker: 'BK', nblot: 130, nbval: 117_400_000 });
    expect(summary.netBuyers[0]?.bavg).toBeCloseTo(9_033.333, 3);
    // PD: 30 − 10 = 20 lots; 27,000,000 − 9,000,000 = 18,000,000; bavg 27,000,000 / 3,000 = 9,000
    expect(summary.netBuyers[1]).toEqual({ broker: 'PD', nblot: 20, nbval: 18_000_000, bavg: 9_000 });
  });

  it('ranks net sellers with gross sell averages and leaves flat brokers out', () => {
    // YP: sell 130 lots / 117,700,000; buy 10 lots / 9,000,000
    //   nslot = 120; nsval = 108,700,000; savg = 117,700,000 / 13,000 = 9,053.846…
    expect(summary.netSellers).toHaveLength(1);
    expect(summary.netSellers[0]).toMatchObject({ broker: 'YP', nslot: 120, nsval: 108_700_000 });
    expect(summary.netSellers[0]?.savg).toBeCloseTo(9_053.846, 3);
    expect([...summary.netBuyers, ...summary.netSellers].map((row) => row.broker)).not.toContain('CC');
  });

  it('narrows to foreign clients on request', () => {
    const foreign = summarizeBrokers(rows, {
      symbol: 'BBCA',
      dates: ['2025-01-02', '2025-01-03'],
      investorType: 'F',
    });
    // YP's F clients only sold: 10 lots / 9,100,000 → savg 9,100
    expect(foreign.netSellers).toEqual([{ broker: 'YP', nslot: 10, nsval: 9_100_000, savg: 9_100 }]);
    expect(foreign.netBuyers.map((row) => row.broker)).toEqual(['BK']);
  });
});
