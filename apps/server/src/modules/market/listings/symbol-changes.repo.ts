import { desc } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { BulkWriter } from '../../../db/bulk.ts';
import type { Db } from '../../../db/client.ts';
import { symbolChanges } from '../../../db/market-schema.ts';
import { codeNumber, tradeCodes } from '../trade-codes.ts';

export type SymbolChange = { oldSymbol: string; newSymbol: string; changedOn: IsoDate };

/**
 * Every table that files rows by stock, with the column that dates them. Trade records come apart:
 * their key leads with the date, so they are moved day by day from the stock's trade days.
 */
const DATED_BY_SYMBOL: ReadonlyArray<{ table: string; date: string }> = [
  { table: 'daily_bars', date: 'date' },
  { table: 'stock_summary_details', date: 'date' },
  { table: 'price_levels', date: 'date' },
  { table: 'broker_price_levels', date: 'date' },
  { table: 'broker_days', date: 'date' },
  { table: 'broker_board_days', date: 'date' },
  { table: 'minute_bars', date: 'date' },
  { table: 'minute_price_levels', date: 'date' },
  { table: 'ownership_compositions', date: 'as_of' },
  { table: 'shareholders', date: 'as_of' },
  { table: 'corporate_actions', date: 'ex_date' },
  { table: 'index_memberships', date: 'from_date' },
];

export class SymbolConflictError extends Error {}

// Any constant works; it only has to be the same wherever code changes are recorded.
const SYMBOL_CHANGES_LOCK_KEY = 727_019;

/**
 * Serializes code changes until the caller's transaction ends: two requests recording the same
 * change at once would otherwise both pass the check and both move rows.
 */
export async function lockSymbolChanges(writer: BulkWriter): Promise<void> {
  await writer.execute('SELECT pg_advisory_xact_lock($1)', [SYMBOL_CHANGES_LOCK_KEY]);
}

export async function isRecorded(writer: BulkWriter, change: SymbolChange): Promise<boolean> {
  const rows = await writer.query('SELECT 1 FROM symbol_changes WHERE old_symbol = $1 AND changed_on = $2', [
    change.oldSymbol,
    change.changedOn,
  ]);
  return rows.length > 0;
}

/**
 * Why the old code's history cannot move to the new one, or null: the new code already holds data
 * before the change date, which would collide with the history moved onto it.
 */
export async function historyClash(writer: BulkWriter, change: SymbolChange): Promise<string | null> {
  const { oldSymbol, newSymbol, changedOn } = change;
  for (const { table, date } of [...DATED_BY_SYMBOL, { table: 'stock_trade_days', date: 'date' }]) {
    const [clash] = await writer.query<{ day: string }>(
      `SELECT ${date}::text AS day FROM ${table} WHERE symbol = $1 AND ${date} < $2 LIMIT 1`,
      [newSymbol, changedOn],
    );
    if (clash) {
      return (
        `${newSymbol} already has data before ${changedOn} (${table.replaceAll('_', ' ')} on ${clash.day}); ` +
        `that history would collide with the one moved from ${oldSymbol}`
      );
    }
  }
  return null;
}

/**
 * Files what `change.oldSymbol` stored before `change.changedOn` under the new code, inside the
 * caller's transaction, and returns how many rows moved. The new code must have nothing before that
 * day (its rows would collide with the history); the instrument record is renamed, or merged into
 * the new code's when a file already added it, and watchlists follow.
 */
