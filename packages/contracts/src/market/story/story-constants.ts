// Plain values only (no zod), so the web app can import them without pulling in the schema library.

export const OWNERSHIP_RANGES = [3, 6, 9, 12] as const;

/** Spec §5: RRG and RRC keep at least one item selected. */
export const ROTATION_MESSAGES = {
  noItems: 'At least one sector/stock must be selected for comparison',
  tooManyItems: 'At most 30 sectors/stocks can be compared',
} as const;

export const ROTATION_INDEX_CODES = ['COMPOSITE', 'LQ45', 'IDX30', 'IDX80', 'IDXQ30'] as const;
export type TRotationIndexCode = (typeof ROTATION_INDEX_CODES)[number];

/** Spec §9 defaults: sectors Technology, Healthcare, Finance (IDX-IC I, F, G); stocks BBRI, BBCA, BMRI. */
export const ROTATION_DEFAULT_ITEMS = { sector: ['I', 'F', 'G'], stock: ['BBRI', 'BBCA', 'BMRI'] } as const;

export const SNAPSHOT_DEFAULT_SYMBOLS = ['BBRI', 'BBCA', 'BMRI'] as const;
export const SNAPSHOT_MAX_SYMBOLS = 30;
