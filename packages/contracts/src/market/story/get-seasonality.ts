import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';
import { upperCaseList } from './story-common.ts';

export const ZGetSeasonalityQuerySchema = z.object({
  /** Index codes (COMPOSITE, LQ45, …), sector series (SECTOR:G) and tickers, comma-separated. */
  codes: z
    .string()
    .default('COMPOSITE')
    .transform(upperCaseList)
    .pipe(
      z
        .array(z.string().max(16, 'No tickers found'))
        .min(1, 'At least one index must stay selected')
        .max(30, 'At most 30 series at once'),
    ),
});
export type TGetSeasonalityQuery = z.infer<typeof ZGetSeasonalityQuerySchema>;

/** Month 1 = January; performance = % change of the month's last close vs the previous month's. */
const ZSeasonalityCellSchema = z.object({
  month: z.number().int(),
  performance: z.number().nullable(),
  /** |performance| / 3 capped at 1 (spec §9). */
  intensity: z.number(),
});

export const ZGetSeasonalityDataSchema = z.object({
  asOf: ZIsoDateSchema,
  series: z.array(
    z.object({
      code: z.string(),
      kind: z.enum(['index', 'sector', 'stock']),
      name: z.string(),
      years: z.array(z.object({ year: z.number().int(), months: z.array(ZSeasonalityCellSchema) })),
      average: z.array(ZSeasonalityCellSchema),
    }),
  ),
});
export type TGetSeasonalityData = z.infer<typeof ZGetSeasonalityDataSchema>;
export const ZGetSeasonalityResponseSchema = okEnvelope(ZGetSeasonalityDataSchema);
