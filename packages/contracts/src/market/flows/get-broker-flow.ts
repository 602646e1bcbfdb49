import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../common.ts';
import { ZBrokerCategorySchema, ZBrokerColourSchema, ZBrokerListSchema } from './flow-shapes.ts';

/**
 * GET /api/market/broker-flow?symbol=BBCA&date=2026-11-20&brokers=YP,CC. `date` omitted: the stock's
 * latest day with trade records. `brokers` omitted: the day's preselection (top 5 net buyers, then
 * top 5 net sellers, by value). At most 20 brokers, each in the brokers table or active that day.
 */
export const ZGetBrokerFlowQuerySchema = z.object({
  symbol: ZSymbolSchema,
  date: ZIsoDateSchema.optional(),
  brokers: ZBrokerListSchema.optional(),
});
export type TGetBrokerFlowQuery = z.infer<typeof ZGetBrokerFlowQuerySchema>;

/**
 * A broker as the brokers table names it. Trade records may carry a code the table lacks (imports
 * store them as given): its name, category and colour group are then null.
 */
const ZBrokerFlowIdentitySchema = z.object({
  code: z.string(),
  name: z.string().nullable(),
  category: ZBrokerCategorySchema.nullable(),
  colour: ZBrokerColourSchema.nullable(),
});

/** A broker that traded the stock that day, with its whole-day net (all boards and client types). */
export const ZBrokerFlowBrokerSchema = ZBrokerFlowIdentitySchema.extend({
  /** Buy value − sell value, rupiah. */
  netValue: z.number(),
  /** Buy lots − sell lots. */
  netLot: z.number(),
});
export type TBrokerFlowBroker = z.infer<typeof ZBrokerFlowBrokerSchema>;

/**
 * One requested broker's running net, index for index with `minutes`: the value at i is the net of
 * every trade up to the end of minutes[i], so the last entry is the broker's whole-day net. A broker
 * without trades that day has a line of zeros.
 */
export const ZBrokerFlowLineSchema = ZBrokerFlowIdentitySchema.extend({
  /** Cumulative buy value − sell value, rupiah. */
  netValue: z.array(z.number()),
  /** Cumulative buy lots − sell lots. */
  netLot: z.array(z.number()),
});
export type TBrokerFlowLine = z.infer<typeof ZBrokerFlowLineSchema>;

export const ZGetBrokerFlowDataSchema = z.object({
  asOf: ZIsoDateSchema,
  symbol: z.string(),
  date: ZIsoDateSchema,
  /**
   * Every minute of the day with trades, ascending, as minutes after midnight Jakarta time (WIB):
   * 9:00 is 540. Empty for a day the exchange was closed.
   */
  minutes: z.array(z.number().int()),
  /** Close of each minute, index for index with `minutes`. */
  prices: z.array(z.number()),
  /** Every broker that traded the stock that day, by code. */
  brokers: z.array(ZBrokerFlowBrokerSchema),
  /** Top 5 net buyers (largest first), then top 5 net sellers (largest first), by net value. */
  preselected: z.array(z.string()),
  /** One line per requested broker (the preselected when none were asked for), in request order. */
  lines: z.array(ZBrokerFlowLineSchema),
});
export type TGetBrokerFlowData = z.infer<typeof ZGetBrokerFlowDataSchema>;
export const ZGetBrokerFlowResponseSchema = okEnvelope(ZGetBrokerFlowDataSchema);
