import { describe, expect, it } from 'vitest';
import type { BrokerDayRow } from '../types.ts';
import { classifyFlow, holdingAtClose } from './inventory-holding.ts';

function day(
  date: string,
  buy: [number, number],
  sell: [number, number],
  investorType: 'D' | 'F' = 'D',
): BrokerDayRow {
  return {
    symbol: 'BBRI',
    date,
    broker: 'LG',
    investorType,
    buyLot: buy[0],
    buyValue: buy[1],
    buyFreq: 1,
    sellLot: sell[0],
    sellValue: sell[1],
    sellFreq: 1,
  };
}

describe('holdingAtClose', () => {
  // 2 Jan: +100 lots at 4,000. 3 Jan (two client types): buys 50 at 4,200, sells 10 → net +40 at 4,200.
  // 6 Jan: sells 60 → a reduction, the cost stays.
  const built = [
    day('2025-01-06', [0, 0], [60, 25_200_000]),
    day('2025-01-02', [100, 40_000_000], [0, 0]),
    day('2025-01-03', [30, 12_600_000], [10, 4_150_000]),
    day('2025-01-03', [20, 8_400_000], [0, 0], 'F'),
  ];

  it('blends added lots at the day’s average buy price and keeps the cost on a reduction', () => {
    // cost = (100 × 4,000 + 40 × 4,200) / 140 = 568,000 / 140 = 4,057.142857…
    // gain at 4,300 = (4,300 − 4,057.142857) × 80 lots × 100 = 1,942,857.14…
    const holding = holdingAtClose(built, 4_300);
    expect(holding.netLot).toBe(80);
    expect(holding.avgCost).toBeCloseTo(4_057.142857, 5);
    expect(holding.unrealisedGain).toBeCloseTo(1_942_857.142857, 3);
  });

  it('starts a position that crosses zero at that day’s average price', () => {
    // 7 Jan sells 100 at 4,100: 80 long → 20 short, cost 4,100; at 4,000 the short gains
    // (4,000 − 4,100) × −20 × 100 = 200,000.
    const holding = holdingAtClose([...built, day('2025-01-07', [0, 0], [100, 41_000_000])], 4_000);
    expect(holding).toEqual({ netLot: -20, avgCost: 4_100, unrealisedGain: 200_000 });
  });

  it('has no cost or gain once the position is flat, or without a close', () => {
    expect(holdingAtClose([...built, day('2025-01-07', [0, 0], [80, 32_000_000])], 4_000)).toEqual({
      netLot: 0,
      avgCost: null,
      unrealisedGain: null,
    });
    expect(holdingAtClose([day('2025-01-02', [10, 4_000_000], [10, 4_100_000])], 4_000).avgCost).toBeNull();
    expect(holdingAtClose(built, null).unrealisedGain).toBeNull();
    expect(holdingAtClose([], 4_000)).toEqual({ netLot: 0, avgCost: null, unrealisedGain: null });
  });
});

describe('classifyFlow', () => {
  it('labels net lots of at least ±20% of gross lots', () => {
    expect(classifyFlow(20, 100)).toBe('Accumulation');
    expect(classifyFlow(19, 100)).toBe('Neutral');
    expect(classifyFlow(-19, 100)).toBe('Neutral');
    expect(classifyFlow(-20, 100)).toBe('Distribution');
    expect(classifyFlow(0, 0)).toBe('Neutral');
  });
});
