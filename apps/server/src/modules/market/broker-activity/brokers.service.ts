import type {
  TBroker,
  TListBrokersData,
  TListTradeDatesData,
  TListTradeDatesQuery,
  TSearchBrokersData,
  TSearchBrokersQuery,
} from '@pantau/contracts';
import type { Db } from '../../../db/client.ts';
import { rememberAnswer } from '../answer-cache.ts';
import {
  findMarketTradeDates,
  findSymbolTradeDates,
  listAllBrokers,
  searchBrokers,
} from '../flows/flow-lookups.repo.ts';
import { requireAsOf, requireSymbol } from '../flows/flow-lookups.service.ts';

const toBroker = (row: { code: string; name: string; category: string; colour: string }) =>
  ({ code: row.code, name: row.name, category: row.category, colour: row.colour }) as TBroker;

export async function listBrokers(db: Db): Promise<TListBrokersData> {
  const asOf = await requireAsOf(db);
  return rememberAnswer(db, 'brokers', asOf, async () => ({
    asOf,
    brokers: (await listAllBrokers(db)).map(toBroker),
  }));
}

export async function findBrokers(db: Db, query: TSearchBrokersQuery): Promise<TSearchBrokersData> {
  const [asOf, rows] = await Promise.all([requireAsOf(db), searchBrokers(db, query.q, query.limit)]);
  return { asOf, results: rows.map(toBroker) };
}

export async function listTradeDates(db: Db, query: TListTradeDatesQuery): Promise<TListTradeDatesData> {
  const asOf = await requireAsOf(db);
  const symbol = query.symbol ?? null;
  return rememberAnswer(db, 'trade-dates', `${asOf}|${symbol ?? '*'}`, async () => {
    if (symbol) await requireSymbol(db, symbol);
    const dates = symbol
      ? await findSymbolTradeDates(db, symbol, { to: asOf })
      : await findMarketTradeDates(db, { to: asOf });
    return { asOf, symbol, dates };
  });
}
