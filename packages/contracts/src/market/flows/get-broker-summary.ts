import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../common.ts';
import { ZBoardFilterSchema, ZNetBuyerSchema, ZNetSellerSchema } from './flow-shapes.ts';
import { ZDateWindowFields, requireDateWindow } from './date-window.ts';

/**
 * GET /api/market/broker-summary?symbol=BBCA&from=&to=&investorType=all&board=ALL: one ticker, every
 * broker. Same date rules as broker transaction (from/to, or `dates=`). The board split comes from
 * the price-level rollup, which has no client type: a board other than ALL needs investorType all.
 */
export const ZGetBrokerSummaryQuerySchema = z
  .object({
    symbol: ZSymbolSchema,
    ...ZDateWindowFields,
    investorType: z.enum(['all', 'D', 'F']).default('all'),
    board: ZBoardFilterSchema.default('ALL'),
  })
  .check(requireDateWindow);
export type TGetBrokerSummaryQuery = z.infer<typeof ZGetBrokerSummaryQuerySchema>;

export const ZGetBrokerSummaryDataSchema = z.object({
  asOf: ZIsoDateSchema,
  symbol: z.string(),
  from: ZIsoDateSchema,
  to: ZIsoDateSchema,
  investorType: z.enum(['all', 'D', 'F']),
  board: ZBoardFilterSchema,
  dates: z.array(ZIsoDateSchema),
  /** Net value descending. */
  netBuyers: z.array(ZNetBuyerSchema),
  netSellers: z.array(ZNetSellerSchema),
});
export type TGetBrokerSummaryData = z.infer<typeof ZGetBrokerSummaryDataSchema>;
export const ZGetBrokerSummaryResponseSchema = okEnvelope(ZGetBrokerSummaryDataSchema);
