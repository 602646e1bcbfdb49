import { DATE_MESSAGES } from '@pantau/contracts';
import type { BrokerCategory, BrokerColour, IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { findLastBarDate } from '../market.repo.ts';
import { findBrokersByCode, instrumentExists } from './flow-lookups.repo.ts';

export type BrokerInfo = { code: string; name: string; category: BrokerCategory; colour: BrokerColour };

/** The last trading day in the stored data: every flows answer is as of its close. */
export async function requireAsOf(db: Db): Promise<IsoDate> {
  const asOf = await findLastBarDate(db);
  if (!asOf)
    throw new AppError(503, 'MARKET_NOT_READY', 'Service temporarily unavailable. Please try again later.');
  return asOf;
}

export async function requireSymbol(db: Db, symbol: string): Promise<void> {
  if (!(await instrumentExists(db, symbol))) {
    throw new AppError(404, 'UNKNOWN_TICKER', DATE_MESSAGES.unknownTicker, 'symbol');
  }
}

/** The brokers in the order asked; any unknown code answers 404 'No brokers found'. */
export async function requireBrokers(
  db: Db,
  codes: readonly string[],
  field = 'broker',
): Promise<BrokerInfo[]> {
  const rows = await findBrokersByCode(db, codes);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return codes.map((code) => {
    const row = byCode.get(code);
    if (!row) throw new AppError(404, 'UNKNOWN_BROKER', DATE_MESSAGES.unknownBroker, field);
    return { code: row.code, name: row.name, category: row.category, colour: row.colour as BrokerColour };
  });
}
