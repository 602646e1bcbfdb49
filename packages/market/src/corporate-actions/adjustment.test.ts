import { describe, expect, it } from 'vitest';
import { rsi, sma } from '../technical-analysis/indicators.ts';
import {
  adjustBars,
  adjustBrokerLots,
  adjustmentOf,
  adjustmentsFor,
  type CorporateActionTerms,
} from './adjustment.ts';

const action = (
  terms: Partial<CorporateActionTerms> & Pick<CorporateActionTerms, 'type'>,
): CorporateActionTerms => ({
  exDate: '2026-03-02',
  ratioFrom: null,
  ratioTo: null,
  price: null,
  amount: null,
  ...terms,
});

const bar = (date: string, close: number, volume = 1_000) => ({
  date,
  open: close,
  high: close,
  low: close,
  close,
  volume,
});

describe('adjustment factors, by hand', () => {
  it('a 1:5 split: one share becomes five, so earlier prices are a fifth and volumes five times', () => {
    const [before, after] = adjustBars(
      [bar('2026-02-27', 5_000, 100), bar('2026-03-02', 1_000, 500)],
      [adjustmentOf(action({ type: 'split', ratioFrom: 1, ratioTo: 5 }), 5_000)!],
    );
    expect(before).toMatchObject({ close: 1_000, volume: 500 });
    expect(after).toMatchObject({ close: 1_000, volume: 500 });
  });

  it('a 10:1 reverse split: ten shares become one, so earlier prices are ten times and volumes a tenth', () => {
    const [before] = adjustBars(
      [bar('2026-02-27', 50, 1_000)],
      [adjustmentOf(action({ type: 'reverse-split', ratioFrom: 10, ratioTo: 1 }), 50)!],
    );
    expect(before).toMatchObject({ close: 500, volume: 100 });
  });

  it('a 10:1 bonus: one new share per ten held, so 1,100 before is 1,000 after and 1,000 shares 1,100', () => {
    const [before] = adjustBars(
      [bar('2026-02-27', 1_100, 1_000)],
      [adjustmentOf(action({ type: 'bonus', ratioFrom: 10, ratioTo: 1 }), 1_100)!],
    );
    expect(before!.close).toBeCloseTo(1_000, 9);
    expect(before!.volume).toBe(1_100);
  });

  it('a 10:3 rights issue at Rp 500 on a cum price of 1,000: TERP = (10×1,000 + 3×500) / 13 = 884.615…', () => {
    const adjustment = adjustmentOf(
      action({ type: 'rights', ratioFrom: 10, ratioTo: 3, price: 500 }),
      1_000,
    )!;
    expect(adjustment.price).toBeCloseTo(11_500 / 13 / 1_000, 12);
    const [before] = adjustBars([bar('2026-02-27', 1_000, 1_300)], [adjustment]);
    expect(before!.close).toBeCloseTo(884.615_384_6, 6);
    expect(before!.volume).toBe(1_470); // 1,300 × 13,000/11,500 = 1,469.57
  });

  it('rights priced at or above the market are worth nothing and adjust nothing', () => {
    expect(
      adjustmentOf(action({ type: 'rights', ratioFrom: 10, ratioTo: 3, price: 1_000 }), 1_000),
    ).toBeNull();
  });

  it('a Rp 50 cash dividend on a cum price of 1,000: earlier prices × 0.95, volumes unchanged', () => {
    const [before] = adjustBars(
      [bar('2026-02-27', 1_000, 700)],
      [adjustmentOf(action({ type: 'dividend', amount: 50 }), 1_000)!],
    );
    expect(before!.close).toBeCloseTo(950, 9);
    expect(before!.volume).toBe(700);
  });

  it('factors compound: a bar before both a 1:2 split and a later Rp 10 dividend on a cum 100 takes both', () => {
    const bars = [bar('2026-01-02', 200), bar('2026-02-02', 100), bar('2026-03-02', 90)];
    const adjustments = adjustmentsFor(
      [
        action({ type: 'dividend', exDate: '2026-03-02', amount: 10 }),
        action({ type: 'split', exDate: '2026-02-02', ratioFrom: 1, ratioTo: 2 }),
      ],
      (exDate) => [...bars].reverse().find((candidate) => candidate.date < exDate)?.close ?? null,
      '2026-03-02',
    );
    const closes = adjustBars(bars, adjustments).map((adjusted) => adjusted.close);
    expect(closes[0]).toBeCloseTo(200 * 0.5 * 0.9, 9);
    expect(closes[1]).toBeCloseTo(100 * 0.9, 9);
    expect(closes[2]).toBe(90);
  });

  it('an action announced for after the last data adjusts nothing yet', () => {
    const adjustments = adjustmentsFor(
      [action({ type: 'split', exDate: '2026-04-01', ratioFrom: 1, ratioTo: 5 })],
      () => 5_000,
      '2026-03-31',
    );
    expect(adjustments).toEqual([]);
  });
});

