import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';

const ZTrendSchema = z.enum(['Up', 'Side', 'Down']);

export const ZGetTrendQuerySchema = z.object({
  timeframe: z.enum(['3D', '5D', '2W', '1M'], { error: 'timeframe must be 3D, 5D, 2W or 1M' }).default('5D'),
  /** IDX-IC sector code (A … K) or 'all'. */
  sector: z
    .string()
    .trim()
    .default('all')
    .transform((value) => (value.toLowerCase() === 'all' ? 'all' : value.toUpperCase())),
  trend: z
    .string()
    .trim()
    .default('all')
    .transform((value) =>
      value.toLowerCase() === 'all' ? 'all' : value.charAt(0).toUpperCase() + value.slice(1).toLowerCase(),
    )
    .pipe(z.enum(['all', 'Up', 'Side', 'Down'], { error: 'trend must be all, Up, Side or Down' })),
});
export type TGetTrendQuery = z.infer<typeof ZGetTrendQuerySchema>;

export const ZGetTrendDataSchema = z.object({
  asOf: ZIsoDateSchema,
  timeframe: z.enum(['3D', '5D', '2W', '1M']),
  /** How a stock is classified, in words. */
  rule: z.string(),
  rows: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      price: z.number(),
      /** % change over the timeframe. */
      change: z.number(),
      sector: z.string(),
      trend: ZTrendSchema,
    }),
  ),
  /** Over the stocks of the chosen sector, before the trend filter. Shares in percent. */
  summary: z.object({
    total: z.number().int(),
    counts: z.object({ Up: z.number().int(), Side: z.number().int(), Down: z.number().int() }),
    shares: z.object({ Up: z.number(), Side: z.number(), Down: z.number() }),
  }),
});
export type TGetTrendData = z.infer<typeof ZGetTrendDataSchema>;
export const ZGetTrendResponseSchema = okEnvelope(ZGetTrendDataSchema);
