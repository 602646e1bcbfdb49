import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';
import { ZStoryCandleSchema } from './story-common.ts';

export { ZStorySymbolDaysQuerySchema as ZGetForeignFlowQuerySchema } from './story-common.ts';

/** Spec §3 foreign flow point: shares netBuy / buy / sell, rupiah netValue, flowStrength % of volume. */
export const ZForeignFlowPointSchema = z.object({
  time: ZIsoDateSchema,
  netBuy: z.number(),
  netValue: z.number(),
  buyVolume: z.number(),
  sellVolume: z.number(),
  flowStrength: z.number(),
});

const ZForeignFlowSumSchema = z.object({
  /** Trading days added (fewer than 5 or 20 when the stock has fewer). */
  days: z.number().int(),
  netBuy: z.number(),
  netValue: z.number(),
});

/**
 * Net foreign streak (latest days in a row with the latest day's sign, looked for over at least the
 * last 120 trading days whatever `days` is) and the last 5- and 20-day sums, shares and rupiah.
 */
export const ZForeignFlowSummarySchema = z.object({
  streak: ZForeignFlowSumSchema.extend({
    side: z.enum(['buy', 'sell', 'none']),
    since: ZIsoDateSchema.nullable(),
  }),
  last5: ZForeignFlowSumSchema,
  last20: ZForeignFlowSumSchema,
});
export type TForeignFlowSummary = z.infer<typeof ZForeignFlowSummarySchema>;

export const ZGetForeignFlowDataSchema = z.object({
  asOf: ZIsoDateSchema,
  symbol: z.string(),
  candles: z.array(ZStoryCandleSchema),
  flows: z.array(ZForeignFlowPointSchema),
  /** Σ netBuy (shares) and Σ netValue (rupiah) over the days shown. */
  totals: z.object({ netBuy: z.number(), netValue: z.number() }),
  summary: ZForeignFlowSummarySchema,
});
export type TGetForeignFlowData = z.infer<typeof ZGetForeignFlowDataSchema>;
export const ZGetForeignFlowResponseSchema = okEnvelope(ZGetForeignFlowDataSchema);
