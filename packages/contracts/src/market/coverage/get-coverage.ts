import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../common.ts';

/**
 * GET /api/market/coverage?symbol=&from=&to=: which data each trading day holds, for one stock or
 * (without a symbol) the whole market. from/to default to the month up to the last market date;
 * at most 400 days.
 */
export const ZGetCoverageQuerySchema = z.object({
  symbol: ZSymbolSchema.optional(),
  from: ZIsoDateSchema.optional(),
  to: ZIsoDateSchema.optional(),
});
export type TGetCoverageQuery = z.infer<typeof ZGetCoverageQuerySchema>;

export const ZDailyBarSourceSchema = z.enum(['trades', 'stock-summary', 'chart']);
export type TDailyBarSource = z.infer<typeof ZDailyBarSourceSchema>;

export const ZCoverageDayFlagsSchema = z.object({
  date: ZIsoDateSchema,
  /** Trade records are stored (for the stock; market-wide: for any stock). */
  tradeRecords: z.boolean(),
  /**
   * Where the day's bar came from; market-wide, the source of most stocks' bars that day. Null when
   * there is no bar, or a bar stored before sources were recorded.
   */
  barSource: ZDailyBarSourceSchema.nullable(),
  /** A KSEI ownership composition is dated that day. */
  ownership: z.boolean(),
});
export type TCoverageDayFlags = z.infer<typeof ZCoverageDayFlagsSchema>;

const ZDateSpanSchema = z.object({ first: ZIsoDateSchema, last: ZIsoDateSchema });

export const ZGetCoverageDataSchema = z.object({
  asOf: ZIsoDateSchema,
  symbol: z.string().nullable(),
  from: ZIsoDateSchema,
  to: ZIsoDateSchema,
  /** Trading days of the stored calendar in the range, oldest first. */
  days: z.array(ZCoverageDayFlagsSchema),
  /** First and last dates with trade records, over all stored data; null when there are none. */
  tradeRecords: ZDateSpanSchema.nullable(),
  /** The last daily bar over all stored data and its source (market-wide: most stocks' source). */
  lastBar: z.object({ date: ZIsoDateSchema, source: ZDailyBarSourceSchema.nullable() }).nullable(),
});
export type TGetCoverageData = z.infer<typeof ZGetCoverageDataSchema>;
export const ZGetCoverageResponseSchema = okEnvelope(ZGetCoverageDataSchema);
