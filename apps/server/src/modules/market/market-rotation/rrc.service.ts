import type { TGetRrcData, TGetRrcQuery } from '@pantau/contracts';
import { relativePerformance } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { daysBefore, loadSelectionCloses, refuseOmitted, resolveSelection } from './rotation-selection.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { requireAsOf } from '../daily-bars/recent-market.ts';

/** Relative performance of each item against the index over the last `days` shared trading days. */
export async function getRrc(db: Db, query: TGetRrcQuery): Promise<TGetRrcData> {
  const asOf = await requireAsOf(db);
  const selection = refuseOmitted(await resolveSelection(db, query, asOf), asOf);
  return rememberAnswer(db, 'rrc', JSON.stringify([asOf, selection, query.days]), async () => {
    // Trading days → calendar days with room for long holidays (Lebaran).
    const from = daysBefore(asOf, Math.ceil(query.days * 1.6) + 20);
    const closes = await loadSelectionCloses(db, selection, from, asOf);
    return {
      asOf,
      kind: selection.kind,
      index: selection.index,
      days: query.days,
      items: selection.items.map((item) => ({
        ...item,
        series: relativePerformance(closes.items.get(item.code) ?? [], closes.benchmark, query.days),
      })),
    };
  });
}
