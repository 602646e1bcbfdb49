import { and, asc, desc, eq, gt, gte, inArray, lt, lte, min, sql } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../db/client.ts';
import { indexBars, officialIndexBars } from '../../db/market-schema.ts';

/**
 * One level series per index code, as every screen reads it: the exchange's official level
 * (IDX Index Summary) on the days it has one, the level computed from member bars on the others,
 * scaled so the two join without a jump (decision 019).
 */

/** IDX-IC sector indices under our sector codes; COMPOSITE, LQ45, IDX30 … keep the exchange's code. */
const SECTOR_INDICES: Record<string, string> = {
  IDXENERGY: 'SECTOR:A',
  IDXBASIC: 'SECTOR:B',
  IDXINDUST: 'SECTOR:C',
  IDXNONCYC: 'SECTOR:D',
  IDXCYCLIC: 'SECTOR:E',
  IDXHEALTH: 'SECTOR:F',
  IDXFINANCE: 'SECTOR:G',
  IDXPROPERT: 'SECTOR:H',
  IDXTECHNO: 'SECTOR:I',
  IDXINFRA: 'SECTOR:J',
  IDXTRANS: 'SECTOR:K',
};
const IDX_CODE_OF = new Map(Object.entries(SECTOR_INDICES).map(([idx, ours]) => [ours, idx]));

/** Our code (COMPOSITE, SECTOR:G …) → the code the Index Summary uses for it. */
export const idxIndexCodeOf = (code: string) => IDX_CODE_OF.get(code) ?? code;
/** The Index Summary's code → ours. */
export const indexCodeOfIdx = (idxCode: string) => SECTOR_INDICES[idxCode] ?? idxCode;

export type IndexLevel = {
  date: IsoDate;
  open: number;
  high: number;
  low: number;
  close: number;
  /** The members' traded value in rupiah (the official value where the exchange gives it). */
  value: number;
  source: 'official' | 'computed';
};

// Static literals only: the mapping above, never input.
const ourCodeSql = sql<string>`(CASE ${officialIndexBars.code} ${sql.raw(
  Object.entries(SECTOR_INDICES)
    .map(([idx, ours]) => `WHEN '${idx}' THEN '${ours}'`)
    .join(' '),
)} ELSE ${officialIndexBars.code} END)`;

type Link = { code: string; date: IsoDate; official: number; computed: number };

/**
 * Days with both an official and a computed level: the computed level on any other day is scaled by
 * official/computed of the latest link at or before it (the earliest after it when none precedes).
 */
async function findLinks(
  db: Db,
  officialCodes: string[],
  from: IsoDate | null,
  to: IsoDate,
): Promise<Link[]> {
  const columns = {
    code: ourCodeSql,
    date: officialIndexBars.date,
    official: officialIndexBars.close,
    computed: indexBars.close,
  };
  const joined = () =>
    db
      .selectDistinctOn([officialIndexBars.code], columns)
      .from(officialIndexBars)
      .innerJoin(indexBars, and(eq(indexBars.date, officialIndexBars.date), eq(indexBars.code, ourCodeSql)));
  const inCodes = inArray(officialIndexBars.code, officialCodes);
  const [inside, before, after] = await Promise.all([
    db
      .select(columns)
      .from(officialIndexBars)
      .innerJoin(indexBars, and(eq(indexBars.date, officialIndexBars.date), eq(indexBars.code, ourCodeSql)))
      .where(
        and(inCodes, from ? gte(officialIndexBars.date, from) : undefined, lte(officialIndexBars.date, to)),
      ),
    from
      ? joined()
          .where(and(inCodes, lt(officialIndexBars.date, from)))
          .orderBy(officialIndexBars.code, desc(officialIndexBars.date))
      : Promise.resolve([]),
    joined()
      .where(and(inCodes, gt(officialIndexBars.date, to)))
      .orderBy(officialIndexBars.code, asc(officialIndexBars.date)),
  ]);
  return [...before, ...inside, ...after];
}

