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

export const ZGetForeignFlowDataSchema = z.object({
  asOf: ZIsoDateSchema,
  symbol: z.string(),
  candles: z.array(ZStoryCandleSchema),
  flows: z.array(ZForeignFlowPointSchema),
  /** Σ netBuy (shares) and Σ netValue (rupiah) over the days shown. */
  totals: z.object({ netBuy: z.number(), netValue: z.number() }),
});
export type TGetForeignFlowData = z.infer<typeof ZGetForeignFlowDataSchema>;
export const ZGetForeignFlowResponseSchema = okEnvelope(ZGetForeignFlowDataSchema);
