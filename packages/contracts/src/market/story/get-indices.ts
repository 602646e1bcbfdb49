import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';

export const ZGetIndicesDataSchema = z.object({
  asOf: ZIsoDateSchema,
  indices: z.array(
    z.object({
      code: z.enum(['COMPOSITE', 'LQ45', 'IDX30', 'IDX80', 'IDXQ30']),
      name: z.string(),
      /** Constituents on asOf. */
      members: z.number().int(),
      /** Last index level. */
      close: z.number().nullable(),
    }),
  ),
});
export type TGetIndicesData = z.infer<typeof ZGetIndicesDataSchema>;
export const ZGetIndicesResponseSchema = okEnvelope(ZGetIndicesDataSchema);
