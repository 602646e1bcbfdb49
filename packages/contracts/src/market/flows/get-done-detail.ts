import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../common.ts';
import { ZDateListSchema, ZInvestorTypeSchema } from './flow-shapes.ts';

const allOr = <T extends z.ZodType>(item: T) =>
  z
    .union([z.literal('ALL'), item])
    .optional()
    .default('ALL');

/**
 * GET /api/market/done-detail?symbol=BBCA&dates=…&sort=latest&broker=ALL&price=ALL&offset=0&limit=100.
 * At most 7 dates ('Maksimal 7 tanggal yang bisa dipilih'). `broker` matches either side.
 */
export const ZGetDoneDetailQuerySchema = z.object({
  symbol: ZSymbolSchema,
  dates: ZDateListSchema,
  sort: z.enum(['latest', 'oldest']).default('latest'),
  broker: allOr(
    z
      .string()
      .trim()
      .min(2, 'No brokers found')
      .max(4, 'No brokers found')
      .transform((value) => value.toUpperCase()),
  ),
  price: allOr(z.coerce.number().int().positive()),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export type TGetDoneDetailQuery = z.infer<typeof ZGetDoneDetailQuerySchema>;

export const ZInvestorTypeLabelSchema = z.enum(['Indonesia', 'Asing']);

/** One trade record as the Done Detail table shows it. */
export const ZDoneTradeSchema = z.object({
  date: ZIsoDateSchema,
  /** 'HH:MM:SS', Jakarta time. */
  time: z.string(),
  /** Exchange order within the stock-day. */
  seq: z.number().int(),
  board: z.enum(['RG', 'TN', 'NG']),
  buyerBroker: z.string(),
  buyerType: ZInvestorTypeSchema,
  buyerTypeLabel: ZInvestorTypeLabelSchema,
  sellerBroker: z.string(),
  sellerType: ZInvestorTypeSchema,
  sellerTypeLabel: ZInvestorTypeLabelSchema,
  price: z.number(),
  /** Qty in lots (fractional for odd-lot negotiated trades) and in shares. */
  lot: z.number(),
  shares: z.number(),
});
export type TDoneTrade = z.infer<typeof ZDoneTradeSchema>;

/** Stats cards over the filtered trades (not only the page). */
export const ZDoneDetailStatsSchema = z.object({
  totalTransactions: z.number().int(),
  /** Shares. */
  totalVolume: z.number(),
  uniqueBrokers: z.number().int(),
  /** Most trades on one date (row count of the horizontal layout). */
  maxRows: z.number().int(),
  priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** Volume-weighted average price; null without trades. */
  avgPrice: z.number().nullable(),
  /** Shares per trade; null without trades. */
  avgVolume: z.number().nullable(),
});
export type TDoneDetailStats = z.infer<typeof ZDoneDetailStatsSchema>;

export const ZGetDoneDetailDataSchema = z.object({
  asOf: ZIsoDateSchema,
  symbol: z.string(),
  dates: z.array(ZIsoDateSchema),
  sort: z.enum(['latest', 'oldest']),
  offset: z.number().int(),
  limit: z.number().int(),
  /** Filtered trades before paging. */
  total: z.number().int(),
  trades: z.array(ZDoneTradeSchema),
  stats: z.object({
    overall: ZDoneDetailStatsSchema,
    /** One entry per requested date, oldest first (zeros / nulls for a date without trades). */
    byDate: z.array(ZDoneDetailStatsSchema.extend({ date: ZIsoDateSchema })),
  }),
  /** What the Broker and Price selects offer: every broker and price of the stock on the dates. */
  filterOptions: z.object({
    brokers: z.array(z.string()),
    /** Highest first. */
    prices: z.array(z.number()),
  }),
});
export type TGetDoneDetailData = z.infer<typeof ZGetDoneDetailDataSchema>;
export const ZGetDoneDetailResponseSchema = okEnvelope(ZGetDoneDetailDataSchema);
