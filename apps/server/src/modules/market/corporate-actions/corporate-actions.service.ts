import {
  CORPORATE_ACTION_MESSAGES,
  ERROR_CODES,
  type TCorporateAction,
  type TCorporateActionType,
  type TListCorporateActionsData,
} from '@pantau/contracts';
import type { z } from 'zod';
import type {
  ZCreateCorporateActionRequestSchema,
  ZListCorporateActionsQuerySchema,
} from '@pantau/contracts';
import type { Database } from '../../../db/client.ts';
import { bumpMarketDataVersion } from '../../../db/market-data-version.ts';
import { AppError } from '../../../platform/errors.ts';
import { instrumentExists } from '../flows/flow-lookups.repo.ts';
import { presentCorporateAction } from './corporate-action-view.ts';
import {
  deleteCorporateAction,
  findCorporateActionPage,
  insertCorporateAction,
} from './corporate-actions.repo.ts';

const ACTION_WORDS: Record<TCorporateActionType, string> = {
  split: 'split',
  'reverse-split': 'reverse split',
  bonus: 'bonus issue',
  rights: 'rights issue',
  dividend: 'dividend',
};

type CreateRequest = z.output<typeof ZCreateCorporateActionRequestSchema>;
type ListQuery = z.output<typeof ZListCorporateActionsQuerySchema>;

/** Records one action from the admin form, and bumps the market-data version with it. */
export async function createCorporateAction(
  database: Database,
  request: CreateRequest,
): Promise<TCorporateAction> {
  if (!(await instrumentExists(database.db, request.symbol))) {
    throw new AppError(400, ERROR_CODES.validation, CORPORATE_ACTION_MESSAGES.unknownStock, 'symbol');
  }
  const row = await insertCorporateAction(database.db, {
    symbol: request.symbol,
    type: request.type,
    exDate: request.ex_date,
    // Only the terms the type uses are kept: a dividend has no ratio, a split no amount.
    ratioFrom: request.type === 'dividend' ? null : (request.ratio_from ?? null),
    ratioTo: request.type === 'dividend' ? null : (request.ratio_to ?? null),
    price: request.type === 'rights' ? (request.price ?? null) : null,
    amount: request.type === 'dividend' ? (request.amount ?? null) : null,
    source: 'admin',
  });
  if (!row) {
    throw new AppError(
      409,
      ERROR_CODES.conflict,
      `A ${ACTION_WORDS[request.type]} of ${request.symbol} with ex-date ${request.ex_date} is already recorded`,
      'ex_date',
    );
  }
  await bumpMarketDataVersion(database);
  return presentCorporateAction(row);
}

export async function listCorporateActions(
  database: Database,
  query: ListQuery,
): Promise<TListCorporateActionsData> {
  const { page, limit } = query;
  const { rows, total } = await findCorporateActionPage(database.db, {
    symbol: query.symbol,
    limit,
    offset: (page - 1) * limit,
  });
  return {
    actions: rows.map(presentCorporateAction),
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}

export async function removeCorporateAction(database: Database, id: string): Promise<void> {
  if (!(await deleteCorporateAction(database.db, id))) {
    throw new AppError(404, ERROR_CODES.notFound, CORPORATE_ACTION_MESSAGES.notFound, 'id');
  }
  await bumpMarketDataVersion(database);
}
