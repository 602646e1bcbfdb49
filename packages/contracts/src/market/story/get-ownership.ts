import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../common.ts';
import type { OWNERSHIP_RANGES } from './story-constants.ts';

export const ZGetOwnershipQuerySchema = z.object({
  symbol: ZSymbolSchema,
  months: z
    .enum(['3', '6', '9', '12'], { error: 'Data range must be 3, 6, 9 or 12 months' })
    .default('12')
    .transform((value) => Number(value) as (typeof OWNERSHIP_RANGES)[number]),
});
export type TGetOwnershipQuery = z.infer<typeof ZGetOwnershipQuerySchema>;

export const ZGetOwnershipDataSchema = z.object({
  asOf: ZIsoDateSchema,
  symbol: z.string(),
  /** Date of the shareholder list shown (null when the stock has none). */
  listAsOf: ZIsoDateSchema.nullable(),
  /** Last close the holdings are valued at. */
  price: z.number(),
  summary: z.object({
    /** Listed shares. */
    totalShares: z.number(),
    controlling: z.object({ name: z.string(), percentage: z.number() }).nullable(),
    publicOwnership: z.number(),
  }),
  /** Holders of 2% or more, largest first, then one 'Others' slice. */
  distribution: z.array(
    z.object({ name: z.string(), percentage: z.number(), shares: z.number(), category: z.string() }),
  ),
  topShareholders: z.array(
    z.object({ name: z.string(), percentage: z.number(), shares: z.number(), category: z.string() }),
  ),
  detailed: z.array(
    z.object({
      rank: z.number().int(),
      holder: z.string(),
      type: z.string(),
      shares: z.number(),
      percentage: z.number(),
      value: z.number(),
      change: z.number().nullable(),
      lastUpdate: ZIsoDateSchema,
    }),
  ),
  history: z.array(
    z.object({
      period: z.string(),
      controlling: z.number(),
      public: z.number(),
      affiliate: z.number(),
      others: z.number(),
    }),
  ),
});
export type TGetOwnershipData = z.infer<typeof ZGetOwnershipDataSchema>;
export const ZGetOwnershipResponseSchema = okEnvelope(ZGetOwnershipDataSchema);
