import { describe, expect, it } from 'vitest';
import type { ForeignFlowPoint } from './foreign-flow.ts';
import { summarizeForeignFlow } from './foreign-flow-summary.ts';

/** Day n of October 2026 with a net buy in shares and its rupiah value. */
const day = (n: number, netBuy: number, netValue = netBuy * 1000): ForeignFlowPoint => ({
  time: `2026-10-${String(n).padStart(2, '0')}`,
  netBuy,
  netValue,
  buyVolume: Math.max(netBuy, 0),
  sellVolume: Math.max(-netBuy, 0),
  flowStrength: 0,
});

// 22 days: 100, -50, 200, 0, 300, -100, ten days of 50, -20, -10, 20, 30, 40, 60.
const NET_BUYS = [
  100, -50, 200, 0, 300, -100, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, -20, -10, 20, 30, 40, 60,
];
const series = NET_BUYS.map((netBuy, index) => day(index + 1, netBuy));

describe('summarizeForeignFlow', () => {
  it('counts the latest net-buy days in a row and adds the last 5 and 20 days', () => {
    expect(summarizeForeignFlow(series)).toEqual({
      // Days 19-22: 20 + 30 + 40 + 60; day 18 was a net sell.
      streak: { side: 'buy', since: '2026-10-19', days: 4, netBuy: 150, netValue: 150_000 },
      // Days 18-22: -10 + 150.
      last5: { days: 5, netBuy: 140, netValue: 140_000 },
      // Days 3-22: 200 + 0 + 300 - 100 + 10 × 50 - 20 - 10 + 150.
      last20: { days: 20, netBuy: 1020, netValue: 1_020_000 },
    });
  });

  it('reads the days in date order whatever order they come in', () => {
    expect(summarizeForeignFlow(series.slice().reverse())).toEqual(summarizeForeignFlow(series));
  });

  it('gives a sell streak that a flat day ends, with the rupiah values as given', () => {
    const summary = summarizeForeignFlow([day(1, 10), day(2, 0), day(3, -5, -4_900), day(4, -7, -7_210)]);
    expect(summary.streak).toEqual({
      side: 'sell',
      since: '2026-10-03',
      days: 2,
      netBuy: -12,
      netValue: -12_110,
    });
    expect(summary.last5).toEqual({ days: 4, netBuy: -2, netValue: -2_110 });
    expect(summary.last20).toEqual(summary.last5);
  });

  it('has no streak when the latest day is flat or there are no days', () => {
    expect(summarizeForeignFlow([day(1, 10), day(2, 0)]).streak).toEqual({
      side: 'none',
      since: null,
      days: 0,
      netBuy: 0,
      netValue: 0,
    });
    expect(summarizeForeignFlow([])).toEqual({
      streak: { side: 'none', since: null, days: 0, netBuy: 0, netValue: 0 },
      last5: { days: 0, netBuy: 0, netValue: 0 },
      last20: { days: 0, netBuy: 0, netValue: 0 },
    });
  });
});
