import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZIsoDateSchema } from './common.ts';

export const ZSearchInstrumentsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(20)
    .default('')
    .transform((value) => value.toUpperCase()),
  limit: z.coerce.number().int().min(1).max(10).default(10),
});
export type TSearchInstrumentsQuery = z.infer<typeof ZSearchInstrumentsQuerySchema>;

export const ZInstrumentSummarySchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  sectorName: z.string(),
  status: z.enum(['active', 'suspended']),
  specialNotice: z.enum(['none', 'Split', 'Dividend', 'Rights', 'Bonus', 'Suspend']),
  /** Codes the stock traded under before; a search by one of them finds it. */
  formerSymbols: z.array(z.string()),
  /** The first day it no longer trades; null while listed. */
  delistedOn: ZIsoDateSchema.nullable(),
});
export type TInstrumentSummary = z.infer<typeof ZInstrumentSummarySchema>;

export const ZSearchInstrumentsDataSchema = z.object({ results: z.array(ZInstrumentSummarySchema) });
export const ZSearchInstrumentsResponseSchema = okEnvelope(ZSearchInstrumentsDataSchema);
