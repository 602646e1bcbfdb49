import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

/** Spec §3 user_chart_preferences defaults. */
export const DEFAULT_CHART_PREFERENCES = { bullish_color: '#16a34a', bearish_color: '#dc2626' } as const;

export const CHART_COLOR_MESSAGE = 'Colour must be a hex colour such as #16a34a';

/** '#RRGGBB' in, stored lower-case (the table's check constraint only accepts lower-case). */
const ZHexColorInputSchema = z
  .string({ error: CHART_COLOR_MESSAGE })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, CHART_COLOR_MESSAGE)
  .transform((value) => value.toLowerCase());
const ZHexColorSchema = z.string().regex(/^#[0-9a-f]{6}$/);

/** Field names follow the spec's table columns. Answers carry no transform so they serialise as is. */
export const ZChartPreferencesSchema = z.object({
  bullish_color: ZHexColorSchema,
  bearish_color: ZHexColorSchema,
});
export type TChartPreferences = z.infer<typeof ZChartPreferencesSchema>;

/** GET /api/me/chart-preferences: the member's colours, or the defaults when none were saved. */
export const ZGetChartPreferencesResponseSchema = okEnvelope(ZChartPreferencesSchema);

/** PUT /api/me/chart-preferences: upsert on user_id; answers what was stored. */
export const ZUpdateChartPreferencesRequestSchema = z.object({
  bullish_color: ZHexColorInputSchema,
  bearish_color: ZHexColorInputSchema,
});
export type TUpdateChartPreferencesRequest = z.input<typeof ZUpdateChartPreferencesRequestSchema>;
export const ZUpdateChartPreferencesResponseSchema = okEnvelope(ZChartPreferencesSchema);