/** Levels of `codes` (ours) from `from` (null: the first) to `to`, oldest first, by code. */
export async function loadIndexLevels(
  db: Db,
  codes: readonly string[],
  from: IsoDate | null,
  to: IsoDate,
): Promise<Map<string, IndexLevel[]>> {
  const officialCodes = codes.map(idxIndexCodeOf);
  const [computed, official, links] = await Promise.all([
    db
      .select()
      .from(indexBars)
      .where(
        and(
          inArray(indexBars.code, [...codes]),
          from ? gte(indexBars.date, from) : undefined,
          lte(indexBars.date, to),
        ),
      )
      .orderBy(asc(indexBars.code), asc(indexBars.date)),
    db
      .select()
      .from(officialIndexBars)
      .where(
        and(
          inArray(officialIndexBars.code, officialCodes),
          from ? gte(officialIndexBars.date, from) : undefined,
          lte(officialIndexBars.date, to),
        ),
      ),
    findLinks(db, officialCodes, from, to),
  ]);

  const series = new Map<string, Map<IsoDate, IndexLevel>>(codes.map((code) => [code, new Map()]));
  const linksOf = new Map<string, Link[]>();
  for (const link of links) {
    if (link.computed > 0) linksOf.set(link.code, [...(linksOf.get(link.code) ?? []), link]);
  }
  for (const list of linksOf.values()) list.sort((a, b) => (a.date < b.date ? -1 : 1));
  for (const row of computed) {
    const list = linksOf.get(row.code) ?? [];
    // The latest link at or before the day, else the earliest after it.
    let link = list[0];
    for (const candidate of list) {
      if (candidate.date > row.date) break;
      link = candidate;
    }
    const scale = link ? link.official / link.computed : 1;
    series.get(row.code)?.set(row.date, {
      date: row.date,
      open: row.open * scale,
      high: row.high * scale,
      low: row.low * scale,
      close: row.close * scale,
      value: row.value,
      source: 'computed',
    });
  }
  for (const row of official) {
    const levels = series.get(indexCodeOfIdx(row.code));
    if (!levels) continue;
    const close = row.close;
    // Index Summaries often lack the open: the day then opens where the previous one closed.
    const open = row.open ?? row.previous ?? close;
    levels.set(row.date, {
      date: row.date,
      open,
      high: Math.max(row.high ?? close, open, close),
      low: Math.min(row.low ?? close, open, close),
      close,
      value: row.value ?? levels.get(row.date)?.value ?? 0,
      source: 'official',
    });
  }
  return new Map(
    [...series].map(([code, levels]) => [
      code,
      [...levels.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    ]),
  );
}

/** The first day `code` has a level, official or computed. */
export async function findFirstIndexLevelDate(db: Db, code: string): Promise<IsoDate | null> {
  const [[computed], [official]] = await Promise.all([
    db
      .select({ first: min(indexBars.date) })
      .from(indexBars)
      .where(eq(indexBars.code, code)),
    db
      .select({ first: min(officialIndexBars.date) })
      .from(officialIndexBars)
      .where(eq(officialIndexBars.code, idxIndexCodeOf(code))),
  ]);
  const dates = [computed?.first, official?.first].filter((date): date is IsoDate => !!date);
  return dates.sort()[0] ?? null;
}

/** The last `count` levels of `code` up to `asOf`, newest first. */
export async function loadLastIndexLevels(
  db: Db,
  code: string,
  asOf: IsoDate,
  count: number,
): Promise<IndexLevel[]> {
  const [computed, official] = await Promise.all([
    db
      .select({ date: indexBars.date })
      .from(indexBars)
      .where(and(eq(indexBars.code, code), lte(indexBars.date, asOf)))
      .orderBy(desc(indexBars.date))
      .limit(count),
    db
      .select({ date: officialIndexBars.date })
      .from(officialIndexBars)
      .where(and(eq(officialIndexBars.code, idxIndexCodeOf(code)), lte(officialIndexBars.date, asOf)))
      .orderBy(desc(officialIndexBars.date))
      .limit(count),
  ]);
  const dates = [...new Set([...computed, ...official].map((row) => row.date))].sort().reverse();
  const earliest = dates.slice(0, count).at(-1);
  if (!earliest) return [];
  const levels = (await loadIndexLevels(db, [code], earliest, asOf)).get(code) ?? [];
  return levels.reverse().slice(0, count);
}

/** The last level of every month of `code` up to `to`, oldest first. */
export async function findIndexLevelMonthEnds(
  db: Db,
  code: string,
  to: IsoDate,
): Promise<Array<{ date: IsoDate; close: number }>> {
  const levels = (await loadIndexLevels(db, [code], null, to)).get(code) ?? [];
  const byMonth = new Map<string, { date: IsoDate; close: number }>();
  for (const level of levels) byMonth.set(level.date.slice(0, 7), { date: level.date, close: level.close });
  return [...byMonth.values()];
}
