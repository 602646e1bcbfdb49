import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';
import { ZBrokerCategorySchema, ZBrokerColourSchema } from './flow-shapes.ts';

/**
 * GET /api/market/brokers/ranking?date=: brokers by market-wide traded value on one day, from the
 * IDX Broker Summary (totals over all stocks, buy and sell together; no per-stock split). Without
 * `date`, the latest day that has a Broker Summary.
 */
export const ZGetBrokerRankingQuerySchema = z.object({
  date: ZIsoDateSchema.optional(),
});
export type TGetBrokerRankingQuery = z.infer<typeof ZGetBrokerRankingQuerySchema>;

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
  /** The day ranked; null when no Broker Summary is stored at all. */
  date: ZIsoDateSchema.nullable(),
  /** The latest day with a Broker Summary (to offer when the asked day has none). */
  latestDate: ZIsoDateSchema.nullable(),
  /** Empty when the day has no Broker Summary: the screen says so rather than showing zeros. */
  brokers: z.array(ZBrokerRankingRowSchema),
  /** Sum of every broker's value that day (each trade counts on its buyer's and its seller's side). */
  totalValue: z.number().min(0),
});
export type TGetBrokerRankingData = z.infer<typeof ZGetBrokerRankingDataSchema>;
export const ZGetBrokerRankingResponseSchema = okEnvelope(ZGetBrokerRankingDataSchema);
