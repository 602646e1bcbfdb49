import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZIsoDateSchema } from '../market/common.ts';
import { ZBrokerCategorySchema, ZBrokerColourSchema } from '../market/flows/flow-shapes.ts';

export const BROKER_ADMIN_MESSAGES = {
  notFound: 'Broker not found',
  nameRequired: 'Name is required',
  nothingToChange: 'Change the name, group, colour or retirement date',
} as const;

/**
 * A broker as the admin maintains it. A retired code keeps every day of its history on every
 * screen; `retired_on` records when the exchange withdrew it.
 */
export const ZAdminBrokerSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: ZBrokerCategorySchema,
  colour: ZBrokerColourSchema,
  retired_on: ZIsoDateSchema.nullable(),
  /** The last day the broker has trade records or a Broker Summary row; null without any. */
  last_active: ZIsoDateSchema.nullable(),
});
export type TAdminBroker = z.infer<typeof ZAdminBrokerSchema>;

/** `GET /api/admin/brokers` — every broker, by code. */
export const ZListAdminBrokersDataSchema = z.object({ brokers: z.array(ZAdminBrokerSchema) });
export type TListAdminBrokersData = z.infer<typeof ZListAdminBrokersDataSchema>;
export const ZListAdminBrokersResponseSchema = okEnvelope(ZListAdminBrokersDataSchema);

/** `PATCH /api/admin/brokers/:code` — any of the fields; `retired_on: null` reinstates. */
export const ZAdminBrokerParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, BROKER_ADMIN_MESSAGES.notFound)
    .max(4, BROKER_ADMIN_MESSAGES.notFound)
    .transform((value) => value.toUpperCase()),
});
export const ZUpdateBrokerRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, BROKER_ADMIN_MESSAGES.nameRequired)
      .max(120, 'Name is too long')
      .optional(),
    category: ZBrokerCategorySchema.optional(),
    colour: ZBrokerColourSchema.optional(),
    retired_on: ZIsoDateSchema.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: BROKER_ADMIN_MESSAGES.nothingToChange,
  });
export type TUpdateBrokerRequest = z.input<typeof ZUpdateBrokerRequestSchema>;
export const ZUpdateBrokerResponseSchema = okEnvelope(ZAdminBrokerSchema);
