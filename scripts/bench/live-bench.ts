/**
 * `npm run bench -- live`: the live session on one instance, a real server process on a temporary
 * data directory (embedded PGlite, or PostgreSQL at BENCH_DATABASE_URL).
 *
 * PostgreSQL runs in a throwaway database created from BENCH_DATABASE_URL and dropped afterwards.
 *
 * 1. Ingest: LIVE_RATE trades/s (default 5,000) posted as batches every LIVE_BATCH_MS (250) for
 *    LIVE_SECONDS (20), with LIVE_WATCHERS (20) Server-Sent Event streams of the whole market open.
 *    Prints the rate the server kept up with, the batch answer times, and the latency from posting a
 *    batch to each stream receiving it (p50 / p99).
 * 2. Fan-out: LIVE_CLIENTS (2,000) streams open at once while 1,000 trades/s flow for 10 s: delivery
 *    latency p99 and the server's resident memory (RSS) before and with them.
 * Loopback only; every wait has a deadline.
 */
import { get } from 'node:http';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createParser } from 'eventsource-parser';
import { jakartaDateOf } from '@pantau/market';
import { createVerifiedAccount, signInByApi } from '../../e2e/support/accounts.ts';
import { createScratchPostgres } from '../../apps/server/test/support/test-server.ts';
import { percentile } from './market-support.ts';
import { spawnChildServer, waitForChildServer } from '../../apps/server/test/support/child-server.ts';
import { waitUntil } from './server-support.ts';

const RATE = Number(process.env.LIVE_RATE ?? 5_000);
const BATCH_MS = Number(process.env.LIVE_BATCH_MS ?? 250);
const SECONDS = Number(process.env.LIVE_SECONDS ?? 20);
const WATCHERS = Number(process.env.LIVE_WATCHERS ?? 20);
const CLIENTS = Number(process.env.LIVE_CLIENTS ?? 2_000);
const PASSWORD = 'Secret123';
const HEADER =
  'trxCode,trxSess,trxType,brkCod1,invTyp1,brkCod2,invTyp2,stkCode,stkVolm,stkPric,trxDate,trxOrd1,trxOrd2,trxTime';
const SYMBOLS = ['BBCA', 'BBRI', 'BMRI', 'TLKM', 'ASII', 'ANTM', 'GOTO', 'ADRO', 'UNVR', 'INDF'];
const BROKERS = ['YP', 'CC', 'AK', 'ZP', 'BK', 'MG', 'KZ', 'RX', 'DX', 'PD'];

function startServer(dataDir: string, databaseUrl: string | null) {
  return spawnChildServer(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'live-bench-admin@example.com',
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // A small market ending well before today, so today is a live day and seeding is quick.
      DEMO_END_DATE: '2026-01-30',
      DEMO_YEARS: '1',
      DEMO_TRADE_DAYS: '2',
      DEMO_TRADES_PER_DAY: '20',
      DEMO_STOCKS: '92',
    },
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};

type Stream = { close: () => void; opened: Promise<void> };

/**
 * A stream that calls `onBatch(first trade number of each batch, when received)`. Over node:http,
 * one socket each: fetch's pool would queue thousands of never-ending requests.
 */
function openStream(baseUrl: string, token: string, onBatch: (first: number, at: number) => void): Stream {
  let close = () => {};
  const opened = new Promise<void>((resolve, reject) => {
    const request = get(
      `${baseUrl}/api/market/stream?topics=trades`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        const parser = createParser({
          onEvent(message) {
            if (message.event !== 'batch') return;
            const at = performance.now();
            const number = /"number":(\d+)/.exec(message.data);
            if (number) onBatch(Number(number[1]), at);
          },
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => parser.feed(chunk));
        response.on('error', () => {});
        resolve();
      },
    );
    request.on('error', reject);
    close = () => request.destroy();
  });
  return { close: () => close(), opened };
}

class Feed {
  private number = 0;
  readonly sentAt = new Map<number, number>();
  readonly answers: number[] = [];
  constructor(
    private readonly baseUrl: string,
    private readonly key: string,
    private readonly today: string,
  ) {}

  batch(size: number): string {
    const rows = [HEADER];
    for (let i = 0; i < size; i++) {
      const n = ++this.number;
      const symbol = SYMBOLS[n % SYMBOLS.length]!;
      const price = 1_000 + ((n * 7) % 40) * 5;
      const buyer = BROKERS[n % BROKERS.length]!;
      const seller = BROKERS[(n * 3 + 1) % BROKERS.length]!;
      const seconds = 9 * 3600 + Math.floor(n / 50);
      const time =
        Math.floor(seconds / 3600) * 10_000 + Math.floor((seconds % 3600) / 60) * 100 + (seconds % 60);
      rows.push(
        `${n},1,RG,${buyer},D,${seller},${n % 4 ? 'D' : 'F'},${symbol},${100 * (1 + (n % 20))},${price},${this.today},${2 * n + 1},${2 * n},${time}`,
      );
    }
    return rows.join('\n');
  }

