import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLiveBatchEvent, TLiveSummaryEvent, TLiveTrade } from '@pantau/contracts';
import { setAuthHandlers } from './api';
import { reconnectDelay, runLiveStream, SILENCE_LIMIT_MS, type LiveStreamStatus } from './live-stream';

const TRADE: TLiveTrade = {
  number: 1,
  time: 90_012,
  symbol: 'BBCA',
  board: 'RG',
  price: 9_875,
  change: 25,
  lot: 10,
  buyer: 'YP',
  buyerType: 'D',
  seller: 'AK',
  sellerType: 'F',
  side: 'B',
};

const batch = (number: number): TLiveBatchEvent => ({
  date: '2026-11-20',
  at: '2026-11-20T02:00:12.000Z',
  trades: [{ ...TRADE, number }],
  quotes: [],
});

const batchText = (id: string, event: TLiveBatchEvent) =>
  `id: ${id}\nevent: batch\ndata: ${JSON.stringify(event)}\n\n`;

/** One answer of the fake server: an open event stream the test writes to and ends. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const refusal = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ ok: false, error: { code, message } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Answer = Response | Error;

/** A fetch answering each call with the next queued answer; unanswered calls wait. */
function fakeFetch() {
  const waiting: Array<(answer: Answer) => void> = [];
  const queued: Answer[] = [];
  const calls: { url: string; headers: Headers }[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    return new Promise<Response>((resolve, reject) => {
      const settle = (answer: Answer) => (answer instanceof Error ? reject(answer) : resolve(answer));
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      const next = queued.shift();
      if (next) settle(next);
      else waiting.push(settle);
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    answer(answer: Answer) {
      const waiter = waiting.shift();
      if (waiter) waiter(answer);
      else queued.push(answer);
    },
  };
}

function start(symbols: string[] = ['BBCA', 'TLKM']) {
  const controller = new AbortController();
  const statuses: Array<[LiveStreamStatus, string | null]> = [];
  const batches: TLiveBatchEvent[] = [];
  const summaries: TLiveSummaryEvent[] = [];
  const onReset = vi.fn();
  const done = runLiveStream({
    symbols,
    topics: ['trades'],
    signal: controller.signal,
    random: () => 0.5,
    onBatch: (event) => batches.push(event),
    onSummary: (event) => summaries.push(event),
    onReset,
    onStatus: (status, error) => statuses.push([status, error?.code ?? null]),
  });
  return { controller, statuses, batches, summaries, onReset, done };
}

let token = 'token-1';
let sessionHandlers: ReturnType<typeof setAuthHandlers> = null;

beforeEach(() => {
  vi.useFakeTimers();
  token = 'token-1';
  sessionHandlers = setAuthHandlers({
    accessToken: () => token,
    userId: () => 'u-1',
    refresh: vi.fn(async () => {
      token = 'token-2';
      return true;
    }),
  });
});

afterEach(() => {
  // Files share a module graph: another file's session store must find its handlers in place.
  setAuthHandlers(sessionHandlers);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('runLiveStream', () => {
  it('opens the stream with the Bearer token and parses batches split across chunks', async () => {
    const server = fakeFetch();
    const stream = openStream();
    server.answer(stream.response);
    const live = start();

    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[0]?.url).toBe('/api/market/stream?symbols=BBCA%2CTLKM&topics=trades');
    expect(server.calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(server.calls[0]?.headers.get('Last-Event-ID')).toBeNull();
    expect(live.statuses).toEqual([
      ['connecting', null],
      ['live', null],
    ]);

    const text = `retry: 2000\n\n: ping\n\n${batchText('7-0', batch(1))}${batchText('7-1', batch(2))}`;
    stream.write(text.slice(0, 40));
    stream.write(text.slice(40, 120));
    stream.write(text.slice(120));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.batches.map((event) => event.trades[0]?.number)).toEqual([1, 2]);
    expect(live.batches[0]).toEqual(batch(1));

    live.controller.abort();
    await live.done;
  });

  it('reconnects 2 s after the server closes, sending the last event id, and resumes', async () => {
    const server = fakeFetch();
    const first = openStream();
    server.answer(first.response);
    const live = start();
    await vi.advanceTimersByTimeAsync(0);
    first.write(batchText('7-3', batch(3)));
    first.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(live.statuses.at(-1)).toEqual(['reconnecting', null]);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.calls).toHaveLength(1);
    const second = openStream();
    server.answer(second.response);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.headers.get('Last-Event-ID')).toBe('7-3');
    expect(live.statuses.at(-1)).toEqual(['live', null]);

    second.write(batchText('7-4', batch(4)));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.batches.map((event) => event.trades[0]?.number)).toEqual([3, 4]);

    live.controller.abort();
    await live.done;
  });

  it('tells the page to reload on reset and then reconnects without an id', async () => {
    const server = fakeFetch();
    const first = openStream();
    server.answer(first.response);
    const live = start();
    await vi.advanceTimersByTimeAsync(0);
    first.write(batchText('7-3', batch(3)));
    first.write('event: reset\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(live.onReset).toHaveBeenCalledTimes(1);

    first.end();
    server.answer(openStream().response);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.calls[1]?.headers.get('Last-Event-ID')).toBeNull();

    live.controller.abort();
    await live.done;
  });

  it('backs off 2, 4, 8, 16 s and then every 30 s while the server cannot be reached', async () => {
    const server = fakeFetch();
    const live = start();
    await vi.advanceTimersByTimeAsync(0);
    const waits = [2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const [index, wait] of waits.entries()) {
      server.answer(
        index % 2 === 0 ? new TypeError('Failed to fetch') : refusal(502, 'HTTP_502', 'Bad gateway'),
      );
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(server.calls).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.calls).toHaveLength(index + 2);
    }
    expect(live.statuses.slice(0, 3)).toEqual([
      ['connecting', null],
      ['reconnecting', 'NETWORK_ERROR'],
      ['reconnecting', 'HTTP_502'],
    ]);
    live.controller.abort();
    await live.done;
  });

  it('refreshes an expired token once and opens the stream with the new one', async () => {
    const server = fakeFetch();
    server.answer(refusal(401, 'TOKEN_EXPIRED', 'Session expired'));
    server.answer(openStream().response);
    const live = start();
    await vi.advanceTimersByTimeAsync(0);

    expect(server.calls.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(live.statuses.at(-1)).toEqual(['live', null]);
    live.controller.abort();
    await live.done;
  });

  it('stops, offline with the reason, when the member has no plan', async () => {
    const server = fakeFetch();
    server.answer(refusal(403, 'SUBSCRIPTION_REQUIRED', 'An active plan is required'));
    const live = start();
    await live.done;

    expect(live.statuses).toEqual([
      ['connecting', null],
      ['offline', 'SUBSCRIPTION_REQUIRED'],
    ]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toHaveLength(1);
  });

  it('drops a connection that stays silent past three pings and reconnects', async () => {
    const server = fakeFetch();
    const first = openStream();
    server.answer(first.response);
    const live = start();
    await vi.advanceTimersByTimeAsync(0);
    first.write(': ping\n\n');
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS - 1);
    expect(live.statuses.at(-1)).toEqual(['live', null]);

    server.answer(openStream().response);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.statuses.at(-1)).toEqual(['reconnecting', 'NETWORK_ERROR']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.calls).toHaveLength(2);
    expect(live.statuses.at(-1)).toEqual(['live', null]);

    live.controller.abort();
    await live.done;
  });

  it('waits offline while the browser has no network and reconnects as soon as it is back', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const server = fakeFetch();
    server.answer(new TypeError('Failed to fetch'));
    const live = start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(live.statuses).toEqual([
      ['connecting', null],
      ['offline', null],
    ]);
    expect(server.calls).toHaveLength(1);

    onLine.mockReturnValue(true);
    server.answer(openStream().response);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(2);
    // Never open yet, so it is still the first connection.
    expect(live.statuses.slice(2)).toEqual([
      ['connecting', null],
      ['live', null],
    ]);
    live.controller.abort();
    await live.done;
  });

  it('hands summaries to onSummary and batches to onBatch, and resumes after either', async () => {
    const server = fakeFetch();
    const first = openStream();
    server.answer(first.response);
    const live = start();
    await vi.advanceTimersByTimeAsync(0);
    const summary: TLiveSummaryEvent = {
      date: '2026-11-20',
      at: '2026-11-20T02:00:13.000Z',
      doneSummary: [
        {
          symbol: 'BBCA',
          board: 'RG',
          price: 9_875,
          bFreq: 1,
          bLot: 10,
          sFreq: 0,
          sLot: 0,
          tFreq: 1,
          tLot: 10,
        },
      ],
      brokerSummary: [],
      brokerFlow: [{ symbol: 'BBCA', broker: 'YP', minute: 540, netValue: 9_875_000, netLot: 10 }],
    };
    first.write(`${batchText('7-0', batch(1))}id: 7-1\nevent: summary\ndata: ${JSON.stringify(summary)}\n\n`);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.batches).toEqual([batch(1)]);
    expect(live.summaries).toEqual([summary]);

    const second = openStream();
    server.answer(second.response);
    first.end();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.calls[1]?.headers.get('Last-Event-ID')).toBe('7-1');
    live.controller.abort();
    await live.done;
  });

  it('skips an event it cannot read, and once aborted neither reports nor reconnects', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = fakeFetch();
    const stream = openStream();
    server.answer(stream.response);
    const live = start([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[0]?.url).toBe('/api/market/stream?topics=trades');

    stream.write('id: 7-1\nevent: batch\ndata: {"trades":"nope"}\n\n');
    stream.write(batchText('7-2', batch(2)));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.batches.map((event) => event.trades[0]?.number)).toEqual([2]);
    expect(errors).toHaveBeenCalledTimes(1);

    const seen = live.statuses.length;
    live.controller.abort();
    await live.done;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(live.batches).toHaveLength(1);
    expect(live.statuses).toHaveLength(seen);
    expect(server.calls).toHaveLength(1);
  });
});

describe('reconnectDelay', () => {
  it('doubles from the first delay up to 30 s and spreads by ±20 %', () => {
    const even = () => 0.5;
    expect([0, 1, 2, 3, 4, 5].map((waits) => reconnectDelay(waits, 2_000, even))).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, 2_000, () => 0)).toBe(1_600);
    expect(reconnectDelay(0, 2_000, () => 1)).toBe(2_400);
  });
});
