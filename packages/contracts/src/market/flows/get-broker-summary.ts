import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../common.ts';
import { ZNetBuyerSchema, ZNetSellerSchema } from './flow-shapes.ts';

/**
 * GET /api/market/broker-summary?symbol=BBCA&from=&to=&investorType=all: one ticker, every broker.
 * Same date rules as broker transaction.
 */
export const ZGetBrokerSummaryQuerySchema = z.object({
  symbol: ZSymbolSchema,
  from: ZIsoDateSchema,
  to: ZIsoDateSchema,
  investorType: z.enum(['all', 'D', 'F']).default('all'),
});
export type TGetBrokerSummaryQuery = z.infer<typeof ZGetBrokerSummaryQuerySchema>;

export const ZGetBrokerSummaryDataSchema = z.object({
  asOf: ZIsoDateSchema,
  symbol: z.string(),
  from: ZIsoDateSchema,
  to: ZIsoDateSchema,
  investorType: z.enum(['all', 'D', 'F']),
  dates: z.array(ZIsoDateSchema),
  /** Net value descending. */
  netBuyers: z.array(ZNetBuyerSchema),
  netSellers: z.array(ZNetSellerSchema),
});
export type TGetBrokerSummaryData = z.infer<typeof ZGetBrokerSummaryDataSchema>;
export const ZGetBrokerSummaryResponseSchema = okEnvelope(ZGetBrokerSummaryDataSchema);
