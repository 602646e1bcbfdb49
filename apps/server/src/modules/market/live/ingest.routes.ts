import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, ZIngestTradesResponseSchema } from '@pantau/contracts';
import { detectDelimiter, jakartaDateOf, splitCsvLine } from '@pantau/market';
import type { Database } from '../../../db/client.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { bearerToken } from '../../auth/authenticate.ts';
import { parseTradeRecord, tradeRecordColumns, TRADE_RECORD_HEADER } from '../import/trade-record.ts';
import { findActiveIngestKey } from './ingest-keys.service.ts';
import { ingestLiveBatch } from './live-ingest.service.ts';
import type { LiveTrade } from './live-trade.ts';
import { checkBatchTrades, isFinalTradeDay } from './live-days.service.ts';
import type { LivePublisher } from './live-publisher.ts';

/** A second's worth of trades at a busy open is ~5,000 rows, ~500 kB of CSV. */
export const INGEST_BODY_LIMIT = 8 * 1024 * 1024;
const MAX_TRADE_NUMBER = 2_147_483_647;

export const INGEST_MESSAGES = {
  keyRequired: 'A valid ingest key is required (Authorization: Bearer <key>)',
  empty: 'The batch has no trades',
  wrongType: 'Send trades as text/csv (with the IDX trade-record header) or application/x-ndjson',
  finalDay: 'This day already has its end-of-day trade records; live batches cannot change it',
} as const;

/**
 * POST /api/ingest/trades: a live feed's batches of IDX trade records for the current day.
 * The key is checked before the body is read, so an unauthenticated sender cannot make the server
 * buffer megabytes. A batch is all or nothing: one bad row refuses it, naming the row.
 */
export const ingestRoutes: FastifyPluginAsyncZod<{
  database: Database;
  publisher: LivePublisher;
  now: () => Date;
}> = async (app, { database, publisher, now }) => {
  app.addContentTypeParser(
    ['text/csv', 'application/x-ndjson'],
    { parseAs: 'string', bodyLimit: INGEST_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const keyId = token ? await findActiveIngestKey(database.db, token) : null;
    if (!keyId) throw new AppError(401, ERROR_CODES.unauthorized, INGEST_MESSAGES.keyRequired);
  });

  app.post(
    '/trades',
    { bodyLimit: INGEST_BODY_LIMIT, schema: { response: { 200: ZIngestTradesResponseSchema } } },
    async (request) => {
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim();
      if (typeof request.body !== 'string' || (type !== 'text/csv' && type !== 'application/x-ndjson')) {
        throw new AppError(415, ERROR_CODES.badRequest, INGEST_MESSAGES.wrongType);
      }
      const today = jakartaDateOf(now());
      const trades = type === 'text/csv' ? parseCsvBatch(request.body) : parseNdjsonBatch(request.body);
      if (trades.length === 0) throw badRequest(INGEST_MESSAGES.empty);
      await checkBatchTrades(database.db, today, trades);
      if (await isFinalTradeDay(database, today)) {
        throw new AppError(409, ERROR_CODES.conflict, INGEST_MESSAGES.finalDay);
      }
      const { changes, ...result } = await ingestLiveBatch(database, today, trades);
      if (result.added > 0) await publisher.stored(today, changes);
      return { ok: true as const, data: result };
    },
  );
};

function parseCsvBatch(body: string): LiveTrade[] {
  const lines = body.split(/\r?\n/);
  const headerLine = (lines[0] ?? '').replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(headerLine);
  const header = splitCsvLine(headerLine, delimiter);
  const trades: LiveTrade[] = [];
  const parse = rowParser(header);
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] as string;
    if (line.trim() === '') continue;
    trades.push(parse(splitCsvLine(line, delimiter), `line ${index + 1}`));
  }
  return trades;
}

function parseNdjsonBatch(body: string): LiveTrade[] {
  const header = [...TRADE_RECORD_HEADER];
  const parse = rowParser(header);
  const trades: LiveTrade[] = [];
  body.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      throw badRequest(`line ${index + 1}: not a JSON object`);
    }
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      throw badRequest(`line ${index + 1}: not a JSON object`);
    }
    const fields = record as Record<string, unknown>;
    trades.push(
      parse(
        header.map((field) => String(fields[field] ?? '').trim()),
        `line ${index + 1}`,
      ),
    );
  });
  return trades;
}

/** Reads rows of `header`'s layout; a live trade also needs its trade number (trxCode). */
function rowParser(header: readonly string[]) {
  const columns = (() => {
    try {
      return tradeRecordColumns(header);
    } catch (error) {
      throw badRequest((error as Error).message);
    }
  })();
  const numberAt = header.findIndex((name) => name.replace(/\s/g, '').toLowerCase() === 'trxcode');
  if (numberAt < 0) throw badRequest('The header lacks trxCode, the trade number a live batch is keyed by');
  return (cells: readonly string[], where: string): LiveTrade => {
    const trade = parseTradeRecord(cells, columns);
    if ('reason' in trade) throw badRequest(`${where}: ${trade.reason}`);
    const numberText = cells[numberAt] ?? '';
    const tradeNumber = /^\d{1,10}$/.test(numberText) ? Number(numberText) : Number.NaN;
    if (!(tradeNumber >= 1 && tradeNumber <= MAX_TRADE_NUMBER)) {
      throw badRequest(`${where}: invalid trxCode '${numberText}' (the trade number, a whole number from 1)`);
    }
    return { ...trade, tradeNumber };
  };
}
