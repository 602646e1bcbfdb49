import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZAsOfSchema, ZIsoDateSchema, ZSymbolSchema } from '../common.ts';
import { ZIntradayTimeframeSchema } from './get-candles.ts';

export const ZGetFootprintQuerySchema = z.object({
  symbol: ZSymbolSchema,
  /** A day with trade records; omitted: the stock's last one. */
  date: ZIsoDateSchema.optional(),
  timeframe: ZIntradayTimeframeSchema.default('5M'),
});
export type TGetFootprintQuery = z.infer<typeof ZGetFootprintQuerySchema>;

export const ZFootprintLevelSchema = z.object({
  price: z.number(),
  /** Seller-initiated shares (hit the bid). */
  bidVolume: z.number(),
  /** Buyer-initiated shares (lifted the offer). */
  askVolume: z.number(),
  totalVolume: z.number(),
});

export const ZFootprintCandleSchema = z.object({
  /** Epoch seconds of the Jakarta wall-clock bucket start read as UTC, like intraday candle times. */
  timestamp: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  /** Highest price first. */
  volumeLevels: z.array(ZFootprintLevelSchema),
  /** Σ ask − Σ bid. */
  delta: z.number(),
  /** Point of control: the price with the most volume; null without level data. */
  poc: z.number().nullable(),
  pocBid: z.number(),
  pocAsk: z.number(),
  totalVolume: z.number(),
});
export type TFootprintCandle = z.infer<typeof ZFootprintCandleSchema>;

export const ZGetFootprintDataSchema = ZAsOfSchema.extend({
  symbol: z.string(),
  date: ZIsoDateSchema,
  timeframe: ZIntradayTimeframeSchema,
  /** Every day with trade records for this stock, oldest first (for a date picker). */
  tradeDates: z.array(ZIsoDateSchema),
  candles: z.array(ZFootprintCandleSchema),
});
export type TGetFootprintData = z.infer<typeof ZGetFootprintDataSchema>;
export const ZGetFootprintResponseSchema = okEnvelope(ZGetFootprintDataSchema);
