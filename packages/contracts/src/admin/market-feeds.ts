import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZIsoDateSchema } from '../market/common.ts';

/**
 * Scheduled feeds on the admin Market data page: per kind, where the day's file is published and
 * when (WIB) to fetch it. Each fetch is recorded as an import run with trigger `feed`.
 */

/** The kinds a feed can fetch. KSEI Balancepos is monthly: its feed fetches last month's file. */
export const FEED_KINDS = [
  'stock-summary',
  'index-summary',
  'broker-summary',
  'trades',
  'ksei-balancepos',
] as const;
export const ZFeedKindSchema = z.enum(FEED_KINDS, { error: 'Unknown feed' });
export type TFeedKind = z.infer<typeof ZFeedKindSchema>;

/** What a URL template may hold; each is the market date of the file fetched (Asia/Jakarta). */
export const FEED_PLACEHOLDERS = ['{yyyy}', '{mm}', '{dd}', '{yyyymmdd}'] as const;

/** `17:30`: a time of day in WIB (UTC+7). */
export const ZFeedTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Time must be HH:MM (00:00 to 23:59)' });

/**
 * Why a template is refused, or null when it is usable: an http(s) URL whose only `{…}` parts are
 * the known placeholders. Shared by the server's env check, its API and the admin form.
 */
export function feedUrlTemplateProblem(template: string): string | null {
  const unknown = (template.match(/\{[^}]*\}?/g) ?? []).filter(
    (part) => !(FEED_PLACEHOLDERS as readonly string[]).includes(part),
  );
  if (unknown.length > 0) {
    return `Unknown placeholder ${unknown[0]}: use ${FEED_PLACEHOLDERS.join(' ')}`;
  }
  const sample = template.replaceAll(/\{(yyyy|mm|dd|yyyymmdd)\}/g, '0');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(sample)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https')
    return 'Only http:// and https:// URLs can be fetched';
  if (!scheme || !z.url().safeParse(sample).success) return 'Not a URL: write it as https://host/path';
  if (/^https?:\/\/[^/?#]*@/i.test(sample)) return 'Put no user name or password in the URL';
  return null;
}

export const ZFeedUrlTemplateSchema = z
  .string()
  .trim()
  .min(1, { error: 'Enter the URL of the file' })
  .max(2000, { error: 'URL is too long' })
  .superRefine((template, context) => {
    const problem = feedUrlTemplateProblem(template);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const ZFeedAttemptSchema = z.object({
  /** When the attempt started. */
  at: z.iso.datetime({ offset: true }),
  /** The market date of the file it fetched. */
  market_date: ZIsoDateSchema,
  /** `running` while fetching or importing; `failed` also when another try is scheduled. */
  outcome: z.enum(['running', 'done', 'failed']),
  /** The import's result, or why the fetch failed (with the HTTP status). */
  message: z.string().nullable(),
  /** The import run that recorded it, once known. */
  run_id: z.uuid().nullable(),
  /** When the next try of this market date is due; null when none is scheduled. */
  retry_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TFeedAttempt = z.infer<typeof ZFeedAttemptSchema>;

export const ZFeedSchema = z.object({
  kind: ZFeedKindSchema,
  /** Null until set here or in the server's environment. */
  url_template: z.string().nullable(),
  time_wib: z.string(),
  enabled: z.boolean(),
  /** `admin`: saved on this page (it wins over the environment); `env`: the server's environment. */
  source: z.enum(['env', 'admin']),
  last_attempt: ZFeedAttemptSchema.nullable(),
  /** When the feed will next fetch; null while disabled or without a URL. */
  next_run_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TFeed = z.infer<typeof ZFeedSchema>;

/** `GET /api/admin/market-data/feeds` */
export const ZListFeedsDataSchema = z.object({
  feeds: z.array(ZFeedSchema),
  /** The inbox directory (MARKET_INBOX_DIR) when one is watched. */
  inbox_dir: z.string().nullable(),
});
export type TListFeedsData = z.infer<typeof ZListFeedsDataSchema>;
export const ZListFeedsResponseSchema = okEnvelope(ZListFeedsDataSchema);

export const ZFeedParamsSchema = z.object({ kind: ZFeedKindSchema });

/** `PUT /api/admin/market-data/feeds/:kind` */
export const ZUpdateFeedRequestSchema = z.object({
  url_template: ZFeedUrlTemplateSchema,
  time_wib: ZFeedTimeSchema,
  enabled: z.boolean(),
});
export type TUpdateFeedRequest = z.infer<typeof ZUpdateFeedRequestSchema>;
export const ZUpdateFeedResponseSchema = okEnvelope(ZFeedSchema);

/** `POST /api/admin/market-data/feeds/:kind/run` → 202: fetches now (default: the feed's current market date). */
export const ZRunFeedRequestSchema = z.object({ date: ZIsoDateSchema.optional() }).optional();
export type TRunFeedRequest = z.infer<typeof ZRunFeedRequestSchema>;
export const ZRunFeedDataSchema = z.object({
  kind: ZFeedKindSchema,
  market_date: ZIsoDateSchema,
  /**
   * The run recording the attempt. The fetch goes on in the background, so this is null at first:
   * the feed's `last_attempt` carries it once known.
   */
  run_id: z.uuid().nullable(),
});
export type TRunFeedData = z.infer<typeof ZRunFeedDataSchema>;
export const ZRunFeedResponseSchema = okEnvelope(ZRunFeedDataSchema);
