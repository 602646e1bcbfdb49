import type { TGetIndicesData, TGetSectorsData } from '@pantau/contracts';
import { INDEX_CODES, SECTORS, type IndexCode } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { countMembersOn, countStocksBySector, findLastIndexClose } from './rotation.repo.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { requireAsOf } from '../daily-bars/recent-market.ts';

export const INDEX_NAMES: Record<IndexCode, string> = {
  COMPOSITE: 'IDX Composite (IHSG)',
  LQ45: 'LQ45',
  IDX30: 'IDX30',
  IDX80: 'IDX80',
  IDXQ30: 'IDX Quality30',
};

/** The benchmark indices with their constituents on asOf. */
export async function getIndices(db: Db): Promise<TGetIndicesData> {
  const asOf = await requireAsOf(db);
  return rememberAnswer(db, 'indices', asOf, async () => {
    const [members, closes] = await Promise.all([
      countMembersOn(db, asOf),
      Promise.all(INDEX_CODES.map((code) => findLastIndexClose(db, code, asOf))),
    ]);
    return {
      asOf,
      indices: INDEX_CODES.map((code, i) => ({
        code,
        name: INDEX_NAMES[code],
        members: members.get(code) ?? 0,
        close: closes[i] ?? null,
      })),
    };
  });
}

/** The 11 IDX-IC sectors, their screen labels and level series codes. */
export async function getSectors(db: Db): Promise<TGetSectorsData> {
  const asOf = await requireAsOf(db);
  return rememberAnswer(db, 'sectors', asOf, async () => {
    const members = await countStocksBySector(db);
    return {
      asOf,
      sectors: SECTORS.map((sector) => ({
        code: sector.code,
        name: sector.name,
        shortName: sector.shortName,
        indexCode: `SECTOR:${sector.code}`,
        members: members.get(sector.code) ?? 0,
      })),
    };
  });
}
