import type { DailyBar, IsoDate } from '../types.ts';

export type IndexMemberBar = Pick<DailyBar, 'date' | 'open' | 'high' | 'low' | 'close'>;
export type IndexMember = { symbol: string; sharesOutstanding: number; bars: readonly IndexMemberBar[] };
export type IndexPoint = { date: IsoDate; open: number; high: number; low: number; close: number };

/**
 * A cap-weighted index (sector, COMPOSITE, LQ45, ...) from its members' daily bars, starting at
 * `base` on the first date any member trades. Divisor method, written as a chain link: each day's
 * change is Σ shares·price today / Σ shares·close yesterday over the members already in the index
 * yesterday, so a member's entry or a missing bar never jumps the level.
 * - A member enters at its first bar and moves the index only from the following day.
 * - A missing bar after that (suspension, data gap) holds its last close, as IDX does for suspended
 *   shares.
 * - Weights are the constant `sharesOutstanding` (no free-float or corporate-action adjustment).
 * - open/high/low use Σ shares·open/high/low: the weighted sum of member extremes, which bounds the
 *   true intraday extreme of the index (daily bars cannot say when each member peaked).
 */
export function buildCapWeightedIndex(members: readonly IndexMember[], base = 1_000): IndexPoint[] {
  const dates = [...new Set(members.flatMap((member) => member.bars.map((bar) => bar.date)))].sort();
  const dateIndex = new Map(dates.map((date, i) => [date, i]));
  const barsByDate = members.map((member) => {
    const aligned: (IndexMemberBar | undefined)[] = new Array(dates.length);
    for (const bar of member.bars) aligned[dateIndex.get(bar.date) as number] = bar;
    return aligned;
  });

  const lastClose: (number | undefined)[] = new Array(members.length);
  const points: IndexPoint[] = [];
  let level = base;
  for (let t = 0; t < dates.length; t++) {
    let previousValue = 0;
    let open = 0;
    let high = 0;
    let low = 0;
    let close = 0;
    for (let m = 0; m < members.length; m++) {
      const previous = lastClose[m];
      const bar = barsByDate[m]?.[t];
      if (previous !== undefined) {
        const shares = (members[m] as IndexMember).sharesOutstanding;
        previousValue += shares * previous;
        open += shares * (bar?.open ?? previous);
        high += shares * (bar?.high ?? previous);
        low += shares * (bar?.low ?? previous);
        close += shares * (bar?.close ?? previous);
      }
      if (bar !== undefined) lastClose[m] = bar.close;
    }
    if (previousValue === 0) {
      // First day (or only newcomers): the index starts flat at its current level.
      points.push({ date: dates[t] as IsoDate, open: level, high: level, low: level, close: level });
      continue;
    }
    const scale = level / previousValue;
    points.push({
      date: dates[t] as IsoDate,
      open: open * scale,
      high: high * scale,
      low: low * scale,
      close: close * scale,
    });
    level = close * scale;
  }
  return points;
}
