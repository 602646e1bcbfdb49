import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../market/common.ts';
import { ZScreenDefinitionSchema } from './definition.ts';
import { ZMetricRefSchema, ZMetricValueSchema } from './metrics.ts';

export const SCREEN_MAX_COLUMNS = 24;
export const SCREEN_NAME_MAX = 60;
/** Saved screens per member. */
export const SCREENS_PER_MEMBER = 50;
export const WATCHLIST_MAX_COLUMNS = 8;

export const SCREENS_API_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${SCREEN_NAME_MAX} characters`,
  notFound: 'Screen not found',
  tooMany: `At most ${SCREENS_PER_MEMBER} saved screens; delete one first`,
  tooManyColumns: `At most ${SCREEN_MAX_COLUMNS} columns`,
  tooManyWatchlistColumns: `At most ${WATCHLIST_MAX_COLUMNS} columns`,
} as const;

export const ZScreenNameSchema = z
  .string({ error: SCREENS_API_MESSAGES.nameRequired })
  .trim()
  .min(1, SCREENS_API_MESSAGES.nameRequired)
  .max(SCREEN_NAME_MAX, SCREENS_API_MESSAGES.nameTooLong);

/**
 * POST /api/screens/run: every listed stock that passes the screen on the latest trading day, with
 * the value of each metric the rules name plus `columns` (keys from `metricKey`). Unsorted: the
 * client sorts.
 */
export const ZRunScreenRequestSchema = z.object({
  definition: ZScreenDefinitionSchema,
  columns: z.array(ZMetricRefSchema).max(SCREEN_MAX_COLUMNS, SCREENS_API_MESSAGES.tooManyColumns).default([]),
});
export type TRunScreenRequest = z.input<typeof ZRunScreenRequestSchema>;

export const ZScreenResultRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  values: z.record(z.string(), ZMetricValueSchema),
});
export type TScreenResultRow = z.infer<typeof ZScreenResultRowSchema>;

export const ZRunScreenDataSchema = z.object({
  asOf: ZIsoDateSchema,
  /** True while today's session is being fed: the values are the day so far. */
  live: z.boolean(),
  /** Stocks screened (listed on asOf). */
  universe: z.number().int(),
  /** The metric keys of `values`, rules' metrics first, in order. */
  columns: z.array(z.string()),
  rows: z.array(ZScreenResultRowSchema),
});
export type TRunScreenData = z.infer<typeof ZRunScreenDataSchema>;
export const ZRunScreenResponseSchema = okEnvelope(ZRunScreenDataSchema);

/** A member's saved screen. */
export const ZSavedScreenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  definition: ZScreenDefinitionSchema,
  columns: z.array(ZMetricRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSavedScreen = z.infer<typeof ZSavedScreenSchema>;

/** GET /api/screens: the member's saved screens, newest change first. */
export const ZListScreensResponseSchema = okEnvelope(z.object({ screens: z.array(ZSavedScreenSchema) }));

/** POST /api/screens creates; PUT /api/screens/:id replaces name, definition and columns. */
export const ZSaveScreenRequestSchema = z.object({
  name: ZScreenNameSchema,
  definition: ZScreenDefinitionSchema,
  columns: z.array(ZMetricRefSchema).max(SCREEN_MAX_COLUMNS, SCREENS_API_MESSAGES.tooManyColumns).default([]),
});
export type TSaveScreenRequest = z.input<typeof ZSaveScreenRequestSchema>;
export const ZScreenIdParamsSchema = z.object({ id: z.uuid({ error: SCREENS_API_MESSAGES.notFound }) });
export const ZSavedScreenResponseSchema = okEnvelope(ZSavedScreenSchema);
/** DELETE /api/screens/:id */
export const ZDeleteScreenResponseSchema = okEnvelope(z.object({ deleted: z.literal(true) }));

/** POST /api/screens/values: some metrics of some stocks (the watchlist's columns). */
export const ZMetricValuesRequestSchema = z.object({
  symbols: z.array(ZSymbolSchema).min(1).max(50),
  metrics: z.array(ZMetricRefSchema).min(1).max(SCREEN_MAX_COLUMNS, SCREENS_API_MESSAGES.tooManyColumns),
});
export type TMetricValuesRequest = z.input<typeof ZMetricValuesRequestSchema>;
export const ZMetricValuesDataSchema = z.object({
  asOf: ZIsoDateSchema,
  live: z.boolean(),
  columns: z.array(z.string()),
  /** One row per requested symbol that is listed; an unknown code is left out. */
  rows: z.array(ZScreenResultRowSchema),
});
export type TMetricValuesData = z.infer<typeof ZMetricValuesDataSchema>;
export const ZMetricValuesResponseSchema = okEnvelope(ZMetricValuesDataSchema);

/** GET / PUT /api/me/watchlist-columns: the metrics the member shows beside each watched stock. */
export const ZWatchlistColumnsSchema = z.object({
  columns: z.array(ZMetricRefSchema).max(WATCHLIST_MAX_COLUMNS, SCREENS_API_MESSAGES.tooManyWatchlistColumns),
});
export type TWatchlistColumns = z.infer<typeof ZWatchlistColumnsSchema>;
export const ZWatchlistColumnsResponseSchema = okEnvelope(ZWatchlistColumnsSchema);
