import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZIsoDateSchema } from '../market/common.ts';

export const INGEST_KEY_MESSAGES = {
  nameRequired: 'Name the feed this key is for',
  notFound: 'Ingest key not found',
  alreadyRevoked: 'This key is already revoked',
} as const;

/** A key as the admin page lists it: never the key itself, which is shown once at creation. */
export const ZIngestKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, e.g. `pik_3fA9`, to tell keys apart. */
  prefix: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  created_by: z.string().nullable(),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
  revoked_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TIngestKey = z.infer<typeof ZIngestKeySchema>;

/** `GET /api/admin/ingest-keys`, newest first. */
export const ZListIngestKeysResponseSchema = okEnvelope(z.array(ZIngestKeySchema));

/** `POST /api/admin/ingest-keys`. */
export const ZCreateIngestKeyRequestSchema = z.object({
  name: z.string().trim().min(1, INGEST_KEY_MESSAGES.nameRequired).max(80),
});
export type TCreateIngestKeyRequest = z.infer<typeof ZCreateIngestKeyRequestSchema>;

/** The key, in full, only in this answer. */
export const ZCreateIngestKeyResponseSchema = okEnvelope(ZIngestKeySchema.extend({ key: z.string() }));
export type TCreatedIngestKey = z.infer<typeof ZCreateIngestKeyResponseSchema>['data'];

export const ZIngestKeyParamsSchema = z.object({ id: z.uuid({ error: INGEST_KEY_MESSAGES.notFound }) });

/** `DELETE /api/admin/ingest-keys/:id` revokes; the row stays so the page can say when. */
export const ZRevokeIngestKeyResponseSchema = okEnvelope(ZIngestKeySchema);

/** A run of trade numbers no batch has brought, within a live day. */
export const ZTradeNumberGapSchema = z.object({ from: z.number().int(), to: z.number().int() });

/** `GET /api/admin/live-days`: days being fed live, newest first, with what is missing. */
export const ZLiveDaySchema = z.object({
  date: ZIsoDateSchema,
  started_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  trades: z.number().int(),
  batches: z.number().int(),
  repeated: z.number().int(),
  /** Highest trade number received. */
  last_trade_number: z.number().int().nullable(),
  missing: z.number().int(),
  /** The first gaps, oldest first (at most 20). */
  gaps: z.array(ZTradeNumberGapSchema),
});
export type TLiveDay = z.infer<typeof ZLiveDaySchema>;
export const ZListLiveDaysResponseSchema = okEnvelope(z.array(ZLiveDaySchema));

/** `POST /api/ingest/trades`: what one batch did. */
export const ZIngestTradesResponseSchema = okEnvelope(
  z.object({
    date: ZIsoDateSchema,
    received: z.number().int(),
    /** New trades stored; the rest were already there (a retried batch adds 0). */
    added: z.number().int(),
    repeated: z.number().int(),
    symbols: z.number().int(),
  }),
);
export type TIngestTradesResult = z.infer<typeof ZIngestTradesResponseSchema>['data'];
