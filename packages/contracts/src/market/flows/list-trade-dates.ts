import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../common.ts';

/**
 * GET /api/market/trade-dates?symbol=: the trading dates that have trade records, newest first;
 * without a symbol, the dates on which any stock has them. Feeds the date pickers and Quick Select
 * (the latest N of these dates).
 */
export const ZListTradeDatesQuerySchema = z.object({
  symbol: ZSymbolSchema.optional(),
});
export type TListTradeDatesQuery = z.infer<typeof ZListTradeDatesQuerySchema>;

export const ZListTradeDatesDataSchema = z.object({
  asOf: ZIsoDateSchema,
  symbol: z.string().nullable(),
  /** Newest first. */
  dates: z.array(ZIsoDateSchema),
});
export type TListTradeDatesData = z.infer<typeof ZListTradeDatesDataSchema>;
export const ZListTradeDatesResponseSchema = okEnvelope(ZListTradeDatesDataSchema);
