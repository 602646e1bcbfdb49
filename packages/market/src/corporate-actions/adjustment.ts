import type { IsoDate } from '../types.ts';

export type CorporateActionType = 'split' | 'reverse-split' | 'bonus' | 'rights' | 'dividend';

/** An action's terms as recorded (see the contract's CORPORATE_ACTION_TYPES for their meaning). */
export type CorporateActionTerms = {
  type: CorporateActionType;
  exDate: IsoDate;
  ratioFrom: number | null;
  ratioTo: number | null;
  /** Rights: exercise price per new share. */
  price: number | null;
  /** Dividend: rupiah per share. */
  amount: number | null;
};

/**
 * What an action does to the bars before its ex-date: prices are multiplied by `price`, share
 * counts (volume, foreign buy and sell) by `shares`. Traded value and trade counts stay as they were.
 */
export type Adjustment = { exDate: IsoDate; price: number; shares: number };

/**
 * The factors of one action, given the last close before its ex-date (the cum price).
 * - Split and reverse split a:b, bonus a:b (b new per a held): the holding is now worth the same
 *   on more (fewer) shares, so price × a/(a+b) for bonus, × a/b for splits; shares by the inverse.
 * - Rights a:b at S: the theoretical ex-rights price TERP = (a·P + b·S)/(a+b); price × TERP/P.
 *   A right priced at or above the market is worth nothing and changes nothing.
 * - Cash dividend D: price × (P − D)/P, shares unchanged (the count of shares did not move).
 * Returns null when the terms cannot adjust anything (no cum price, a dividend at or above it).
 */
export function adjustmentOf(action: CorporateActionTerms, cumClose: number | null): Adjustment | null {
  const { ratioFrom: from, ratioTo: to } = action;
  const byShares = (price: number): Adjustment => ({ exDate: action.exDate, price, shares: 1 / price });
  switch (action.type) {
    case 'split':
    case 'reverse-split':
      return from && to ? byShares(from / to) : null;
    case 'bonus':
      return from && to ? byShares(from / (from + to)) : null;
    case 'rights': {
      if (!from || !to || !action.price || !cumClose || action.price >= cumClose) return null;
      const terp = (from * cumClose + to * action.price) / (from + to);
      return byShares(terp / cumClose);
    }
    case 'dividend':
      if (!action.amount || !cumClose || action.amount >= cumClose) return null;
      return { exDate: action.exDate, price: (cumClose - action.amount) / cumClose, shares: 1 };
  }
}

/**
 * The adjustments of a stock's actions, from its bars: each takes the close of the last bar before
 * its ex-date. Actions whose ex-date lies after `asOf` are announced, not yet in the prices.
 */
export function adjustmentsFor(
  actions: readonly CorporateActionTerms[],
  closeBefore: (exDate: IsoDate) => number | null,
  asOf: IsoDate,
): Adjustment[] {
  const adjustments: Adjustment[] = [];
  for (const action of actions) {
    if (action.exDate > asOf) continue;
    const adjustment = adjustmentOf(action, closeBefore(action.exDate));
    if (adjustment) adjustments.push(adjustment);
  }
  return adjustments.sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
}

/**
 * The cumulative factors in force on a date: the product of every adjustment whose ex-date is after
 * it. Fastest when called with dates in ascending order, as bars come.
 */
export function cumulativeFactors(
  adjustments: readonly Adjustment[],
): (date: IsoDate) => { price: number; shares: number } {
  const sorted = [...adjustments].sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
  // after[i]: the product of sorted[i..]; what a bar dated before sorted[i].exDate is multiplied by.
  const after = [{ price: 1, shares: 1 }];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const later = after[0]!;
    after.unshift({ price: later.price * sorted[i]!.price, shares: later.shares * sorted[i]!.shares });
  }
  let next = 0;
  let previousDate = '';
  return (date) => {
    if (date < previousDate) next = 0;
    previousDate = date;
    while (next < sorted.length && sorted[next]!.exDate <= date) next++;
    return after[next]!;
  };
}

const PRICE_FIELDS = ['open', 'high', 'low', 'close'] as const;
// Minute bars split volume by aggressor side; daily bars carry the foreign side.
const SHARE_FIELDS = ['volume', 'buyVolume', 'sellVolume', 'foreignBuy', 'foreignSell'] as const;

/**
 * Bars (daily, minute or just closes) back-adjusted: every price before an ex-date scaled by its
 * factors, every share count inversely and rounded to whole shares. Bars in ascending date order.
 */
export function adjustBars<T extends { date: IsoDate; close: number }>(
  bars: readonly T[],
  adjustments: readonly Adjustment[],
): T[] {
  if (adjustments.length === 0) return [...bars];
  const factorOn = cumulativeFactors(adjustments);
  return bars.map((bar) => {
    const { price, shares } = factorOn(bar.date);
    if (price === 1 && shares === 1) return bar;
    const adjusted: Record<string, unknown> = { ...bar };
    for (const field of PRICE_FIELDS) {
      if (typeof adjusted[field] === 'number') adjusted[field] = (adjusted[field] as number) * price;
    }
    for (const field of SHARE_FIELDS) {
      if (typeof adjusted[field] === 'number')
        adjusted[field] = Math.round((adjusted[field] as number) * shares);
    }
    return adjusted as T;
  });
}

/**
 * Broker activity back-adjusted like the bars: lots bought and sold before an ex-date scaled to
 * today's shares, values kept, so cumulative net lots run on across a split and average prices
 * (value ÷ lots) come out in today's price terms.
 */
export function adjustBrokerLots<T extends { date: IsoDate; buyLot: number; sellLot: number }>(
  rows: readonly T[],
  adjustments: readonly Adjustment[],
): T[] {
  if (adjustments.length === 0) return [...rows];
  const factorOn = cumulativeFactors(adjustments);
  return rows.map((row) => {
    const { shares } = factorOn(row.date);
    return shares === 1 ? row : { ...row, buyLot: row.buyLot * shares, sellLot: row.sellLot * shares };
  });
}
