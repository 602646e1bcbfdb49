import { createParser } from 'eventsource-parser';
import {
  CLIENT_MESSAGES,
  ZLiveBatchEventSchema,
  ZLiveSummaryEventSchema,
  type TLiveBatchEvent,
  type TLiveSummaryEvent,
  type TLiveTopic,
} from '@pantau/contracts';
import { ApiError, CLIENT_ERROR_CODES, sendWithAuth, toApiError, type Envelope } from './api';

/**
 * `connecting` before the first answer, `live` while the stream is open, `reconnecting` while it
 * waits to try again, `offline` when it has stopped: the browser has no network (it resumes by
 * itself once it has) or the server refused the stream for good (see the error).
 */
export type LiveStreamStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

export const RECONNECT_FIRST_MS = 2_000;
export const RECONNECT_MAX_MS = 30_000;
/**
 * The server pings every 15 s: three missed pings mean a connection died without closing (a phone
 * changing networks, a proxy dropping it). The same limit covers a server that never answers.
 */
export const SILENCE_LIMIT_MS = 45_000;

export type LiveStreamOptions = {
  /** Empty: every stock. */
  symbols: readonly string[];
  topics: readonly TLiveTopic[];
  signal: AbortSignal;
  onBatch: (event: TLiveBatchEvent) => void;
  /** The Done Summary, Broker Summary and Broker Flow rows a second of batches changed (those topics). */
  onSummary?: (event: TLiveSummaryEvent) => void;
  /** The missed events are no longer kept: drop what is shown and load it again. */
  onReset: () => void;
  onStatus: (status: LiveStreamStatus, error: ApiError | null) => void;
  /** Spreads the reconnects of many tabs after a server restart; 0.5 means no spread. */
  random?: () => number;
};

/** The wait before reconnect number `waits` + 1: 2 s, 4 s, 8 s … up to 30 s, ±20 % spread. */
export function reconnectDelay(waits: number, firstMs: number, random: () => number): number {
  const spread = 0.8 + 0.4 * random();
  return Math.round(Math.min(RECONNECT_MAX_MS, firstMs * 2 ** waits * spread));
}

function streamPath(symbols: readonly string[], topics: readonly TLiveTopic[]): string {
  const query = new URLSearchParams();
  if (symbols.length > 0) query.set('symbols', symbols.join(','));
  if (topics.length > 0) query.set('topics', topics.join(','));
  const text = query.toString();
  return `/api/market/stream${text ? `?${text}` : ''}`;
}

/** Refusals that asking again cannot change: no session, no plan, a malformed request. */
function isFinal(error: ApiError): boolean {
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'ok' in body;

const networkError = () => new ApiError(0, CLIENT_ERROR_CODES.network, CLIENT_MESSAGES.network);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

function waitUntilOnline(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    window.addEventListener('online', done);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Opens the stream with the member's access token: a 401 refreshes the token once and asks again,
 * as every API call does. Resolves with the open response or throws an ApiError.
 */
function connect(path: string, lastEventId: string | null, signal: AbortSignal): Promise<Response> {
  return sendWithAuth(async (token) => {
    let response: Response;
    try {
      response = await fetch(path, {
        headers: {
          Accept: 'text/event-stream',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
        },
        cache: 'no-store',
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw networkError();
    }
    if (response.ok && response.body) return response;
    const body: unknown = await response.json().catch(() => null);
    throw toApiError(response.status, isEnvelope(body) ? body : null);
  });
}

/**
 * Reads the live stream until `signal` aborts or the server refuses it for good: fetch with the
 * Bearer token (EventSource cannot send one), events parsed by eventsource-parser, reconnects after
 * 2 s and then longer, up to 30 s, each sending the last event id so the server sends what was
 * missed. Handlers are never called after `signal` aborts.
 */
export async function runLiveStream(options: LiveStreamOptions): Promise<void> {
  const { signal, random = Math.random } = options;
  const path = streamPath(options.symbols, options.topics);
  let lastEventId: string | null = null;
  let firstDelayMs = RECONNECT_FIRST_MS;
  /** Reconnect waits since the stream was last open: each one twice as long. */
  let waits = 0;
  let connectedOnce = false;
  const report = (status: LiveStreamStatus, error: ApiError | null) => {
    if (!signal.aborted) options.onStatus(status, error);
  };

  const parser = createParser({
    onEvent(message) {
      if (signal.aborted) return;
      if (message.event === 'reset') {
        lastEventId = null;
        options.onReset();
        return;
      }
      if (message.event !== 'batch' && message.event !== 'summary') return;
      const schema = message.event === 'batch' ? ZLiveBatchEventSchema : ZLiveSummaryEventSchema;
      let event: TLiveBatchEvent | TLiveSummaryEvent | null = null;
      try {
        event = schema.parse(JSON.parse(message.data));
      } catch (error) {
        // A server newer than this page: skip what it cannot read; asking for it again would not help.
        console.error('Unreadable live event', error);
      }
      if (event && 'trades' in event) options.onBatch(event);
      else if (event) options.onSummary?.(event);
      if (message.id) lastEventId = message.id;
    },
    onRetry(ms) {
      firstDelayMs = Math.min(Math.max(ms, 500), RECONNECT_MAX_MS);
    },
  });

  while (!signal.aborted) {
    // A retry after a wait keeps showing why it waited.
    if (waits === 0) report(connectedOnce ? 'reconnecting' : 'connecting', null);
    // Null when an open stream ended: the server closed it, which is no failure to show.
    let failure: ApiError | null = null;
    const attempt = new AbortController();
    const abortAttempt = () => attempt.abort();
    signal.addEventListener('abort', abortAttempt, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const watchSilence = () => {
      clearTimeout(silence);
      silence = setTimeout(abortAttempt, SILENCE_LIMIT_MS);
    };
    try {
      watchSilence();
      const response = await connect(path, lastEventId, attempt.signal);
      connectedOnce = true;
      waits = 0;
      report('live', null);
      parser.reset();
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      // Ends a read that waits for data, whether or not the body follows the fetch's abort.
      attempt.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watchSilence();
        parser.feed(decoder.decode(value, { stream: true }));
      }
      if (attempt.signal.aborted) throw networkError();
    } catch (error) {
      if (signal.aborted) return;
      failure = error instanceof ApiError ? error : networkError();
      if (isFinal(failure)) {
        report('offline', failure);
        return;
      }
    } finally {
      clearTimeout(silence);
      signal.removeEventListener('abort', abortAttempt);
    }
    if (signal.aborted) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      report('offline', null);
      await waitUntilOnline(signal);
      waits = 0;
      continue;
    }
    report('reconnecting', failure);
    await sleep(reconnectDelay(waits, firstDelayMs, random), signal);
    waits += 1;
  }
}