export async function moveHistory(
  writer: BulkWriter,
  change: SymbolChange,
): Promise<{ moved: number; merged: boolean }> {
  const { oldSymbol, newSymbol, changedOn } = change;
  const clash = await historyClash(writer, change);
  if (clash) throw new SymbolConflictError(clash);
  const count = async (statement: string, params: unknown[]) =>
    Number(
      (
        await writer.query<{ n: number }>(
          `WITH moved AS (${statement} RETURNING 1) SELECT count(*)::int AS n FROM moved`,
          params,
        )
      )[0]?.n ?? 0,
    );

  const tradeDays = await writer.query<{ day: string }>(
    'SELECT date::text AS day FROM stock_trade_days WHERE symbol = $1 AND date < $2',
    [oldSymbol, changedOn],
  );
  let moved = 0;
  if (tradeDays.length > 0) {
    const codes = await tradeCodes(writer, [oldSymbol, newSymbol], []);
    moved += await count(
      'UPDATE trades SET stock_id = $1 WHERE trade_date = ANY($2::date[]) AND stock_id = $3',
      [
        codeNumber(codes.stock, newSymbol),
        tradeDays.map((row) => row.day),
        codeNumber(codes.stock, oldSymbol),
      ],
    );
  }
  for (const { table, date } of [...DATED_BY_SYMBOL, { table: 'stock_trade_days', date: 'date' }]) {
    moved += await count(`UPDATE ${table} SET symbol = $1 WHERE symbol = $2 AND ${date} < $3`, [
      newSymbol,
      oldSymbol,
      changedOn,
    ]);
  }

  const [existing] = await writer.query<{ symbol: string }>(
    'SELECT symbol FROM instruments WHERE symbol = $1',
    [newSymbol],
  );
  if (!existing) {
    await writer.execute('UPDATE instruments SET symbol = $1, updated_at = now() WHERE symbol = $2', [
      newSymbol,
      oldSymbol,
    ]);
  } else {
    // A file dated after the change added the new code first, often without a sector or listing.
    await writer.execute(
      `UPDATE instruments AS n SET
         name = CASE WHEN n.name = n.symbol THEN o.name ELSE n.name END,
         sector = CASE WHEN trim(n.sector) = '' THEN o.sector ELSE n.sector END,
         sub_industry = CASE WHEN n.sub_industry = '' THEN o.sub_industry ELSE n.sub_industry END,
         listed_shares = CASE WHEN n.listed_shares = 0 THEN o.listed_shares ELSE n.listed_shares END,
         listed_on = least(n.listed_on, o.listed_on), updated_at = now()
       FROM instruments AS o WHERE n.symbol = $1 AND o.symbol = $2`,
      [newSymbol, oldSymbol],
    );
    await writer.execute('DELETE FROM instruments WHERE symbol = $1', [oldSymbol]);
  }
  // Each watchlist keeps its order and holds the stock once.
  await writer.execute(
    `UPDATE user_watchlists SET symbols = ARRAY(
       SELECT s FROM unnest(array_replace(symbols, $1, $2)) WITH ORDINALITY AS u(s, o)
       GROUP BY s ORDER BY min(o)), updated_at = now()
     WHERE $1 = ANY(symbols)`,
    [oldSymbol, newSymbol],
  );
  return { moved, merged: existing !== undefined };
}

export async function insertSymbolChange(
  writer: BulkWriter,
  change: SymbolChange,
  source: 'import' | 'admin',
): Promise<{ createdAt: Date }> {
  const [row] = await writer.query<{ created_at: Date | string }>(
    `INSERT INTO symbol_changes (old_symbol, new_symbol, changed_on, source) VALUES ($1, $2, $3, $4)
     RETURNING created_at`,
    [change.oldSymbol, change.newSymbol, change.changedOn, source],
  );
  return { createdAt: new Date(row!.created_at) };
}

export async function listSymbolChanges(db: Db) {
  return db
    .select()
    .from(symbolChanges)
    .orderBy(desc(symbolChanges.createdAt), desc(symbolChanges.changedOn));
}

/**
 * Which code a row of a file belongs under: a code that changed files its rows dated before the
 * change under the new code (and on through later changes); on or after it, the old code is the
 * exchange's again, for a later listing that reuses it.
 */
export class SymbolRenames {
  readonly #byOld = new Map<string, SymbolChange[]>();

  constructor(changes: readonly SymbolChange[]) {
    for (const change of [...changes].sort((a, b) => a.changedOn.localeCompare(b.changedOn))) {
      this.#byOld.set(change.oldSymbol, [...(this.#byOld.get(change.oldSymbol) ?? []), change]);
    }
  }

  /** Whether a code has changed to another at some date. */
  isFormer(symbol: string): boolean {
    return this.#byOld.has(symbol);
  }

  get size(): number {
    return this.#byOld.size;
  }

  at(symbol: string, date: IsoDate): string {
    let current = symbol;
    // Each step goes to a later change date, so chains end; the bound guards a corrupt table.
    for (let step = 0; step < 16; step++) {
      const next = this.#byOld.get(current)?.find((change) => date < change.changedOn);
      if (!next) return current;
      current = next.newSymbol;
    }
    return current;
  }

  /** Codes a stock traded under before, oldest first. */
  formerOf(symbol: string, seen: ReadonlySet<string> = new Set([symbol])): string[] {
    const earlier = [...this.#byOld.values()]
      .flat()
      .filter((change) => change.newSymbol === symbol && !seen.has(change.oldSymbol))
      .sort((a, b) => a.changedOn.localeCompare(b.changedOn));
    const visited = new Set([...seen, ...earlier.map((change) => change.oldSymbol)]);
    return earlier.flatMap((change) => [...this.formerOf(change.oldSymbol, visited), change.oldSymbol]);
  }
}

export async function loadSymbolRenames(db: Db): Promise<SymbolRenames> {
  const rows = await db
    .select({
      oldSymbol: symbolChanges.oldSymbol,
      newSymbol: symbolChanges.newSymbol,
      changedOn: symbolChanges.changedOn,
    })
    .from(symbolChanges);
  return new SymbolRenames(rows);
}