describe('indicators across a split', () => {
  // A made-up walk, then the same prices as traded with a 1:5 split on day 30.
  const prices = Array.from({ length: 60 }, (_, day) => 4_000 + 300 * Math.sin(day / 4) + 10 * day);
  const dates = prices.map(
    (_, day) =>
      `2026-${String(1 + Math.floor(day / 28)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`,
  );
  const exDate = dates[30]!;
  const traded = prices.map((price, day) => bar(dates[day]!, day >= 30 ? price / 5 : price));
  const split = adjustmentOf(action({ type: 'split', exDate, ratioFrom: 1, ratioTo: 5 }), traded[29]!.close)!;
  const adjusted = adjustBars(traded, [split]).map((adjustedBar) => adjustedBar.close);

  it('RSI on adjusted prices equals RSI on the series that never split', () => {
    const expected = rsi(prices, 14);
    rsi(adjusted, 14).forEach((value, day) => {
      if (expected[day] === null) expect(value).toBeNull();
      else expect(value).toBeCloseTo(expected[day]!, 9);
    });
  });

  it('SMA on adjusted prices is the unsplit SMA at the post-split scale', () => {
    const expected = sma(prices, 20);
    sma(adjusted, 20).forEach((value, day) => {
      if (expected[day] === null) expect(value).toBeNull();
      else expect(value! * 5).toBeCloseTo(expected[day]!, 9);
    });
  });

  it('without adjustment the split shows as an 80 % fall that drags RSI to the floor', () => {
    const raw = rsi(
      traded.map((tradedBar) => tradedBar.close),
      14,
    );
    expect(raw[30]!).toBeLessThan(20);
    expect(rsi(adjusted, 14)[30]!).toBeGreaterThan(20);
  });
});

describe('broker activity across a split', () => {
  it('10 lots bought at 5,000 before a 1:5 split are 50 lots at 1,000 after: the same rupiah', () => {
    const split = adjustmentOf(action({ type: 'split', ratioFrom: 1, ratioTo: 5 }), 5_000)!;
    const [before, after] = adjustBrokerLots(
      [
        { date: '2026-02-27', buyLot: 10, buyValue: 5_000_000, sellLot: 2, sellValue: 1_000_000 },
        { date: '2026-03-02', buyLot: 10, buyValue: 1_000_000, sellLot: 0, sellValue: 0 },
      ],
      [split],
    );
    expect(before).toEqual({
      date: '2026-02-27',
      buyLot: 50,
      buyValue: 5_000_000,
      sellLot: 10,
      sellValue: 1_000_000,
    });
    expect(before!.buyValue / (before!.buyLot * 100)).toBe(1_000);
    expect(after).toEqual({ date: '2026-03-02', buyLot: 10, buyValue: 1_000_000, sellLot: 0, sellValue: 0 });
  });
});
