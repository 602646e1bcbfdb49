import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../common.ts';
import {
  ZBoardFilterSchema,
  ZBrokerInventorySchema,
  ZBrokerListSchema,
  ZDailyCandleSchema,
} from './flow-shapes.ts';

/**
 * GET /api/market/inventory?symbol=BBCA&brokers=LG,MG,BR&from=&to=&board=RG. Defaults: brokers LG,
 * MG, BR; window one month back to asOf; every board (the screen asks for RG). Up to 10 brokers,
 * window up to one year.
 */
export const ZGetInventoryQuerySchema = z.object({
  symbol: ZSymbolSchema,
  brokers: ZBrokerListSchema.optional(),
  from: ZIsoDateSchema.optional(),
  to: ZIsoDateSchema.optional(),
  board: ZBoardFilterSchema.default('ALL'),
});
export type TGetInventoryQuery = z.infer<typeof ZGetInventoryQuerySchema>;

/** One row of 'Big 5 Gross & Net Analysis'. */
export const ZBigFiveRowSchema = z.object({
  broker: z.string(),
  /** NBY: net Buy, net Sell or Flat over the window. */
  nby: z.enum(['Buy', 'Sell', 'Flat']),
  nbLot: z.number(),
  /** Rupiah; `nbValText` is the same in billions with a 'B' suffix. */
  nbVal: z.number(),
  nbValText: z.string(),
  bAvg: z.number().nullable(),
  /** Buy lots + sell lots: the ranking key. */
  grossLot: z.number(),
  /** Share bar, percent of all brokers' gross lots (all brokers together make 100). */
  share: z.number(),
  /** Accumulation at NBLot ≥ 20% of gross lots, Distribution at ≤ −20%, else Neutral. */
  flow: z.enum(['Accumulation', 'Distribution', 'Neutral']),
});
export type TBigFiveRow = z.infer<typeof ZBigFiveRowSchema>;

/**
 * A broker's position built up in the window, valued at the window's last close: moving-average
 * cost of the net lots on daily nets (see packages/market inventory-holding.ts).
 */
export const ZInventoryHoldingSchema = z.object({
  netLot: z.number(),
  /** Rupiah per share; null when the position is flat. */
  avgCost: z.number().nullable(),
  /** (lastClose − avgCost) × netLot × 100, rupiah; null when flat. */
  unrealisedGain: z.number().nullable(),
});
export type TInventoryHolding = z.infer<typeof ZInventoryHoldingSchema>;

export const ZInventoryLineSchema = ZBrokerInventorySchema.extend({ holding: ZInventoryHoldingSchema });
export type TInventoryLine = z.infer<typeof ZInventoryLineSchema>;

export const ZGetInventoryDataSchema = z.object({
  asOf: ZIsoDateSchema,
  symbol: z.string(),
  from: ZIsoDateSchema,
  to: ZIsoDateSchema,
  board: ZBoardFilterSchema,
  /** Close of the window's last candle, the price holdings are valued at; null without candles. */
  lastClose: z.number().nullable(),
  /** Daily candles of the window, oldest first. */
  candles: z.array(ZDailyCandleSchema),
  /** Dates with broker data (trade records) in the window: the inventory lines' x values. */
  dates: z.array(ZIsoDateSchema),
  /** One line per requested broker, in request order. */
  brokers: z.array(ZInventoryLineSchema),
  /** Top 5 brokers by gross lots over the window. */
  bigFive: z.array(ZBigFiveRowSchema),
});
export type TGetInventoryData = z.infer<typeof ZGetInventoryDataSchema>;
export const ZGetInventoryResponseSchema = okEnvelope(ZGetInventoryDataSchema);
