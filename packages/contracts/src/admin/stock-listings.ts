import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../market/common.ts';
import { ZPaginationSchema } from './admin-user.ts';

export const STOCK_ADMIN_MESSAGES = {
  notFound: 'Stock not found',
  sameCode: 'The new code must differ from the old one',
  alreadyRenamed: 'This code change is already recorded',
  nothingToChange: 'Change the name, board or delisting date',
  nameRequired: 'Name is required',
} as const;

/** IDX listing boards (data-sources.md §6). */
export const LISTING_BOARDS = ['Main', 'Development', 'Acceleration', 'New Economy', 'Watchlist'] as const;
export const ZListingBoardSchema = z.enum(LISTING_BOARDS, {
  error: `Board must be one of ${LISTING_BOARDS.join(', ')}`,
});

/** A listed (or once listed) stock as the admin maintains it. */
export const ZAdminStockSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  /** IDX-IC sector letter; blank for a stock a Stock Summary added before its listing record came. */
  sector: z.string(),
  sub_industry: z.string(),
  board: z.string(),
  listed_shares: z.number(),
  listed_on: ZIsoDateSchema.nullable(),
  /** The first day it no longer trades; null while listed. */
  delisted_on: ZIsoDateSchema.nullable(),
  /** Codes it traded under before, oldest first; their history is stored under this code. */
  former_symbols: z.array(z.string()),
});
export type TAdminStock = z.infer<typeof ZAdminStockSchema>;

/** `GET /api/admin/stocks?q=&status=&page=&limit=` — by code; `q` matches code, former code or name. */
export const ZListAdminStocksQuerySchema = z.object({
  q: z.string().trim().max(60).default(''),
  status: z.enum(['all', 'listed', 'delisted']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TListAdminStocksQuery = z.input<typeof ZListAdminStocksQuerySchema>;
export const ZListAdminStocksDataSchema = z.object({
  stocks: z.array(ZAdminStockSchema),
  pagination: ZPaginationSchema,
});
export type TListAdminStocksData = z.infer<typeof ZListAdminStocksDataSchema>;
export const ZListAdminStocksResponseSchema = okEnvelope(ZListAdminStocksDataSchema);

/** `PATCH /api/admin/stocks/:symbol` — any of the fields; `delisted_on: null` relists. */
export const ZAdminStockParamsSchema = z.object({ symbol: ZSymbolSchema });
export const ZUpdateStockRequestSchema = z
  .object({
    name: z.string().trim().min(1, STOCK_ADMIN_MESSAGES.nameRequired).max(160, 'Name is too long').optional(),
    board: ZListingBoardSchema.optional(),
    delisted_on: ZIsoDateSchema.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: STOCK_ADMIN_MESSAGES.nothingToChange,
  });
export type TUpdateStockRequest = z.input<typeof ZUpdateStockRequestSchema>;
export const ZUpdateStockResponseSchema = okEnvelope(ZAdminStockSchema);

/**
 * A stock that changed its code: from `changed_on` it trades as `new_symbol`, and everything stored
 * under `old_symbol` before that day (bars, trade records, rollups, ownership, corporate actions,
 * index membership, watchlists) now sits under `new_symbol`, so its chart is one series.
 */
export const ZCodeChangeSchema = z.object({
  old_symbol: z.string(),
  new_symbol: z.string(),
  changed_on: ZIsoDateSchema,
  source: z.enum(['import', 'admin']),
  created_at: z.iso.datetime({ offset: true }),
});
export type TCodeChange = z.infer<typeof ZCodeChangeSchema>;

/** `GET /api/admin/stocks/code-changes` — newest first. */
export const ZListCodeChangesDataSchema = z.object({ changes: z.array(ZCodeChangeSchema) });
export type TListCodeChangesData = z.infer<typeof ZListCodeChangesDataSchema>;
export const ZListCodeChangesResponseSchema = okEnvelope(ZListCodeChangesDataSchema);

/**
 * `POST /api/admin/stocks/code-changes` → 201 with the rows moved. An unknown old code is 400 on
 * `old_symbol`; a new code that already has data before `changed_on` is 409 (that history would
 * collide), as is the same change twice.
 */
export const ZCreateCodeChangeRequestSchema = z
  .object({ old_symbol: ZSymbolSchema, new_symbol: ZSymbolSchema, changed_on: ZIsoDateSchema })
  .refine((change) => change.old_symbol !== change.new_symbol, {
    path: ['new_symbol'],
    error: STOCK_ADMIN_MESSAGES.sameCode,
  });
export type TCreateCodeChangeRequest = z.input<typeof ZCreateCodeChangeRequestSchema>;
export const ZCreateCodeChangeDataSchema = z.object({
  change: ZCodeChangeSchema,
  /** Stored rows moved to the new code, all tables together. */
  rows_moved: z.number().int().min(0),
});
export type TCreateCodeChangeData = z.infer<typeof ZCreateCodeChangeDataSchema>;
export const ZCreateCodeChangeResponseSchema = okEnvelope(ZCreateCodeChangeDataSchema);
