import { adjustBrokerLots, type Adjustment, type BrokerDayRow, type IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { loadAdjustments } from '../corporate-actions/adjusted-prices.ts';
import type { DateWindow } from './flow-dates.ts';

/**
 * The stocks whose corporate actions go ex inside the window (after its first day, by its last),
 * with their adjustments in force by the last day. A window without one is summed as traded, so a
 * day's Broker Summary matches the exchange's; one across a split is summed in the shares of its
 * last day, or it would add old lots to new ones.
 */
export async function adjustmentsInside(db: Db, window: DateWindow): Promise<Map<string, Adjustment[]>> {
  const inside = new Map<string, Adjustment[]>();
  for (const [symbol, adjustments] of await loadAdjustments(db, window.to)) {
    if (adjustments.some((adjustment) => adjustment.exDate > window.from)) inside.set(symbol, adjustments);
  }
  return inside;
}

/**
 * Per-date rows (summed with `byDate`) with lots before an ex-date scaled to the window's last day,
 * values kept, then added up by `keyOf` and dated the window's last day.
 */
export function totalAdjusted(
  rows: readonly BrokerDayRow[],
  adjustmentsOf: (symbol: string) => readonly Adjustment[],
  keyOf: (row: BrokerDayRow) => string,
  to: IsoDate,
): BrokerDayRow[] {
  const bySymbol = new Map<string, BrokerDayRow[]>();
  for (const row of rows) bySymbol.set(row.symbol, [...(bySymbol.get(row.symbol) ?? []), row]);
  const totals = new Map<string, BrokerDayRow>();
  for (const [symbol, list] of bySymbol) {
    for (const row of adjustBrokerLots(list, adjustmentsOf(symbol))) {
      const key = keyOf(row);
      const total = totals.get(key);
      if (!total) {
        totals.set(key, { ...row, date: to });
        continue;
      }
      total.buyLot += row.buyLot;
      total.buyValue += row.buyValue;
      total.buyFreq += row.buyFreq;
      total.sellLot += row.sellLot;
      total.sellValue += row.sellValue;
      total.sellFreq += row.sellFreq;
    }
  }
  return [...totals.values()];
}
