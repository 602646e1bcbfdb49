import { z } from 'zod';
import { upperCaseList } from './story-common.ts';

/** Spec §5: RRG and RRC keep at least one item selected. */
export const ROTATION_MESSAGES = {
  noItems: 'At least one sector/stock must be selected for comparison',
  tooManyItems: 'At most 30 sectors/stocks can be compared',
} as const;

export const ROTATION_INDEX_CODES = ['COMPOSITE', 'LQ45', 'IDX30', 'IDX80', 'IDXQ30'] as const;
export type TRotationIndexCode = (typeof ROTATION_INDEX_CODES)[number];

/** Spec §9 defaults: sectors Technology, Healthcare, Finance (IDX-IC I, F, G); stocks BBRI, BBCA, BMRI. */
export const ROTATION_DEFAULT_ITEMS = { sector: ['I', 'F', 'G'], stock: ['BBRI', 'BBCA', 'BMRI'] } as const;

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
