import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZIsoDateSchema } from '../market/common.ts';
import { ZScreenDefinitionSchema } from '../screens/definition.ts';
import { ZMetricRefSchema, ZMetricValueSchema } from '../screens/metrics.ts';

/** Active alerts per plan; an admin counts as paid. Paused alerts do not count. */
export const ALERT_LIMITS = { trial: 3, paid: 50 } as const;
export const ALERT_NAME_MAX = 80;

export const ALERT_ERROR_CODES = {
  limit: 'ALERT_LIMIT',
  notFound: 'NOT_FOUND',
  invalidToken: 'INVALID_TOKEN',
} as const;

export const ALERT_MESSAGES = {
  limitTrial: `Your trial allows ${ALERT_LIMITS.trial} active alerts. Pause or delete one, or subscribe for up to ${ALERT_LIMITS.paid}.`,
  limitPaid: `Your plan allows ${ALERT_LIMITS.paid} active alerts. Pause or delete one first.`,
  notFound: 'Alert not found',
  screenNotFound: 'Screen not found',
  labelMetric: 'Choose an accumulation label (Top 3, 5 or 10 Acc)',
  invalidToken: 'This unsubscribe link is not valid',
  quietHours: 'Quiet hours are written HH:MM',
} as const;

/** ZSymbolSchema's rule as an overwrite: alerts are answered through these schemas, which a transform cannot encode. */
const ZSymbolSchema = z
  .string({ error: 'Stock code is required' })
  .trim()
  .min(1, 'Stock code is required')
  .max(12, 'No tickers found')
  .toUpperCase();

/**
 * What an alert watches:
 * - `condition`: a screen's rules on one stock; fires when they become true.
 * - `label`: an accumulation label of one stock; fires each time it changes.
 * - `screen`: a saved screen over all stocks; fires when stocks enter and/or leave its results.
 */
export const ZAlertTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('condition'), symbol: ZSymbolSchema, definition: ZScreenDefinitionSchema }),
  z.object({
    kind: z.literal('label'),
    symbol: ZSymbolSchema,
    metric: ZMetricRefSchema.refine(
      (ref) => ['accTop3', 'accTop5', 'accTop10'].includes(ref.id),
      ALERT_MESSAGES.labelMetric,
    ),
  }),
  z.object({
    kind: z.literal('screen'),
    screenId: z.uuid({ error: ALERT_MESSAGES.screenNotFound }),
    on: z.enum(['enter', 'leave', 'both']),
  }),
]);
export type TAlertTarget = z.infer<typeof ZAlertTargetSchema>;

const ZAlertNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(ALERT_NAME_MAX, `Name must be at most ${ALERT_NAME_MAX} characters`);

export const ZAlertSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  target: ZAlertTargetSchema,
  /** For a screen alert, the screen's current name. */
  screenName: z.string().nullable(),
  active: z.boolean(),
  email: z.boolean(),
  createdAt: z.string(),
  lastFiredAt: z.string().nullable(),
});
export type TAlert = z.infer<typeof ZAlertSchema>;

export const ZAlertPlanSchema = z.object({
  plan: z.enum(['trial', 'paid', 'none']),
  /** Active alerts allowed now (0 without a plan). */
  limit: z.number().int(),
  active: z.number().int(),
  /** No active plan: alerts are kept but not evaluated. */
  paused: z.boolean(),
});
export type TAlertPlan = z.infer<typeof ZAlertPlanSchema>;

/** GET /api/alerts */
export const ZListAlertsResponseSchema = okEnvelope(
  z.object({ alerts: z.array(ZAlertSchema), plan: ZAlertPlanSchema }),
);

/** POST /api/alerts: created active; refused with ALERT_LIMIT past the plan's limit. */
export const ZCreateAlertRequestSchema = z.object({
  name: ZAlertNameSchema,
  target: ZAlertTargetSchema,
  email: z.boolean().default(true),
});
export type TCreateAlertRequest = z.input<typeof ZCreateAlertRequestSchema>;
export const ZAlertResponseSchema = okEnvelope(ZAlertSchema);

/** PATCH /api/alerts/:id: pause or resume (resuming counts against the limit), email on or off, rename. */
export const ZUpdateAlertRequestSchema = z
  .object({
    name: ZAlertNameSchema.optional(),
    active: z.boolean().optional(),
    email: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type TUpdateAlertRequest = z.input<typeof ZUpdateAlertRequestSchema>;
export const ZAlertIdParamsSchema = z.object({ id: z.uuid({ error: ALERT_MESSAGES.notFound }) });
export const ZDeleteAlertResponseSchema = okEnvelope(z.object({ deleted: z.literal(true) }));

/** One firing of an alert, kept as its history. */
export const ZAlertNotificationSchema = z.object({
  id: z.uuid(),
  alertId: z.uuid().nullable(),
  alertName: z.string(),
  firedAt: z.string(),
  /** The trading day whose data fired it. */
  tradeDate: ZIsoDateSchema,
  /** Fired on the session's data so far, not on a day's import. */
  live: z.boolean(),
  /** One line, e.g. "BBCA: Close > 9,000" or "3 stocks entered Breakout with volume". */
  title: z.string(),
  /** The stocks concerned with the values that fired it. */
  stocks: z.array(
    z.object({
      symbol: z.string(),
      change: z.enum(['fired', 'entered', 'left', 'changed']),
      values: z.record(z.string(), ZMetricValueSchema),
    }),
  ),
  read: z.boolean(),
});
export type TAlertNotification = z.infer<typeof ZAlertNotificationSchema>;

/** GET /api/alerts/notifications?before=<id>: newest first, 30 a page. */
export const ZListNotificationsQuerySchema = z.object({ before: z.uuid().optional() });
export const ZListNotificationsResponseSchema = okEnvelope(
  z.object({ notifications: z.array(ZAlertNotificationSchema), unread: z.number().int(), more: z.boolean() }),
);
/** GET /api/alerts/unread: the bell's count. */
export const ZUnreadResponseSchema = okEnvelope(z.object({ unread: z.number().int() }));
/** POST /api/alerts/notifications/read: the listed ones, or all when `ids` is absent. */
export const ZMarkReadRequestSchema = z.object({ ids: z.array(z.uuid()).max(100).optional() });

const ZClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, ALERT_MESSAGES.quietHours);
/**
 * GET / PUT /api/alerts/settings: emails are held during quiet hours (WIB, may span midnight) and
 * sent when they end; the app's notifications are not held.
 */
export const ZAlertSettingsSchema = z.object({
  emailEnabled: z.boolean(),
  quietFrom: ZClockSchema.nullable(),
  quietTo: ZClockSchema.nullable(),
});
export type TAlertSettings = z.infer<typeof ZAlertSettingsSchema>;
export const ZAlertSettingsResponseSchema = okEnvelope(ZAlertSettingsSchema);

/** POST /api/alerts/unsubscribe?token=…: no sign-in; turns one alert's email off. */
export const ZUnsubscribeQuerySchema = z.object({ token: z.string().min(20).max(100) });
export const ZUnsubscribeResponseSchema = okEnvelope(z.object({ alertName: z.string() }));
