import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';
import { ROTATION_INDEX_CODES } from './story-constants.ts';

/** `?index=LQ45`: one of the rotation benchmarks (COMPOSITE by default). */
export const ZGetIndexMembersQuerySchema = z.object({
  index: z
    .string()
    .trim()
    .default('COMPOSITE')
    .transform((value) => value.toUpperCase()),
});
export type TGetIndexMembersQuery = z.infer<typeof ZGetIndexMembersQuerySchema>;

export const ZIndexMemberSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  /** Sector short name (spec: 'Technology', 'Healthcare', 'Finance', …). */
  sector: z.string(),
});

/** The stocks in an index on the last trading day, by ticker. */
export const ZGetIndexMembersDataSchema = z.object({
  asOf: ZIsoDateSchema,
  index: z.enum(ROTATION_INDEX_CODES),
  members: z.array(ZIndexMemberSchema),
});
export type TGetIndexMembersData = z.infer<typeof ZGetIndexMembersDataSchema>;
export const ZGetIndexMembersResponseSchema = okEnvelope(ZGetIndexMembersDataSchema);