  /** Posts a batch of `size`; records when it left and how long the answer took. */
  async post(size: number): Promise<void> {
    const body = this.batch(size);
    const first = this.number - size + 1;
    const started = performance.now();
    this.sentAt.set(first, started);
    const response = await fetch(`${this.baseUrl}/api/ingest/trades`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${this.key}` },
      body,
    });
    if (response.status !== 200)
      throw new Error(`ingest answered ${response.status}: ${await response.text()}`);
    this.answers.push(performance.now() - started);
  }

  /** Posts `rate` trades/s for `seconds`; a batch starts when its slot comes or the last answers. */
  async run(rate: number, seconds: number, batchMs: number): Promise<{ trades: number; elapsed: number }> {
    const size = Math.max(1, Math.round((rate * batchMs) / 1_000));
    const slots = Math.round((seconds * 1_000) / batchMs);
    const started = performance.now();
    for (let slot = 0; slot < slots; slot++) {
      const due = started + slot * batchMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await this.post(size);
    }
    return { trades: size * slots, elapsed: (performance.now() - started) / 1_000 };
  }
}

const format = (ms: number) => `${ms.toFixed(0)} ms`;

export async function run(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pantau-live-bench-'));
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const scratch = adminUrl ? await createScratchPostgres('pantau_live_bench', undefined, adminUrl) : null;
  const server = await startServer(dataDir, scratch?.url ?? null);
  const baseUrl = server.baseUrl;
  try {
    await waitForChildServer(server);
    await createVerifiedAccount(baseUrl, { email: 'live-bench-admin@example.com', password: PASSWORD });
    const admin = await signInByApi(baseUrl, 'live-bench-admin@example.com', PASSWORD);
    const token = admin.access_token;
    await waitUntil('the demo market ready', 240_000, async () => {
      const status = await fetch(`${baseUrl}/api/market/status`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return status.ok && ((await status.json()) as { data: { ready: boolean } }).data.ready;
    });
    const created = await fetch(`${baseUrl}/api/admin/ingest-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'bench' }),
    });
    const key = ((await created.json()) as { data: { key: string } }).data.key;
    const feed = new Feed(baseUrl, key, jakartaDateOf(new Date()));
    console.log(
      `server pid ${server.process.pid}, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    );

    // 1. Sustained ingest with watchers.
    const latencies: number[] = [];
    const onBatch = (first: number, at: number) => {
      const sent = feed.sentAt.get(first);
      if (sent !== undefined) latencies.push(at - sent);
    };
    const watchers = Array.from({ length: WATCHERS }, () => openStream(baseUrl, token, onBatch));
    await Promise.all(watchers.map((watcher) => watcher.opened));
    await feed.post(10); // the first batch of the day starts its live state
    const { trades, elapsed } = await feed.run(RATE, SECONDS, BATCH_MS);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const watcher of watchers) watcher.close();
    latencies.sort((a, b) => a - b);
    const answers = [...feed.answers].sort((a, b) => a - b);
    console.log(
      `ingest: asked ${RATE} trades/s in ${BATCH_MS}-ms batches for ${SECONDS} s → ${Math.round(trades / elapsed)} trades/s kept up ` +
        `(${trades} trades in ${elapsed.toFixed(1)} s); batch answer p50 ${format(percentile(answers, 50))}, p99 ${format(percentile(answers, 99))}`,
    );
    console.log(
      `ingest → stream latency over ${WATCHERS} streams (${latencies.length} deliveries): p50 ${format(percentile(latencies, 50))}, ` +
        `p99 ${format(percentile(latencies, 99))}, max ${format(latencies.at(-1) ?? 0)}`,
    );

    // 2. Fan-out to many streams.
    const before = rssMb(server.process.pid!);
    const fanout: number[] = [];
    const clients = Array.from({ length: CLIENTS }, () =>
      openStream(baseUrl, token, (first, at) => {
        const sent = feed.sentAt.get(first);
        if (sent !== undefined) fanout.push(at - sent);
      }),
    );
    const opened = await Promise.allSettled(clients.map((client) => client.opened));
    const failed = opened.filter((result) => result.status === 'rejected').length;
    await feed.run(1_000, 10, BATCH_MS);
    const during = rssMb(server.process.pid!);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const client of clients) client.close();
    fanout.sort((a, b) => a - b);
    console.log(
      `fan-out: ${CLIENTS - failed} of ${CLIENTS} streams open, 1,000 trades/s for 10 s: latency p50 ${format(percentile(fanout, 50))}, ` +
        `p99 ${format(percentile(fanout, 99))} (${fanout.length} deliveries); server RSS ${before} MB before, ${during} MB with them`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}
