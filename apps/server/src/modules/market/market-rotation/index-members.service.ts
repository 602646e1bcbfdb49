import type { TGetIndexMembersData, TGetIndexMembersQuery } from '@pantau/contracts';
import type { Db } from '../../../db/client.ts';
import { findIndexMembersOn } from './rotation.repo.ts';
import { requireIndexCode } from './rotation-selection.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { requireAsOf, sectorLabel } from '../daily-bars/recent-market.ts';

/** The constituents of one index on the last trading day: what the RRG stock mode may compare. */
export async function getIndexMembers(db: Db, query: TGetIndexMembersQuery): Promise<TGetIndexMembersData> {
  const index = requireIndexCode(query.index);
  const asOf = await requireAsOf(db);
  return rememberAnswer(db, 'index-members', `${asOf}|${index}`, async () => {
    const rows = await findIndexMembersOn(db, index, asOf);
    return {
      asOf,
      index,
      members: rows.map((row) => ({ symbol: row.symbol, name: row.name, sector: sectorLabel(row.sector) })),
    };
  });
}
