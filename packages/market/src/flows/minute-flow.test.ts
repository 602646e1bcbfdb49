import { describe, expect, it } from 'vitest';
import { cumulateMinuteNets } from './minute-flow.ts';

describe('cumulateMinuteNets', () => {
  // 09:00 = 540. The stock traded at 540, 541, 543 and 544; the lists come from the day's minute bars.
  const minutes = [540, 541, 543, 544];
  const rows = [
    { broker: 'YP', minute: 541, value: 3_000_000, shares: 1_000 }, // bought 10 lots at 3,000
    { broker: 'YP', minute: 541, value: -1_500_000, shares: -500 }, // sold 5 lots in the same minute
    { broker: 'YP', minute: 544, value: -6_100_000, shares: -2_000 }, // sold 20 lots at 3,050
    { broker: 'CC', minute: 540, value: 61_000, shares: 20 }, // an odd lot
    { broker: 'CC', minute: 543, value: 61_000, shares: 20 },
    { broker: 'LG', minute: 541, value: 9_000_000, shares: 3_000 }, // not asked for
  ];

  it('carries each broker’s running net through the minutes it sat out, from 0 before its first trade', () => {
    const [yp, cc, mg] = cumulateMinuteNets(minutes, rows, ['YP', 'CC', 'MG']);
    expect(yp).toEqual({
      broker: 'YP',
      netValue: [0, 1_500_000, 1_500_000, -4_600_000],
      netLot: [0, 5, 5, -15],
    });
    expect(cc).toEqual({
      broker: 'CC',
      netValue: [61_000, 61_000, 122_000, 122_000],
      netLot: [0.2, 0.2, 0.4, 0.4],
    });
    // A broker without trades that day is a flat line at 0.
    expect(mg).toEqual({ broker: 'MG', netValue: [0, 0, 0, 0], netLot: [0, 0, 0, 0] });
  });

  it('answers empty lines for a day without minutes', () => {
    expect(cumulateMinuteNets([], rows, ['YP'])).toEqual([{ broker: 'YP', netValue: [], netLot: [] }]);
  });
});
