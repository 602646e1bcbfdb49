import {
  SCREENS_API_MESSAGES,
  SCREENS_PER_MEMBER,
  ZMetricRefSchema,
  ZScreenDefinitionSchema,
  metricKey,
  type TMetricRef,
  type TMetricValue,
  type TMetricValuesData,
  type TRunScreenData,
  type TSavedScreen,
  type TScreenDefinition,
  type TScreenResultRow,
  type TWatchlistColumns,
} from '@pantau/contracts';
import { evaluateDefinition, metricRefsOf } from '@pantau/market';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  distinctRefs,
  loadMetricSnapshot,
  metricReader,
  type MetricReader,
  type SnapshotStock,
} from './metric-snapshot.ts';
import {
  countScreens,
  deleteScreen,
  findScreen,
  findWatchlistColumns,
  insertScreen,
  listScreens,
  lockMemberScreens,
  updateScreen,
  upsertWatchlistColumns,
  type SavedScreenRow,
} from './screens.repo.ts';

/** Shown on every result beside the rules' own metrics. */
const ALWAYS_SHOWN: TMetricRef[] = [{ id: 'close' }, { id: 'change1d' }];

function rowOf(stock: SnapshotStock, refs: readonly TMetricRef[], read: MetricReader): TScreenResultRow {
  const values: Record<string, TMetricValue> = {};
  for (const ref of refs) values[metricKey(ref)] = read(stock, ref);
  return { symbol: stock.symbol, name: stock.name, sector: stock.sector, values };
}

/** Every listed stock passing the screen on the latest trading day. */
export async function runScreen(
  db: Db,
  request: { definition: TScreenDefinition; columns: TMetricRef[] },
): Promise<TRunScreenData> {
  const snapshot = await loadMetricSnapshot(db);
  const refs = distinctRefs([
    ...ALWAYS_SHOWN,
    ...(metricRefsOf(request.definition) as TMetricRef[]),
    ...request.columns,
  ]);
  const read = await metricReader(db, snapshot, refs);
  const rows: TScreenResultRow[] = [];
  for (const stock of snapshot.stocks) {
    if (evaluateDefinition(request.definition, (ref) => read(stock, ref as TMetricRef)))
      rows.push(rowOf(stock, refs, read));
  }
  return {
    asOf: snapshot.asOf,
    live: snapshot.live,
    universe: snapshot.stocks.length,
    columns: refs.map(metricKey),
    rows,
  };
}

/** Some metrics of some stocks (the watchlist's columns); unknown or delisted codes are left out. */
export async function readMetricValues(
  db: Db,
  request: { symbols: string[]; metrics: TMetricRef[] },
): Promise<TMetricValuesData> {
  const snapshot = await loadMetricSnapshot(db);
  const refs = distinctRefs(request.metrics);
  const read = await metricReader(db, snapshot, refs);
  const rows = [...new Set(request.symbols)]
    .map((symbol) => snapshot.bySymbol.get(symbol))
    .filter((stock): stock is SnapshotStock => stock !== undefined)
    .map((stock) => rowOf(stock, refs, read));
  return { asOf: snapshot.asOf, live: snapshot.live, columns: refs.map(metricKey), rows };
}

// Stored JSON is read back through the contract, so a screen saved before a metric was renamed
// shows as an error on that screen instead of a broken page.
const ZStoredColumnsSchema = z.array(ZMetricRefSchema);

function presentScreen(row: SavedScreenRow): TSavedScreen {
  return {
    id: row.id,
    name: row.name,
    definition: ZScreenDefinitionSchema.parse(row.definition),
    columns: ZStoredColumnsSchema.parse(row.columns),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getScreens(db: Db, userId: string): Promise<TSavedScreen[]> {
  return (await listScreens(db, userId)).map(presentScreen);
}

/** The member's own screen, or 404 (another member's screen is as unknown as a missing one). */
export async function getScreen(db: Db, userId: string, id: string): Promise<TSavedScreen> {
  const row = await findScreen(db, userId, id);
  if (!row) throw notFound(SCREENS_API_MESSAGES.notFound);
  return presentScreen(row);
}

type ScreenInput = { name: string; definition: TScreenDefinition; columns: TMetricRef[] };

export async function createScreen(db: Db, userId: string, input: ScreenInput): Promise<TSavedScreen> {
  const row = await db.transaction(async (tx) => {
    await lockMemberScreens(tx, userId);
    if ((await countScreens(tx, userId)) >= SCREENS_PER_MEMBER) {
      throw new AppError(409, 'CONFLICT', SCREENS_API_MESSAGES.tooMany);
    }
    return insertScreen(tx, userId, input);
  });
  return presentScreen(row);
}

export async function replaceScreen(
  db: Db,
  userId: string,
  id: string,
  input: ScreenInput,
): Promise<TSavedScreen> {
  const row = await updateScreen(db, userId, id, input);
  if (!row) throw notFound(SCREENS_API_MESSAGES.notFound);
  return presentScreen(row);
}

export async function removeScreen(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteScreen(db, userId, id))) throw notFound(SCREENS_API_MESSAGES.notFound);
}

export async function getWatchlistColumns(db: Db, userId: string): Promise<TWatchlistColumns> {
  const stored = await findWatchlistColumns(db, userId);
  return { columns: stored ? ZStoredColumnsSchema.parse(stored) : [] };
}

export async function setWatchlistColumns(
  db: Db,
  userId: string,
  columns: TMetricRef[],
): Promise<TWatchlistColumns> {
  const distinct = distinctRefs(columns);
  await upsertWatchlistColumns(db, userId, distinct);
  return { columns: distinct };
}
