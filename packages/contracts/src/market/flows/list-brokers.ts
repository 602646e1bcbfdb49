import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';
import { ZBrokerSchema } from './flow-shapes.ts';

/** GET /api/market/brokers: every broker code, ordered by code. */
export const ZListBrokersDataSchema = z.object({
  asOf: ZIsoDateSchema,
  brokers: z.array(ZBrokerSchema),
});
export type TListBrokersData = z.infer<typeof ZListBrokersDataSchema>;
export const ZListBrokersResponseSchema = okEnvelope(ZListBrokersDataSchema);

/**
 * GET /api/market/brokers/search?q=: codes or names containing q (upper-cased), exact code first,
 * then codes starting with q, at most 10. Hiding already-selected brokers is the client's job.
 */
export const ZSearchBrokersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(40)
    .default('')
    .transform((value) => value.toUpperCase()),
  limit: z.coerce.number().int().min(1).max(10).default(10),
});
export type TSearchBrokersQuery = z.infer<typeof ZSearchBrokersQuerySchema>;
export const ZSearchBrokersDataSchema = z.object({
  asOf: ZIsoDateSchema,
  results: z.array(ZBrokerSchema),
});
export type TSearchBrokersData = z.infer<typeof ZSearchBrokersDataSchema>;
export const ZSearchBrokersResponseSchema = okEnvelope(ZSearchBrokersDataSchema);
