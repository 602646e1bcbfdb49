import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export type FetchedFile = { ok: true; path: string; name: string; bytes: number };
export type FetchFailure = {
  ok: false;
  /** Worth another try later: not published yet (404), the server busy or down, a timeout. */
  retryable: boolean;
  reason: string;
};

// 404: IDX answers it until the day's file is published. 408/425/429 and 5xx pass with time.
const RETRYABLE_STATUSES = new Set([404, 408, 425, 429]);

/** Extensions the importers tell formats by, for a URL whose path has none. */
const EXTENSION_BY_TYPE: Record<string, string> = {
  'application/json': '.json',
  'application/zip': '.zip',
  'application/x-zip-compressed': '.zip',
  'application/gzip': '.gz',
  'application/x-gzip': '.gz',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'text/csv': '.csv',
  'text/plain': '.txt',
};

/** Host and path only: a query string may carry an access key that must not reach the history. */
export const describeUrl = (url: URL) => `${url.protocol}//${url.host}${url.pathname}`;

class TooLargeError extends Error {}

/**
 * Downloads one file into `spoolDir`, streaming (never the whole file in memory), within a time
 * limit and a size cap. The file keeps the name it is published under (its extension tells the
 * importers the format); the caller deletes it after the import.
 */
export async function fetchToSpool(
  url: URL,
  options: {
    spoolDir: string;
    fallbackName: string;
    timeoutMs: number;
    maxBytes: number;
    signal: AbortSignal;
  },
): Promise<FetchedFile | FetchFailure> {
  const where = describeUrl(url);
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]);
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      headers: { accept: '*/*', 'user-agent': 'Pantau market-data feed' },
    });
  } catch (error) {
    return { ok: false, retryable: true, reason: failureReason(error, where, options.timeoutMs) };
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => {});
    const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    const retryable = RETRYABLE_STATUSES.has(response.status) || response.status >= 500;
    const hint = response.status === 404 ? ' (not published yet?)' : '';
    return { ok: false, retryable, reason: `HTTP ${status} from ${where}${hint}` };
  }
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > options.maxBytes) {
    await response.body.cancel().catch(() => {});
    return { ok: false, retryable: false, reason: tooLarge(where, options.maxBytes) };
  }
  const name = publishedName(url, response.headers, options.fallbackName);
  await mkdir(options.spoolDir, { recursive: true });
  const path = join(options.spoolDir, `${randomUUID()}-${name}`);
  let bytes = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > options.maxBytes ? new TooLargeError() : null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      cap,
      createWriteStream(path),
      { signal },
    );
  } catch (error) {
    await rm(path, { force: true });
    if (error instanceof TooLargeError)
      return { ok: false, retryable: false, reason: tooLarge(where, options.maxBytes) };
    return { ok: false, retryable: true, reason: failureReason(error, where, options.timeoutMs) };
  }
  return { ok: true, path, name, bytes };
}

const tooLarge = (where: string, maxBytes: number) =>
  `${where} is larger than the ${Math.round(maxBytes / 1_048_576)} MB limit (MARKET_FEED_MAX_MB)`;

function failureReason(error: unknown, where: string, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError') return `${where} did not arrive within ${Math.round(timeoutMs / 1000)} s`;
  if (name === 'AbortError') return `Fetch of ${where} was stopped`;
  // fetch() reports "fetch failed" and puts what happened (ECONNREFUSED, ENOTFOUND …) in its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  const detail = typeof code === 'string' ? code : cause instanceof Error ? cause.message : String(cause);
  return `Could not fetch ${where}: ${detail}`;
}

/**
 * The file's name: from Content-Disposition, else the URL's last path segment, else the fallback;
 * reduced to safe characters, with an extension from Content-Type when it has none.
 */
function publishedName(url: URL, headers: Headers, fallback: string): string {
  const disposition = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(headers.get('content-disposition') ?? '');
  let raw = disposition?.[1] ?? decodedSegment(url.pathname.split('/').pop() ?? '');
  raw = raw.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '');
  let name = raw || fallback;
  if (!extname(name)) {
    const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    name += EXTENSION_BY_TYPE[type] ?? '';
  }
  return name.slice(-120);
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
