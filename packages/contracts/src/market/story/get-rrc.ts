import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';
import { ZRotationItemSchema, ZRotationSelectionSchema } from './rotation-common.ts';

export const ZGetRrcQuerySchema = ZRotationSelectionSchema.extend({
  /** Trading days shown. */
  days: z.coerce.number().int().min(2).max(1000).default(120),
});
export type TGetRrcQuery = z.infer<typeof ZGetRrcQuerySchema>;

export const ZGetRrcDataSchema = z.object({
  asOf: ZIsoDateSchema,
  kind: z.enum(['sector', 'stock']),
  index: z.string(),
  days: z.number().int(),
  /** value = 100 × (item / item₀) / (index / index₀) from the first day shown: > 100 beats the index. */
  items: z.array(
    ZRotationItemSchema.extend({ series: z.array(z.object({ date: ZIsoDateSchema, value: z.number() })) }),
  ),
});
export type TGetRrcData = z.infer<typeof ZGetRrcDataSchema>;
export const ZGetRrcResponseSchema = okEnvelope(ZGetRrcDataSchema);
