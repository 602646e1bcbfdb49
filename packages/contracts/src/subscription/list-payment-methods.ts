import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

export const ZPaymentMethodGroupSchema = z.enum([
  'qris',
  'ewallet',
  'virtual_account',
  'card',
  'alfa_group',
  'indomaret',
]);
export type TPaymentMethodGroup = z.infer<typeof ZPaymentMethodGroupSchema>;

/** GET /api/subscription/payment-methods (public): the logos row of the subscription page. */
export const ZPaymentMethodSchema = z.object({
  id: ZPaymentMethodGroupSchema,
  name: z.string(),
  /** e.g. ['gopay', 'shopeepay'] or ['bca_va', 'bni_va', 'bri_va', 'permata_va']. */
  channels: z.array(z.string()),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethodSchema>;
export const ZListPaymentMethodsDataSchema = z.object({ methods: z.array(ZPaymentMethodSchema) });
export type TListPaymentMethodsData = z.infer<typeof ZListPaymentMethodsDataSchema>;
export const ZListPaymentMethodsResponseSchema = okEnvelope(ZListPaymentMethodsDataSchema);
