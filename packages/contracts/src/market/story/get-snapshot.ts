import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';
import { upperCaseList } from './story-common.ts';
import { SNAPSHOT_DEFAULT_SYMBOLS, SNAPSHOT_MAX_SYMBOLS } from './story-constants.ts';

export const ZGetSnapshotQuerySchema = z.object({
  symbols: z
    .string()
    .default(SNAPSHOT_DEFAULT_SYMBOLS.join(','))
    .transform(upperCaseList)
    .pipe(
      z
        .array(z.string().max(12, 'No tickers found'))
        .min(1, 'Stock code is required')
        .max(SNAPSHOT_MAX_SYMBOLS, `At most ${SNAPSHOT_MAX_SYMBOLS} stocks at once`),
    ),
});
export type TGetSnapshotQuery = z.infer<typeof ZGetSnapshotQuerySchema>;

export const ZSnapshotItemSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  /** Last close. */
  price: z.number(),
  /** Last close − the close before (0 with a single bar). */
  change: z.number(),
  changePercent: z.number(),
  volume: z.number(),
  value: z.number(),
  lastDate: ZIsoDateSchema,
  /** The last 30 closes, oldest first. */
  sparkline: z.array(z.object({ time: ZIsoDateSchema, close: z.number() })),
});
export type TSnapshotItem = z.infer<typeof ZSnapshotItemSchema>;

export const ZGetSnapshotDataSchema = z.object({ asOf: ZIsoDateSchema, items: z.array(ZSnapshotItemSchema) });
export type TGetSnapshotData = z.infer<typeof ZGetSnapshotDataSchema>;
export const ZGetSnapshotResponseSchema = okEnvelope(ZGetSnapshotDataSchema);
