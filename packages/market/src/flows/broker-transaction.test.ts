import { describe, expect, it } from 'vitest';
import type { BrokerDayRow } from '../types.ts';
import { summarizeBrokerTransactions } from './broker-transaction.ts';

function day(
  symbol: string,
  date: string,
  broker: string,
  buy: [number, number, number],
  sell: [number, number, number],
): BrokerDayRow {
  return {
    symbol,
    date,
    broker,
    investorType: 'D',
    buyLot: buy[0],
    buyValue: buy[1],
    buyFreq: buy[2],
    sellLot: sell[0],
    sellValue: sell[1],
    sellFreq: sell[2],
  };
}

const rows: BrokerDayRow[] = [
  day('BBRI', '2025-01-02', 'MG', [200, 80_000_000, 12], [0, 0, 0]),
  day('BBRI', '2025-01-03', 'MG', [100, 41_000_000, 5], [50, 20_500_000, 3]),
  day('GOTO', '2025-01-02', 'MG', [10_000, 70_000_000, 40], [20_000, 142_000_000, 80]),
  day('TLKM', '2025-01-02', 'MG', [0, 0, 0], [10, 3_000_000, 1]),
  day('BBRI', '2025-01-02', 'YP', [999, 1, 1], [999, 1, 1]), // other broker
  day('TLKM', '2025-01-06', 'MG', [999, 1, 1], [999, 1, 1]), // other date
];

describe('summarizeBrokerTransactions', () => {
  const result = summarizeBrokerTransactions(rows, 'MG', ['2025-01-02', '2025-01-03']);

  it('lists what the broker bought per ticker, largest value first', () => {
    expect(result.buySide).toHaveLength(2);
    // BBRI: 80,000,000 + 41,000,000 = 121,000,000; 300 lots; 17 trades; avg 121,000,000 / 30,000 = 4,033.33…
    expect(result.buySide[0]).toMatchObject({ ticker: 'BBRI', value: 121_000_000, lot: 300, freq: 17 });
    expect(result.buySide[0]?.avg).toBeCloseTo(4_033.333, 3);
    // GOTO: 70,000,000 / (10,000 × 100) = 70
    expect(result.buySide[1]).toEqual({ ticker: 'GOTO', value: 70_000_000, lot: 10_000, freq: 40, avg: 70 });
  });

  it('lists what the broker sold per ticker, largest value first', () => {
    expect(result.sellSide.map((row) => [row.ticker, row.value])).toEqual([
      ['GOTO', 142_000_000],
      ['BBRI', 20_500_000],
      ['TLKM', 3_000_000],
    ]);
    // TLKM: 3,000,000 / (10 × 100) = 3,000
    expect(result.sellSide[2]).toEqual({ ticker: 'TLKM', value: 3_000_000, lot: 10, freq: 1, avg: 3_000 });
  });
});
