import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZIsoDateSchema } from '../market/common.ts';
import { ZPaginationSchema } from './admin-user.ts';

/**
 * The admin Market data page: imports of IDX/KSEI files through the running app, their history,
 * and which data each trading day holds.
 */

/** One module per published format; `ownership` is Pantau's own holdings CSV. */
export const IMPORT_KINDS = [
  'trades',
  'stock-summary',
  'index-summary',
  'ksei-balancepos',
  'bars',
  'broker-summary',
  'ownership',
  'corporate-actions',
  'index-members',
  'holidays',
  'stocks',
] as const;
export const ZImportKindSchema = z.enum(IMPORT_KINDS, { error: 'Unknown import kind' });
export type TImportKind = z.infer<typeof ZImportKindSchema>;
export const ZRequestedImportKindSchema = z.enum([...IMPORT_KINDS, 'auto'], { error: 'Unknown import kind' });
export type TRequestedImportKind = z.infer<typeof ZRequestedImportKindSchema>;

export const ZImportStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type TImportStatus = z.infer<typeof ZImportStatusSchema>;
export const ZImportTriggerSchema = z.enum(['upload', 'feed', 'inbox', 'cli']);
export type TImportTrigger = z.infer<typeof ZImportTriggerSchema>;

export const ZImportRejectedRowSchema = z.object({
  /** File line number (the header is line 1). */
  row: z.number().int(),
  column: z.string(),
  reason: z.string(),
});
export type TImportRejectedRow = z.infer<typeof ZImportRejectedRowSchema>;

export const ZImportDayOutcomeSchema = z.object({
  date: ZIsoDateSchema,
  outcome: z.enum(['stored', 'replaced', 'unchanged']),
});
export type TImportDayOutcome = z.infer<typeof ZImportDayOutcomeSchema>;

export const ZImportRunSchema = z.object({
  id: z.uuid(),
  requested_kind: ZRequestedImportKindSchema,
  /** Null until an `auto` run's kind is detected (or when detection failed). */
  kind: ZImportKindSchema.nullable(),
  trigger: ZImportTriggerSchema,
  /** Who started it; null for feeds, the inbox, or an account deleted since. */
  actor: z.object({ id: z.uuid(), full_name: z.string(), email: z.string() }).nullable(),
  file_name: z.string(),
  file_bytes: z.number().int().min(0),
  status: ZImportStatusSchema,
  /** While running: how far it got. Null once finished. */
  progress: z
    .object({
      bytes_read: z.number().int().min(0),
      bytes_total: z.number().int().min(0),
      rows_per_second: z.number().min(0),
    })
    .nullable(),
  rows_read: z.number().int().min(0),
  rows_stored: z.number().int().min(0),
  rows_skipped: z.number().int().min(0),
  rows_rejected: z.number().int().min(0),
  /** The first 100 rejected rows. */
  rejected_samples: z.array(ZImportRejectedRowSchema),
  days: z.array(ZImportDayOutcomeSchema),
  notes: z.array(z.string()),
  /** Why it failed, or a one-line result. */
  message: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  started_at: z.iso.datetime({ offset: true }).nullable(),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
  duration_ms: z.number().int().min(0).nullable(),
});
export type TImportRun = z.infer<typeof ZImportRunSchema>;

/**
 * `POST /api/admin/market-data/imports` (multipart: `kind`, then `file`; several `file` parts only
 * for `trades`, one day in parts) → 202. Optional fields before the files: `date` (the trading day
 * of a Stock Summary XLSX that does not state it), `symbol` (the stock of a one-stock chart CSV),
 * `trigger=cli` (sent by `npm run import`). 413 beyond IMPORT_MAX_BYTES; 409 while the same file
 * is queued or running.
 */
export const ZCreateImportDataSchema = z.object({ id: z.uuid() });
export type TCreateImportData = z.infer<typeof ZCreateImportDataSchema>;
export const ZCreateImportResponseSchema = okEnvelope(ZCreateImportDataSchema);

/** `GET /api/admin/market-data/imports/:id` */
export const ZImportRunParamsSchema = z.object({ id: z.uuid('Import not found') });
export const ZGetImportRunResponseSchema = okEnvelope(ZImportRunSchema);

/** `GET /api/admin/market-data/imports` — newest first. */
export const ZListImportRunsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TListImportRunsQuery = z.input<typeof ZListImportRunsQuerySchema>;
export const ZListImportRunsDataSchema = z.object({
  runs: z.array(ZImportRunSchema),
  pagination: ZPaginationSchema,
});
export type TListImportRunsData = z.infer<typeof ZListImportRunsDataSchema>;
export const ZListImportRunsResponseSchema = okEnvelope(ZListImportRunsDataSchema);

/** The datasets a trading day can hold. */
export const MARKET_DATASETS = [
  'trade-records',
  'stock-summary',
  'index-summary',
  'broker-summary',
  'ownership',
] as const;
export const ZMarketDatasetSchema = z.enum(MARKET_DATASETS);
export type TMarketDataset = z.infer<typeof ZMarketDatasetSchema>;

/** `GET /api/admin/market-data/coverage?from=&to=` — at most 400 days. */
export const ZMarketDataCoverageQuerySchema = z.object({ from: ZIsoDateSchema, to: ZIsoDateSchema });
export type TMarketDataCoverageQuery = z.infer<typeof ZMarketDataCoverageQuerySchema>;

export const ZCoverageDaySchema = z.object({
  date: ZIsoDateSchema,
  /**
   * A weekday the exchange trades (weekends are not listed): every weekday but the recorded
   * holidays in a year with an exchange calendar, else a day with stored data.
   */
  trading_day: z.boolean(),
  /** The exchange holiday's name ('' when recorded without one); null on other days. */
  holiday: z.string().nullable(),
  /**
   * A trading day on or before the last stored day without trade records or a Stock Summary: a
   * file not imported yet, not a holiday.
   */
  missing: z.boolean(),
  /** Trade records stored for the day. */
  trade_records: z.number().int().min(0),
  /** Stocks with a bar from the Stock Summary. */
  stock_summary: z.number().int().min(0),
  /** Indices with an official level from the Index Summary. */
  index_summary: z.number().int().min(0),
  /** Brokers with market-wide totals from the Broker Summary. */
  broker_summary: z.number().int().min(0),
  /** Stocks with a KSEI ownership composition dated that day (month ends). */
  ownership: z.number().int().min(0),
});
export type TCoverageDay = z.infer<typeof ZCoverageDaySchema>;

export const ZDatasetFreshnessSchema = z.object({
  dataset: ZMarketDatasetSchema,
  /** The last market date the dataset covers. */
  latest_date: ZIsoDateSchema.nullable(),
  /** When an import last stored it. */
  last_import_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TDatasetFreshness = z.infer<typeof ZDatasetFreshnessSchema>;

export const ZMarketDataCoverageDataSchema = z.object({
  from: ZIsoDateSchema,
  to: ZIsoDateSchema,
  days: z.array(ZCoverageDaySchema),
  freshness: z.array(ZDatasetFreshnessSchema),
});
export type TMarketDataCoverageData = z.infer<typeof ZMarketDataCoverageDataSchema>;
export const ZMarketDataCoverageResponseSchema = okEnvelope(ZMarketDataCoverageDataSchema);
