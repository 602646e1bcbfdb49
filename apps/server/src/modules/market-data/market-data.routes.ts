import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  IMPORT_KINDS,
  ZCreateImportResponseSchema,
  ZGetImportRunResponseSchema,
  ZImportRunParamsSchema,
  ZListImportRunsQuerySchema,
  ZListImportRunsResponseSchema,
  ZRequestedImportKindSchema,
  type TRequestedImportKind,
} from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { SpooledFile } from './import-spool.ts';
import type { MarketImports } from './market-imports.service.ts';

type Deps = { db: Db; imports: MarketImports; maxBytes: number };

/** One day of trade records may come in parts; more than this is a mistake, not a day. */
const MAX_FILE_PARTS = 20;
// Room for the multipart framing and the small fields around the files.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;

/** /api/admin/market-data: imports of IDX/KSEI files through the running app (admins only). */
export const marketDataRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, imports, maxBytes }) => {
  const tooLarge = () =>
    new AppError(
      413,
      ERROR_CODES.payloadTooLarge,
      `The upload is larger than the import limit of ${megabytes(maxBytes)} (IMPORT_MAX_BYTES).`,
      'file',
    );
  // Before authentication: an oversized body is refused on its declared length, unread.
  app.addHook('onRequest', async (request) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  });
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', requireAdmin(db));

  app.post(
    '/imports',
    { schema: { response: { 202: ZCreateImportResponseSchema } } },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(
          400,
          ERROR_CODES.validation,
          'Send the import as multipart/form-data: a kind field, then the file',
          'file',
        );
      }
      const runId = imports.newRunId();
      const hash = createHash('sha256');
      const files: SpooledFile[] = [];
      const hints: { date?: string; symbol?: string } = {};
      let kind: TRequestedImportKind | undefined;
      let trigger: 'upload' | 'cli' = 'upload';
      let total = 0;
      try {
        const parts = request.parts({
          limits: { fileSize: maxBytes, files: MAX_FILE_PARTS, fields: 10, fieldSize: 1_000 },
        });
        for await (const part of parts) {
          if (part.type === 'field') {
            const value = String(part.value).trim();
            if (part.fieldname === 'kind') kind = parseKind(value);
            else if (part.fieldname === 'date') hints.date = value;
            else if (part.fieldname === 'symbol') hints.symbol = value;
            // `npm run import` uploading to a running server says so: its runs read as cli runs.
            else if (part.fieldname === 'trigger' && value === 'cli') trigger = 'cli';
            continue;
          }
          if (part.fieldname !== 'file' || kind === undefined) {
            part.file.resume();
            throw new AppError(
              400,
              ERROR_CODES.validation,
              kind === undefined
                ? 'Send the kind field before the file'
                : `Unexpected file field '${part.fieldname}': send files as 'file'`,
              kind === undefined ? 'kind' : 'file',
            );
          }
          if (files.length > 0 && kind !== 'trades') {
            part.file.resume();
            throw new AppError(
              400,
              ERROR_CODES.validation,
              'Only trades take several files (one day split in parts); send one file',
              'file',
            );
          }
          const spooled = await imports.spoolUpload(runId, part.filename || 'upload', part.file, hash);
          total += spooled.bytes;
          if (part.file.truncated || total > maxBytes) throw tooLarge();
          files.push(spooled);
        }
      } catch (error) {
        await imports.discardUpload(runId);
        throw uploadError(error, tooLarge);
      }
      if (kind === undefined) throw new AppError(400, ERROR_CODES.validation, 'kind is required', 'kind');
      if (files.length === 0) {
        throw new AppError(400, ERROR_CODES.validation, 'No file: add the file to import', 'file');
      }
      const { id } = await imports.queue({
        runId,
        requestedKind: kind,
        files,
        sha256: hash.digest('hex'),
        trigger,
        actorId: request.auth.user.id,
        hints,
      });
      return reply.status(202).send({ ok: true as const, data: { id } });
    },
  );

  app.get(
    '/imports/:id',
    { schema: { params: ZImportRunParamsSchema, response: { 200: ZGetImportRunResponseSchema } } },
    async (request) => ({ ok: true as const, data: await imports.getRun(request.params.id) }),
  );

  app.get(
    '/imports',
    { schema: { querystring: ZListImportRunsQuerySchema, response: { 200: ZListImportRunsResponseSchema } } },
    async (request) => ({
      ok: true as const,
      data: await imports.listRuns(request.query.page, request.query.limit),
    }),
  );
};

function parseKind(value: string): TRequestedImportKind {
  const parsed = ZRequestedImportKindSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError(
    400,
    ERROR_CODES.validation,
    `Unknown import kind '${value.slice(0, 40)}': use auto or one of ${IMPORT_KINDS.join(', ')}`,
    'kind',
  );
}

/** The client's mistake in its own words: limits are 413, a broken body 400, never a 500. */
function uploadError(error: unknown, tooLarge: () => AppError): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(
      400,
      ERROR_CODES.validation,
      `Too many parts: one import takes a kind and at most ${MAX_FILE_PARTS} files`,
      'file',
    );
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (code?.startsWith('FST_') || (status !== undefined && status < 500) || isBrokenBody(error)) {
    return new AppError(
      400,
      ERROR_CODES.badRequest,
      'The upload was cut short or is not valid multipart/form-data',
      'file',
    );
  }
  return error;
}

const isBrokenBody = (error: unknown) =>
  error instanceof Error &&
  /unexpected end|malformed|multipart|aborted|premature close|ECONNRESET/i.test(error.message);
