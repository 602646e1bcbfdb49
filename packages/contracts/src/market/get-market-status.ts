import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZIsoDateSchema } from './common.ts';

export const ZGetMarketStatusDataSchema = z.object({
  ready: z.boolean(),
  /** Last complete trading day in the stored data. */
  asOf: ZIsoDateSchema.nullable(),
  source: z.enum(['demo', 'import']).nullable(),
  /** While the demo market is being generated. */
  progress: z.object({ step: z.string(), done: z.number().int(), total: z.number().int() }).nullable(),
});
export type TGetMarketStatusData = z.infer<typeof ZGetMarketStatusDataSchema>;
export const ZGetMarketStatusResponseSchema = okEnvelope(ZGetMarketStatusDataSchema);
