import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';
import { ZStoryCandleSchema } from './story-common.ts';

export { ZStorySymbolDaysQuerySchema as ZGetMarketAnalysisQuerySchema } from './story-common.ts';

export const ZGetMarketAnalysisDataSchema = z.object({
  asOf: ZIsoDateSchema,
  symbol: z.string(),
  candles: z.array(ZStoryCandleSchema),
  /** Money-flow-index rule on daily bars: typical price × volume, inflow on an up day, outflow on a down day. */
  moneyFlow: z.array(
    z.object({ time: ZIsoDateSchema, moneyFlow: z.number(), inflow: z.number(), outflow: z.number() }),
  ),
  /**
   * Daily volume; buyVolume / sellVolume (buyer- / seller-initiated shares) only on days with trade
   * records, null before them.
   */
  volume: z.array(
    z.object({
      time: ZIsoDateSchema,
      volume: z.number(),
      buyVolume: z.number().nullable(),
      sellVolume: z.number().nullable(),
    }),
  ),
});
export type TGetMarketAnalysisData = z.infer<typeof ZGetMarketAnalysisDataSchema>;
export const ZGetMarketAnalysisResponseSchema = okEnvelope(ZGetMarketAnalysisDataSchema);
