import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../common.ts';

export const ZGetParticipantsQuerySchema = z.object({
  symbol: ZSymbolSchema,
  months: z.coerce.number().int().min(1).max(60).default(12),
});
export type TGetParticipantsQuery = z.infer<typeof ZGetParticipantsQuerySchema>;

/** One month of one side: each group's share of that side's KSEI holdings, percent (sums to 100). */
export const ZParticipantRowSchema = z.object({
  date: ZIsoDateSchema,
  Corporate: z.number(),
  FinancialInstitution: z.number(),
  Individual: z.number(),
  Insurance: z.number(),
  MutualFund: z.number(),
  Others: z.number(),
  PensionFund: z.number(),
  SecuritiesCompany: z.number(),
});
export type TParticipantRow = z.infer<typeof ZParticipantRowSchema>;

export const ZLocalVsForeignRowSchema = z.object({
  date: ZIsoDateSchema,
  Local: z.number(),
  Foreign: z.number(),
});

export const ZGetParticipantsDataSchema = z.object({
  asOf: ZIsoDateSchema,
  symbol: z.string(),
  participantBreakdown: z.object({
    local: z.array(ZParticipantRowSchema),
    foreign: z.array(ZParticipantRowSchema),
  }),
  localVsForeign: z.array(ZLocalVsForeignRowSchema),
});
export type TGetParticipantsData = z.infer<typeof ZGetParticipantsDataSchema>;
export const ZGetParticipantsResponseSchema = okEnvelope(ZGetParticipantsDataSchema);
