import {
  ERROR_CODES,
  STOCK_ADMIN_MESSAGES,
  type TAdminStock,
  type TCodeChange,
  type TCreateCodeChangeData,
  type TListAdminStocksData,
  type TListCodeChangesData,
  type ZCreateCodeChangeRequestSchema,
  type ZListAdminStocksQuerySchema,
  type ZUpdateStockRequestSchema,
} from '@pantau/contracts';
import { jakartaDateOf } from '@pantau/market';
import type { z } from 'zod';
import { inBulkTransaction } from '../../../db/bulk.ts';
import type { Database } from '../../../db/client.ts';
import { bumpMarketDataVersion } from '../../../db/market-data-version.ts';
import { AppError } from '../../../platform/errors.ts';
import { instrumentExists } from '../flows/flow-lookups.repo.ts';
import { rebuildIndexBarsFrom } from '../index-levels.ts';
import { findStocks, symbolChangeRecorded, updateStock, type StockRow } from './stock-admin.repo.ts';
import {
  historyClash,
  insertSymbolChange,
  isRecorded,
  listSymbolChanges,
  loadSymbolRenames,
  lockSymbolChanges,
  moveHistory,
  type SymbolRenames,
} from './symbol-changes.repo.ts';

const present = (row: StockRow, renames: SymbolRenames): TAdminStock => ({
  symbol: row.symbol,
  name: row.name,
  sector: row.sector.trim(),
  sub_industry: row.subIndustry,
  board: row.board,
  listed_shares: Number(row.listedShares),
  listed_on: row.listedOn,
  delisted_on: row.delistedOn,
  former_symbols: renames.formerOf(row.symbol),
});

export async function listAdminStocks(
  database: Database,
  query: z.output<typeof ZListAdminStocksQuerySchema>,
): Promise<TListAdminStocksData> {
  const [{ rows, total }, renames] = await Promise.all([
    findStocks(
      database.db,
      { q: query.q, status: query.status, today: jakartaDateOf(new Date()) },
      { offset: (query.page - 1) * query.limit, limit: query.limit },
    ),
    loadSymbolRenames(database.db),
  ]);
  return {
    stocks: rows.map((row) => present(row, renames)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}

/** Names, boards and delisting dates are in cached answers (screener, search), so the version moves. */
export async function changeStock(
  database: Database,
  symbol: string,
  changes: z.output<typeof ZUpdateStockRequestSchema>,
): Promise<TAdminStock> {
  const row = await updateStock(database.db, symbol, {
    name: changes.name,
    board: changes.board,
    delistedOn: changes.delisted_on,
  });
  if (!row) throw new AppError(404, ERROR_CODES.notFound, STOCK_ADMIN_MESSAGES.notFound, 'symbol');
  await bumpMarketDataVersion(database);
  return present(row, await loadSymbolRenames(database.db));
}

const presentChange = (row: Awaited<ReturnType<typeof listSymbolChanges>>[number]): TCodeChange => ({
  old_symbol: row.oldSymbol,
  new_symbol: row.newSymbol,
  changed_on: row.changedOn,
  source: row.source,
  created_at: row.createdAt.toISOString(),
});

export async function listCodeChanges(database: Database): Promise<TListCodeChangesData> {
  return { changes: (await listSymbolChanges(database.db)).map(presentChange) };
}

/**
 * Records a code change and moves the old code's history under the new one in one transaction (the
 * market-data version moves with it, so no cached answer keeps the old code). Merging into a code a
 * file already added can give it a sector, so the levels are rebuilt from the change on.
 */
export async function createCodeChange(
  database: Database,
  request: z.output<typeof ZCreateCodeChangeRequestSchema>,
): Promise<TCreateCodeChangeData> {
  const change = {
    oldSymbol: request.old_symbol,
    newSymbol: request.new_symbol,
    changedOn: request.changed_on,
  };
  if (!(await instrumentExists(database.db, change.oldSymbol))) {
    // Already renamed: the old code's record is gone, and the change is a repeat.
    if (await symbolChangeRecorded(database.db, change.oldSymbol, change.changedOn)) {
      throw new AppError(409, ERROR_CODES.conflict, STOCK_ADMIN_MESSAGES.alreadyRenamed);
    }
    throw new AppError(400, ERROR_CODES.validation, STOCK_ADMIN_MESSAGES.notFound, 'old_symbol');
  }
  const { moved, createdAt } = await inBulkTransaction(database, async (writer) => {
    await lockSymbolChanges(writer);
    if (await isRecorded(writer, change)) {
      throw new AppError(409, ERROR_CODES.conflict, STOCK_ADMIN_MESSAGES.alreadyRenamed);
    }
    const clash = await historyClash(writer, change);
    if (clash) throw new AppError(409, ERROR_CODES.conflict, clash);
    const result = await moveHistory(writer, change);
    const recorded = await insertSymbolChange(writer, change, 'admin');
    if (result.merged) await rebuildIndexBarsFrom(writer, change.changedOn);
    return { moved: result.moved, createdAt: recorded.createdAt };
  });
  return { change: presentChange({ ...change, source: 'admin', createdAt }), rows_moved: moved };
}
