import { describe, expect, it } from 'vitest';
import { brokerBuyDays, brokerNetLots } from './broker-metrics.ts';

const DATES = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09'];
// 03-04 has no row: the broker did not trade the stock that day.
const DAYS = [
  { date: '2026-03-02', netLots: 10 },
  { date: '2026-03-03', netLots: -5 },
  { date: '2026-03-05', netLots: 3 },
  { date: '2026-03-06', netLots: 4 },
  { date: '2026-03-09', netLots: 2 },
];

describe('brokerNetLots', () => {
  it('adds the last n trading dates, a date without a row adding 0', () => {
    // n = 3: 3 + 4 + 2 = 9; n = 5: −5 + 0 + 3 + 4 + 2 = 4
    expect(brokerNetLots(DAYS, DATES, 3)).toBe(9);
    expect(brokerNetLots(DAYS, DATES, 5)).toBe(4);
  });

  it('adds every trading date when the stock has fewer than n', () => {
    // 10 − 5 + 0 + 3 + 4 + 2 = 14
    expect(brokerNetLots(DAYS, DATES, 20)).toBe(14);
  });

  it('ignores rows on dates that are not among the trading dates', () => {
    expect(brokerNetLots([...DAYS, { date: '2026-03-10', netLots: 99 }], DATES, 1)).toBe(2);
  });
});

describe('brokerBuyDays', () => {
  it('counts the net-buy dates in a row up to today, a missing date ending the streak', () => {
    // 03-09, 03-06, 03-05 bought; 03-04 has no row
    expect(brokerBuyDays(DAYS, DATES)).toBe(3);
  });

  it('is 0 when the broker sold or stayed away today', () => {
    expect(brokerBuyDays(DAYS, [...DATES, '2026-03-10'])).toBe(0);
    expect(brokerBuyDays([...DAYS, { date: '2026-03-10', netLots: -1 }], [...DATES, '2026-03-10'])).toBe(0);
  });

  it('is broken by a selling day and by a flat one', () => {
    // up to 03-03: 03-03 sold (−5); up to 03-02 alone: bought 10
    expect(brokerBuyDays(DAYS, DATES.slice(0, 2))).toBe(0);
    expect(brokerBuyDays(DAYS, DATES.slice(0, 1))).toBe(1);
    const flatBefore = [
      { date: '2026-03-02', netLots: 0 },
      { date: '2026-03-03', netLots: 7 },
    ];
    expect(brokerBuyDays(flatBefore, DATES.slice(0, 2))).toBe(1);
  });
});
