import type { IndexCode } from '../reference/instruments.ts';
import type { DailyBar, IsoDate } from '../types.ts';

export type IndexMembership = { index: IndexCode; symbol: string; from: IsoDate; to: IsoDate | null };

const REVIEW_MONTHS = [2, 5, 8, 11];
const SIZES: Record<Exclude<IndexCode, 'COMPOSITE'>, number> = { LQ45: 45, IDX30: 30, IDX80: 80, IDXQ30: 30 };

/**
 * Index constituents the way IDX reviews them: each quarter (effective on the first trading day of
 * February, May, August and November) the most liquid large caps over the previous three months
 * are chosen. LQ45/IDX30/IDX80 rank by traded value weighted by market cap; IDXQ30 additionally
 * favours steady stocks (low volatility), as a stand-in for its quality screen. COMPOSITE holds
 * every listed stock from its first trading day.
 */
export function computeIndexMemberships(
  stocks: ReadonlyArray<{ symbol: string; sharesMillions: number; bars: DailyBar[] }>,
  days: IsoDate[],
): IndexMembership[] {
  const memberships: IndexMembership[] = [];
  for (const stock of stocks) {
    const first = stock.bars[0];
    if (first) memberships.push({ index: 'COMPOSITE', symbol: stock.symbol, from: first.date, to: null });
  }
  const reviews = days.filter((day, k) => {
    const previous = days[k - 1];
    return (
      previous !== undefined &&
      day.slice(5, 7) !== previous.slice(5, 7) &&
      REVIEW_MONTHS.includes(Number(day.slice(5, 7)))
    );
  });
  const effective = [days[0] ?? '', ...reviews];
  const current = new Map<IndexCode, Map<string, IndexMembership>>();
  for (const reviewDay of effective) {
    const windowStart = shiftMonths(reviewDay, -3);
    const scores = stocks
      .map((stock) => {
        const window = stock.bars.filter((bar) => bar.date >= windowStart && bar.date < reviewDay);
        if (window.length < 20) return null;
        const value = window.reduce((sum, bar) => sum + bar.value, 0) / window.length;
        const last = window[window.length - 1];
        const cap = (last?.close ?? 0) * stock.sharesMillions;
        const returns = window
          .slice(1)
          .map((bar, k) => Math.log(bar.close / (window[k]?.close ?? bar.close)));
        const mean = returns.reduce((sum, r) => sum + r, 0) / Math.max(1, returns.length);
        const volatility = Math.sqrt(
          returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / Math.max(1, returns.length),
        );
        return {
          symbol: stock.symbol,
          score: Math.sqrt(value * cap),
          quality: Math.sqrt(value * cap) / (volatility + 0.005),
        };
      })
      .filter((score): score is NonNullable<typeof score> => score !== null);
    for (const [index, size] of Object.entries(SIZES) as Array<[Exclude<IndexCode, 'COMPOSITE'>, number]>) {
      const ranked = [...scores].sort((a, b) =>
        index === 'IDXQ30' ? b.quality - a.quality : b.score - a.score,
      );
      const chosen = new Set(ranked.slice(0, size).map((score) => score.symbol));
      const members = current.get(index) ?? new Map<string, IndexMembership>();
      for (const [symbol, membership] of members) {
        if (!chosen.has(symbol)) {
          membership.to = reviewDay;
          members.delete(symbol);
        }
      }
      for (const symbol of chosen) {
        if (!members.has(symbol)) {
          const membership: IndexMembership = { index, symbol, from: reviewDay, to: null };
          members.set(symbol, membership);
          memberships.push(membership);
        }
      }
      current.set(index, members);
    }
  }
  return memberships;
}

function shiftMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, day)).toISOString().slice(0, 10);
}
