import { z } from 'zod';
import { ZIsoDateSchema, ZSymbolSchema } from '../common.ts';

/** Daily OHLCV candle of the Story charts (time is the exchange date). */
export const ZStoryCandleSchema = z.object({
  time: ZIsoDateSchema,
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
export type TStoryCandle = z.infer<typeof ZStoryCandleSchema>;

/** `?symbol=BBRI&days=60`: one ticker and how many of its latest trading days. */
export const ZStorySymbolDaysQuerySchema = z.object({
  symbol: ZSymbolSchema,
  days: z.coerce.number().int().min(1).max(500).default(60),
});
export type TStorySymbolDaysQuery = z.infer<typeof ZStorySymbolDaysQuerySchema>;

/** A comma-separated list of codes, trimmed and upper-cased; empty parts dropped. */
export const upperCaseList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
