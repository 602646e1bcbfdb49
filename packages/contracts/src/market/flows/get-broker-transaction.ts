import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZBrokerCodeSchema, ZIsoDateSchema } from '../common.ts';
import { ZBoardFilterSchema } from './flow-shapes.ts';
import { ZDateWindowFields, requireDateWindow } from './date-window.ts';

/**
 * GET /api/market/broker-transaction?broker=MG&from=&to=&board=ALL: one broker across tickers.
 * from ≤ to ('Tanggal mulai harus sebelum tanggal akhir'), to − from ≤ 7 days ('Maksimal rentang
 * tanggal adalah 7 hari'). Instead of from/to, `dates=` picks up to 7 dates ('Maksimal 7 tanggal yang
 * bisa dipilih'), which need not be consecutive.
 */
export const ZGetBrokerTransactionQuerySchema = z
  .object({
    broker: ZBrokerCodeSchema,
    ...ZDateWindowFields,
    board: ZBoardFilterSchema.default('ALL'),
  })
  .check(requireDateWindow);
export type TGetBrokerTransactionQuery = z.infer<typeof ZGetBrokerTransactionQuerySchema>;

/** One ticker on one side of the broker's book. */
export const ZBrokerTickerRowSchema = z.object({
  ticker: z.string(),
  /** Spec rsVal: rupiah bought (buy side) or sold (sell side). */
  value: z.number(),
  /** Spec hitLot: lots. */
  lot: z.number(),
  /** Spec rsFreq: number of trades. */
  freq: z.number(),
  /** Spec sAvg: average price, value / (lot × 100). */
  avg: z.number().nullable(),
});
export type TBrokerTickerRow = z.infer<typeof ZBrokerTickerRowSchema>;

export const ZGetBrokerTransactionDataSchema = z.object({
  asOf: ZIsoDateSchema,
  broker: z.string(),
  from: ZIsoDateSchema,
  to: ZIsoDateSchema,
  board: ZBoardFilterSchema,
  /** Trading dates in the range that have trade records, oldest first. */
  dates: z.array(ZIsoDateSchema),
  /** Value descending. */
  buySide: z.array(ZBrokerTickerRowSchema),
  sellSide: z.array(ZBrokerTickerRowSchema),
});
export type TGetBrokerTransactionData = z.infer<typeof ZGetBrokerTransactionDataSchema>;
export const ZGetBrokerTransactionResponseSchema = okEnvelope(ZGetBrokerTransactionDataSchema);
