import { adjustBars, adjustmentsFor, type Adjustment, type IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { findActionsInForce, termsOf } from './corporate-actions.repo.ts';

/**
 * Every stock's adjustments in force by `asOf`, by symbol. Few stocks have actions, so this is one
 * small query per asOf, shared by every screen that reads prices across dates.
 */
export function loadAdjustments(db: Db, asOf: IsoDate): Promise<Map<string, Adjustment[]>> {
  return rememberAnswer(db, 'adjustments', asOf, async () => {
    const actionsBySymbol = new Map<string, Awaited<ReturnType<typeof findActionsInForce>>>();
    for (const row of await findActionsInForce(db, asOf)) {
      const list = actionsBySymbol.get(row.action.symbol);
      if (list) list.push(row);
      else actionsBySymbol.set(row.action.symbol, [row]);
    }
    const bySymbol = new Map<string, Adjustment[]>();
    for (const [symbol, rows] of actionsBySymbol) {
      const cumCloses = new Map(rows.map((row) => [row.action.exDate, row.cumClose]));
      const adjustments = adjustmentsFor(
        rows.map((row) => termsOf(row.action)),
        (exDate) => cumCloses.get(exDate) ?? null,
        asOf,
      );
      if (adjustments.length > 0) bySymbol.set(symbol, adjustments);
    }
    return bySymbol;
  });
}

/** Series by symbol (e.g. recent bars, closes), back-adjusted with the actions in force by `asOf`. */
export async function adjustSeriesBySymbol<T extends { date: IsoDate; close: number }>(
  db: Db,
  asOf: IsoDate,
  series: Map<string, T[]>,
): Promise<Map<string, T[]>> {
  const adjustments = await loadAdjustments(db, asOf);
  if (adjustments.size === 0) return series;
  const adjusted = new Map(series);
  for (const [symbol, list] of adjustments) {
    const bars = series.get(symbol);
    if (bars) adjusted.set(symbol, adjustBars(bars, list));
  }
  return adjusted;
}

/** One stock's series back-adjusted with the actions in force by `asOf`. */
export async function adjustSeries<T extends { date: IsoDate; close: number }>(
  db: Db,
  asOf: IsoDate,
  symbol: string,
  bars: readonly T[],
): Promise<T[]> {
  const adjustments = (await loadAdjustments(db, asOf)).get(symbol);
  return adjustments ? adjustBars(bars, adjustments) : [...bars];
}
