import {
  BROKER_ADMIN_MESSAGES,
  ERROR_CODES,
  type TAdminBroker,
  type TListAdminBrokersData,
  type ZUpdateBrokerRequestSchema,
} from '@pantau/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { bumpMarketDataVersion } from '../../../db/market-data-version.ts';
import { AppError } from '../../../platform/errors.ts';
import { listBrokersWithActivity, updateBroker, type BrokerRow } from './broker-admin.repo.ts';

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

const present = (broker: BrokerRow, lastActive: string | null): TAdminBroker => ({
  code: broker.code,
  name: broker.name,
  category: broker.category,
  colour: broker.colour as TAdminBroker['colour'],
  retired_on: broker.retiredOn,
  last_active: lastActive,
});

export async function listAdminBrokers(database: Database): Promise<TListAdminBrokersData> {
  const rows = await listBrokersWithActivity(database.db);
  return { brokers: rows.map((row) => present(row.broker, later(row.lastTradeDay, row.lastSummaryDay))) };
}

/**
 * Renames, regroups, recolours or retires a broker. Names and colours are inside cached answers
 * (broker summary, inventory, ranking), so the market-data version moves with them.
 */
export async function changeBroker(
  database: Database,
  code: string,
  changes: z.output<typeof ZUpdateBrokerRequestSchema>,
): Promise<TAdminBroker> {
  const row = await updateBroker(database.db, code, {
    name: changes.name,
    category: changes.category,
    colour: changes.colour,
    retiredOn: changes.retired_on,
  });
  if (!row) throw new AppError(404, ERROR_CODES.notFound, BROKER_ADMIN_MESSAGES.notFound, 'code');
  await bumpMarketDataVersion(database);
  const [withActivity] = (await listBrokersWithActivity(database.db)).filter(
    (entry) => entry.broker.code === code,
  );
  return present(row, withActivity ? later(withActivity.lastTradeDay, withActivity.lastSummaryDay) : null);
}
