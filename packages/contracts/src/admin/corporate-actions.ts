import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../market/common.ts';
import { ZCorporateActionTypeSchema } from '../market/corporate-actions.ts';
import { ZPaginationSchema } from './admin-user.ts';

export const CORPORATE_ACTION_MESSAGES = {
  ratioRequired: 'A split, reverse split, bonus or rights issue needs both sides of its ratio',
  splitDirection: 'A split turns fewer shares into more (1:5), a reverse split more into fewer (10:1)',
  priceRequired: 'A rights issue needs its exercise price',
  amountRequired: 'A cash dividend needs its amount per share',
  unknownStock: 'No tickers found',
  notFound: 'Corporate action not found',
} as const;

const positiveInteger = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000_000, `${label} is too large`);

export const ZCorporateActionSchema = z.object({
  id: z.uuid(),
  symbol: z.string(),
  type: ZCorporateActionTypeSchema,
  ex_date: ZIsoDateSchema,
  ratio_from: z.number().int().nullable(),
  ratio_to: z.number().int().nullable(),
  /** Rights: exercise price in rupiah. */
  price: z.number().nullable(),
  /** Dividend: rupiah per share. */
  amount: z.number().nullable(),
  /** "Split 1:5", "Dividend Rp 25" … */
  label: z.string(),
  source: z.enum(['import', 'admin', 'demo']),
  created_at: z.iso.datetime({ offset: true }),
});
export type TCorporateAction = z.infer<typeof ZCorporateActionSchema>;

/**
 * `POST /api/admin/corporate-actions` → 201. The same stock, type and ex-date twice is 409; an
 * unknown stock 400 on `symbol`.
 */
export const ZCreateCorporateActionRequestSchema = z
  .object({
    symbol: ZSymbolSchema,
    type: ZCorporateActionTypeSchema,
    ex_date: ZIsoDateSchema,
    ratio_from: positiveInteger('Ratio').nullish(),
    ratio_to: positiveInteger('Ratio').nullish(),
    price: z.coerce.number({ error: 'Price must be a number' }).positive('Price must be above 0').nullish(),
    amount: z.coerce
      .number({ error: 'Amount must be a number' })
      .positive('Amount must be above 0')
      .nullish(),
  })
  .superRefine((action, context) => {
    const needsRatio = action.type !== 'dividend';
    if (needsRatio && (!action.ratio_from || !action.ratio_to)) {
      context.addIssue({
        code: 'custom',
        path: ['ratio_to'],
        message: CORPORATE_ACTION_MESSAGES.ratioRequired,
      });
    } else if (
      (action.type === 'split' && action.ratio_from! >= action.ratio_to!) ||
      (action.type === 'reverse-split' && action.ratio_from! <= action.ratio_to!)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['ratio_to'],
        message: CORPORATE_ACTION_MESSAGES.splitDirection,
      });
    }
    if (action.type === 'rights' && !action.price) {
      context.addIssue({ code: 'custom', path: ['price'], message: CORPORATE_ACTION_MESSAGES.priceRequired });
    }
    if (action.type === 'dividend' && !action.amount) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: CORPORATE_ACTION_MESSAGES.amountRequired,
      });
    }
  });
export type TCreateCorporateActionRequest = z.input<typeof ZCreateCorporateActionRequestSchema>;
export const ZCreateCorporateActionResponseSchema = okEnvelope(ZCorporateActionSchema);

/** `DELETE /api/admin/corporate-actions/:id` */
export const ZCorporateActionParamsSchema = z.object({ id: z.uuid(CORPORATE_ACTION_MESSAGES.notFound) });
export const ZDeleteCorporateActionResponseSchema = okEnvelope(z.object({ id: z.uuid() }));

/** `GET /api/admin/corporate-actions?symbol=&page=&limit=` — newest ex-date first. */
export const ZListCorporateActionsQuerySchema = z.object({
  symbol: ZSymbolSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TListCorporateActionsQuery = z.input<typeof ZListCorporateActionsQuerySchema>;
export const ZListCorporateActionsDataSchema = z.object({
  actions: z.array(ZCorporateActionSchema),
  pagination: ZPaginationSchema,
});
export type TListCorporateActionsData = z.infer<typeof ZListCorporateActionsDataSchema>;
export const ZListCorporateActionsResponseSchema = okEnvelope(ZListCorporateActionsDataSchema);
