import { z } from 'zod';

/**
 * Corporate actions that move a stock's price without moving its value: each has an ex-date, the
 * first trading day the stock trades without the entitlement.
 * - split, reverse-split, bonus: `ratio_from` old shares become (split, reverse split) or receive
 *   (bonus) `ratio_to` shares: a 1:5 split turns 1 share into 5; a 10:1 bonus gives 1 new share per 10.
 * - rights: `ratio_from` shares may buy `ratio_to` new shares at `price` rupiah each.
 * - dividend: `amount` rupiah in cash per share.
 */
export const CORPORATE_ACTION_TYPES = ['split', 'reverse-split', 'bonus', 'rights', 'dividend'] as const;
export const ZCorporateActionTypeSchema = z.enum(CORPORATE_ACTION_TYPES, {
  error: 'Type must be split, reverse-split, bonus, rights or dividend',
});
export type TCorporateActionType = z.infer<typeof ZCorporateActionTypeSchema>;

/** The screener's special notice for each kind of action (spec: none/Split/Dividend/Rights/Bonus/Suspend). */
export const CORPORATE_ACTION_NOTICES = {
  split: 'Split',
  'reverse-split': 'Split',
  bonus: 'Bonus',
  rights: 'Rights',
  dividend: 'Dividend',
} as const satisfies Record<TCorporateActionType, string>;

export type TCorporateActionTerms = {
  type: TCorporateActionType;
  ratio_from: number | null;
  ratio_to: number | null;
  price: number | null;
  amount: number | null;
};

const rupiah = (value: number) => `Rp ${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** "Split 1:5", "Reverse split 10:1", "Bonus 10:1", "Rights 10:3 @ Rp 500", "Dividend Rp 25". */
export function describeCorporateAction(action: TCorporateActionTerms): string {
  const ratio = `${action.ratio_from ?? '?'}:${action.ratio_to ?? '?'}`;
  switch (action.type) {
    case 'split':
      return `Split ${ratio}`;
    case 'reverse-split':
      return `Reverse split ${ratio}`;
    case 'bonus':
      return `Bonus ${ratio}`;
    case 'rights':
      return `Rights ${ratio} @ ${rupiah(action.price ?? 0)}`;
    case 'dividend':
      return `Dividend ${rupiah(action.amount ?? 0)}`;
  }
}
