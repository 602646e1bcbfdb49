import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';
import { ZRotationItemSchema, ZRotationSelectionSchema } from './rotation-common.ts';

export const ZGetRrgQuerySchema = ZRotationSelectionSchema.extend({
  basis: z.enum(['weekly', 'daily'], { error: "basis must be 'weekly' or 'daily'" }).default('weekly'),
  tail: z.coerce.number().int().min(1).max(52).default(6),
  /** Rolling window w (default 14 weekly / 20 daily). */
  window: z.coerce.number().int().min(2).max(60).optional(),
  /** ROC period p (default 10). */
  rocPeriod: z.coerce.number().int().min(1).max(60).optional(),
  /** Replay the rotation as of this date (the date slider); default the last trading day. */
  asOf: ZIsoDateSchema.optional(),
});
export type TGetRrgQuery = z.infer<typeof ZGetRrgQuerySchema>;

const ZQuadrantSchema = z.enum(['Leading', 'Weakening', 'Lagging', 'Improving']);

export const ZRrgItemSchema = ZRotationItemSchema.extend({
  /** The last `tail` points, oldest first (empty without enough history). */
  points: z.array(z.object({ date: ZIsoDateSchema, rsRatio: z.number(), rsMomentum: z.number() })),
  quadrant: ZQuadrantSchema.nullable(),
});

/** Relative Momentum Screener row (spec §3 "screener row in rotation"). */
export const ZRotationScreenerRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  rsRatio: z.number(),
  rsMomentum: z.number(),
  /** % change over the last `tail` periods. */
  performance: z.number().nullable(),
  volume: z.enum(['HIGH', 'MEDIUM', 'LOW']),
  trend: z.enum(['STRONG', 'IMPROVING', 'WEAKENING', 'WEAK']),
});

export const ZGetRrgDataSchema = z.object({
  /** Last trading day in the data. */
  asOf: ZIsoDateSchema,
  /** The day the rotation is computed as of (asOf unless replaying). */
  rotationDate: ZIsoDateSchema,
  /** First day with index data: the slider's lower end. */
  firstDate: ZIsoDateSchema.nullable(),
  kind: z.enum(['sector', 'stock']),
  index: z.string(),
  basis: z.enum(['weekly', 'daily']),
  window: z.number().int(),
  rocPeriod: z.number().int(),
  tail: z.number().int(),
  items: z.array(ZRrgItemSchema),
  screener: z.array(ZRotationScreenerRowSchema),
  /** Asked-for stocks that were not in the index on `rotationDate`: left out, not an error. */
  omitted: z.array(z.string()),
});
export type TGetRrgData = z.infer<typeof ZGetRrgDataSchema>;
export const ZGetRrgResponseSchema = okEnvelope(ZGetRrgDataSchema);
