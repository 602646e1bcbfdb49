import { z } from 'zod';
import { upperCaseList } from './story-common.ts';
import { ROTATION_MESSAGES } from './story-constants.ts';

/**
 * `kind=sector|stock&index=COMPOSITE&items=G,I,F`. Items are IDX-IC sector codes (A … K) for
 * sectors, tickers for stocks; omitted → the spec's defaults; present but empty → the spec's error.
 */
export const ZRotationSelectionSchema = z.object({
  kind: z.enum(['sector', 'stock'], { error: "kind must be 'sector' or 'stock'" }).default('sector'),
  index: z
    .string()
    .trim()
    .default('COMPOSITE')
    .transform((value) => value.toUpperCase()),
  items: z
    .string()
    .transform(upperCaseList)
    .pipe(
      z.array(z.string().max(12)).min(1, ROTATION_MESSAGES.noItems).max(30, ROTATION_MESSAGES.tooManyItems),
    )
    .optional(),
});
export type TRotationSelection = z.infer<typeof ZRotationSelectionSchema>;

export const ZRotationItemSchema = z.object({
  /** Sector code (A … K) or ticker. */
  code: z.string(),
  name: z.string(),
  /** Sector short name (spec: 'Technology', 'Healthcare', 'Finance', …). */
  sector: z.string(),
});
