import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';
import { ZBrokerCategorySchema, ZBrokerColourSchema } from './flow-shapes.ts';

/**
 * GET /api/market/brokers/ranking?date=: brokers by market-wide traded value on one day (totals over
 * all stocks, boards and client types, buy and sell together). The IDX Broker Summary gives the
 * figures where it was imported for the day; otherwise they are summed from the stored trade
 * records. Without `date`, the latest day having either.
 */
export const ZGetBrokerRankingQuerySchema = z.object({
  date: ZIsoDateSchema.optional(),
});
export type TGetBrokerRankingQuery = z.infer<typeof ZGetBrokerRankingQuerySchema>;

/** Where a day's figures come from: the exchange's own Broker Summary wins over trade records. */
export const ZBrokerRankingSourceSchema = z.enum(['broker-summary', 'trade-records']);
export type TBrokerRankingSource = z.infer<typeof ZBrokerRankingSourceSchema>;

export const ZBrokerRankingRowSchema = z.object({
  rank: z.number().int().min(1),
  code: z.string(),
  name: z.string(),
  category: ZBrokerCategorySchema,
  colour: ZBrokerColourSchema,
  /** Shares. */
  volume: z.number().min(0),
  /** Rupiah. */
  value: z.number().min(0),
  frequency: z.number().int().min(0),
  /** This broker's value over the sum of every broker's value that day, 0–1. */
  share: z.number().min(0).max(1),
});
export type TBrokerRankingRow = z.infer<typeof ZBrokerRankingRowSchema>;

export const ZGetBrokerRankingDataSchema = z.object({
  asOf: ZIsoDateSchema,
  /** The day ranked; null when neither a Broker Summary nor trade records are stored. */
  date: ZIsoDateSchema.nullable(),
  /** The latest day with a Broker Summary or trade records (to offer when the asked day has none). */
  latestDate: ZIsoDateSchema.nullable(),
  /** The nearest days before and after `date` with a Broker Summary or trade records (to step through them). */
  previousDate: ZIsoDateSchema.nullable(),
  nextDate: ZIsoDateSchema.nullable(),
  /** Null when the day has neither. */
  source: ZBrokerRankingSourceSchema.nullable(),
  /** Empty when the day has neither: the screen says so rather than showing zeros. */
  brokers: z.array(ZBrokerRankingRowSchema),
  /** Sum of every broker's value that day (each trade counts on its buyer's and its seller's side). */
  totalValue: z.number().min(0),
});
export type TGetBrokerRankingData = z.infer<typeof ZGetBrokerRankingDataSchema>;
export const ZGetBrokerRankingResponseSchema = okEnvelope(ZGetBrokerRankingDataSchema);
