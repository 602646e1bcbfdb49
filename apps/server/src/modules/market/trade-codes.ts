import { sql } from 'drizzle-orm';
import type { BulkWriter } from '../../db/bulk.ts';

/** The numbers trade records store for stock and broker codes (tables stock_codes, broker_codes). */
export type TradeCodes = {
  stock: ReadonlyMap<string, number>;
  broker: ReadonlyMap<string, number>;
};

/**
 * Numbers the codes never numbered before and returns the numbers of all those given. Only codes not
 * yet in the table are inserted: a conflicting insert would still use up a number of the sequence,
 * and a day's ~950 stocks would exhaust its 32,767 in weeks.
 */
export async function tradeCodes(
  writer: BulkWriter,
  symbols: Iterable<string>,
  brokers: Iterable<string>,
): Promise<TradeCodes> {
  return {
    stock: await numbered(writer, 'stock_codes', [...new Set(symbols)]),
    broker: await numbered(writer, 'broker_codes', [...new Set(brokers)]),
  };
}

async function numbered(writer: BulkWriter, table: string, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  await writer.execute(
    `INSERT INTO ${table} (code)
     SELECT c FROM unnest($1::text[]) AS c WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE code = c) ORDER BY c
     ON CONFLICT (code) DO NOTHING`,
    [codes],
  );
  const rows = await writer.query<{ code: string; id: number }>(
    `SELECT code, id FROM ${table} WHERE code = ANY($1)`,
    [codes],
  );
  return new Map(rows.map((row) => [row.code, Number(row.id)]));
}

/** A code's number, which `tradeCodes` gave for every code of the trades written. */
export function codeNumber(codes: ReadonlyMap<string, number>, code: string): number {
  const id = codes.get(code);
  if (id === undefined) throw new Error(`no number was given for the code ${code}`);
  return id;
}

/** The numbers of `symbols`, each numbered by `tradeCodes`. */
export const stockIds = (codes: TradeCodes, symbols: readonly string[]) =>
  symbols.map((symbol) => codeNumber(codes.stock, symbol));

/**
 * A stock's number, for a filter on trade records: `stock_id = stockIdOf(code)` walks the key of the
 * stock-day in seq order, where `symbol = code` on trade_records joins first and sorts the whole day.
 */
export const stockIdOf = (symbol: string) => sql`(SELECT id FROM stock_codes WHERE code = ${symbol})`;
