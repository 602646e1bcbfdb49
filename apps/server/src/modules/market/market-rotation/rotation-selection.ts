import { DATE_MESSAGES, ROTATION_DEFAULT_ITEMS, type TRotationSelection } from '@pantau/contracts';
import { INDEX_CODES, SECTORS, type IndexCode, type IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { findIndexCloses, findMembersOn, findStockCloses, type ClosePoint } from './rotation.repo.ts';
import { findInstrumentsBySymbols } from '../daily-bars/daily-bars.repo.ts';
import { sectorLabel } from '../daily-bars/recent-market.ts';

export type RotationItem = { code: string; name: string; sector: string };

export type ResolvedSelection = {
  kind: 'sector' | 'stock';
  index: IndexCode;
  items: RotationItem[];
  /** Asked-for stocks that were not members of the index on the date, left out of `items`. */
  omitted: string[];
};

export function requireIndexCode(code: string, field = 'index'): IndexCode {
  if (!(INDEX_CODES as readonly string[]).includes(code)) {
    throw new AppError(
      400,
      'BAD_REQUEST',
      `Unknown index '${code}': use one of ${INDEX_CODES.join(', ')}`,
      field,
    );
  }
  return code as IndexCode;
}

export function requireSector(code: string, field: string) {
  const sector = SECTORS.find((candidate) => candidate.code === code);
  if (!sector) {
    throw new AppError(
      400,
      'BAD_REQUEST',
      `Unknown sector code '${code}': use one of ${SECTORS.map((s) => s.code).join(', ')} (IDX-IC)`,
      field,
    );
  }
  return sector;
}

/**
 * Checks the index and the items: sectors by IDX-IC code (a 'SECTOR:' prefix is accepted), stocks
 * must exist (404 'No tickers found'). Stocks outside the index on `date` are left out and listed
 * in `omitted`: a replayed date finds today's members before they joined, and one such stock must
 * not cost the whole chart.
 */
export async function resolveSelection(
  db: Db,
  selection: TRotationSelection,
  date: IsoDate,
): Promise<ResolvedSelection> {
  const index = requireIndexCode(selection.index);
  const codes = [...new Set(selection.items ?? ROTATION_DEFAULT_ITEMS[selection.kind])];
  if (selection.kind === 'sector') {
    const items = codes.map((code) => {
      const sector = requireSector(code.replace(/^SECTOR:/, ''), 'items');
      return { code: sector.code, name: sector.name, sector: sector.shortName };
    });
    return { kind: 'sector', index, items: dedupe(items), omitted: [] };
  }
  const instruments = await findInstrumentsBySymbols(db, codes);
  if (instruments.length !== codes.length) {
    throw new AppError(404, 'NOT_FOUND', DATE_MESSAGES.unknownTicker, 'items');
  }
  const members = await findMembersOn(db, index, date, codes);
  const byCode = new Map(instruments.map((row) => [row.symbol, row]));
  return {
    kind: 'stock',
    index,
    items: codes
      .filter((code) => members.has(code))
      .map((code) => {
        const row = byCode.get(code);
        return { code, name: row?.name ?? code, sector: sectorLabel(row?.sector ?? '') };
      }),
    omitted: codes.filter((code) => !members.has(code)),
  };
}

/** The RRC compares over the latest days only, so a stock outside the index there is a bad request. */
export function refuseOmitted(selection: ResolvedSelection, date: IsoDate): ResolvedSelection {
  const { omitted, index } = selection;
  if (omitted.length === 0) return selection;
  throw new AppError(
    400,
    'BAD_REQUEST',
    `${omitted.join(', ')} ${omitted.length === 1 ? 'is' : 'are'} not ${
      omitted.length === 1 ? 'a member' : 'members'
    } of ${index} on ${date}`,
    'items',
  );
}

/** Daily closes of the benchmark and of every item between `from` and `to`. */
export async function loadSelectionCloses(
  db: Db,
  selection: ResolvedSelection,
  from: IsoDate,
  to: IsoDate,
): Promise<{ benchmark: ClosePoint[]; items: Map<string, ClosePoint[]> }> {
  if (selection.kind === 'sector') {
    const codes = selection.items.map((item) => `SECTOR:${item.code}`);
    const series = await findIndexCloses(db, [selection.index, ...codes], from, to);
    const items = new Map(
      selection.items.map((item) => [item.code, series.get(`SECTOR:${item.code}`) ?? []]),
    );
    return { benchmark: series.get(selection.index) ?? [], items };
  }
  const [benchmark, items] = await Promise.all([
    findIndexCloses(db, [selection.index], from, to),
    findStockCloses(
      db,
      selection.items.map((item) => item.code),
      from,
      to,
    ),
  ]);
  return { benchmark: benchmark.get(selection.index) ?? [], items };
}

/** Calendar date `days` days before `date`. */
export function daysBefore(date: IsoDate, days: number): IsoDate {
  const time = Date.parse(`${date}T00:00:00Z`) - days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

function dedupe(items: RotationItem[]): RotationItem[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.code) && seen.add(item.code));
}
