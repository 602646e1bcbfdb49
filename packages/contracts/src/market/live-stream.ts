import { z } from 'zod';
import { ZIsoDateSchema, ZSymbolSchema } from './common.ts';
import { ZDoneCellSchema } from './flows/flow-shapes.ts';

/**
 * `trades` and `quotes` come with each ingested batch (`event: batch`); the other three are the
 * rows a second of batches changed (`event: summary`, at most one a second).
 */
export const LIVE_TOPICS = ['trades', 'quotes', 'done-summary', 'broker-summary', 'broker-flow'] as const;
export type TLiveTopic = (typeof LIVE_TOPICS)[number];
export const LIVE_STREAM_MAX_SYMBOLS = 200;

const commaList = z
  .string()
  .optional()
  .transform((text) =>
    (text ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

/**
 * `GET /api/market/stream?symbols=BBCA,TLKM&topics=trades,quotes` (Server-Sent Events). No symbols:
 * every stock (the running trade of the whole market). No topics: all of them.
 */
export const ZMarketStreamQuerySchema = z.object({
  symbols: commaList.pipe(
    z
      .array(ZSymbolSchema)
      .max(LIVE_STREAM_MAX_SYMBOLS, `At most ${LIVE_STREAM_MAX_SYMBOLS} stocks per stream`),
  ),
  topics: commaList.pipe(z.array(z.enum(LIVE_TOPICS, { error: `Topics are ${LIVE_TOPICS.join(', ')}` }))),
});

/** One trade of the running trade. Lots are shares / 100; change is against the previous close. */
export const ZLiveTradeSchema = z.object({
  /** The exchange's trade number. */
  number: z.number().int(),
  /** HHMMSS, WIB. */
  time: z.number().int(),
  symbol: z.string(),
  board: z.enum(['RG', 'TN', 'NG']),
  price: z.number(),
  change: z.number().nullable(),
  lot: z.number(),
  buyer: z.string(),
  buyerType: z.enum(['D', 'F']),
  seller: z.string(),
  sellerType: z.enum(['D', 'F']),
  /** 'B' the buyer lifted the offer (HAKA), 'S' the seller hit the bid (HAKI). */
  side: z.enum(['B', 'S']),
});
export type TLiveTrade = z.infer<typeof ZLiveTradeSchema>;

/** A stock's day so far, after the batch. */
export const ZLiveQuoteSchema = z.object({
  symbol: z.string(),
  last: z.number(),
  /** HHMMSS (WIB) of the stock's newest trade of the day. */
  time: z.number().int(),
  previousClose: z.number().nullable(),
  change: z.number().nullable(),
  changePercent: z.number().nullable(),
  /** Shares, rupiah and trades of the day so far. */
  volume: z.number(),
  value: z.number(),
  frequency: z.number().int(),
});
export type TLiveQuote = z.infer<typeof ZLiveQuoteSchema>;

/** `event: batch`: what one ingested batch added, filtered to the stream's stocks and topics. */
export const ZLiveBatchEventSchema = z.object({
  date: ZIsoDateSchema,
  /** When the batch was stored (ISO instant). */
  at: z.string(),
  /** Newest last, in trade-number order. */
  trades: z.array(ZLiveTradeSchema),
  quotes: z.array(ZLiveQuoteSchema),
});
export type TLiveBatchEvent = z.infer<typeof ZLiveBatchEventSchema>;

/** A Done Summary price row of one board, the day so far (lots and trades on each side). */
export const ZLiveDoneRowSchema = ZDoneCellSchema.extend({
  symbol: z.string(),
  board: z.enum(['RG', 'TN', 'NG']),
  price: z.number(),
});
export type TLiveDoneRow = z.infer<typeof ZLiveDoneRowSchema>;

/** A broker's day so far in one stock, all boards and both investor types together. */
export const ZLiveBrokerRowSchema = z.object({
  symbol: z.string(),
  broker: z.string(),
  buyLot: z.number(),
  buyValue: z.number(),
  buyFreq: z.number().int(),
  sellLot: z.number(),
  sellValue: z.number(),
  sellFreq: z.number().int(),
});
export type TLiveBrokerRow = z.infer<typeof ZLiveBrokerRowSchema>;

/**
 * A Broker Flow line's newest point: the broker's cumulative net (buys minus sells) in the stock from
 * the first trade of the day up to its newest trade, whose minute (after midnight, WIB) it carries.
 */
export const ZLiveFlowPointSchema = z.object({
  symbol: z.string(),
  broker: z.string(),
  minute: z.number().int(),
  netValue: z.number(),
  netLot: z.number(),
});
export type TLiveFlowPoint = z.infer<typeof ZLiveFlowPointSchema>;

/**
 * `event: summary`: the rows the batches of the last second changed, each whole (the day so far, not
 * a difference): a later row of the same key replaces an earlier one. A stream gets the rows of its
 * stocks and topics only.
 */
export const ZLiveSummaryEventSchema = z.object({
  date: ZIsoDateSchema,
  at: z.string(),
  doneSummary: z.array(ZLiveDoneRowSchema),
  brokerSummary: z.array(ZLiveBrokerRowSchema),
  brokerFlow: z.array(ZLiveFlowPointSchema),
});
export type TLiveSummaryEvent = z.infer<typeof ZLiveSummaryEventSchema>;
