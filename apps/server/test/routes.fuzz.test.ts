import { text } from 'node:stream/consumers';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { loadDemoMarketIfEmpty } from '../src/modules/market/market-ingest.service.ts';
import { loadConfig } from '../src/platform/config.ts';
import { startTrial } from './factories/subscriptions.ts';
import { createUser } from './factories/users.ts';
import { ACCOUNT_TEST_ENV } from './support/accounts.ts';
import { bodyOf, paramsOf, queryOf } from './support/zod-fuzz.ts';

/**
 * Every registered route, fed generated malformed requests (from its zod contract: wrong types,
 * NUL bytes, impossible dates, huge strings, null/array/1 MB bodies) as a stranger, a member and an
 * admin, must never answer 5xx. FUZZ_RUNS raises the number of requests per route.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const scratch = await mkdtemp(join(tmpdir(), 'pantau-fuzz-'));
// Without a web build every page path answers 503 by design; a stand-in index.html lets them 200.
await mkdir(join(scratch, 'web'));
await writeFile(join(scratch, 'web', 'index.html'), '<!doctype html><title>Pantau</title>');
const routes: RouteOptions[] = [];
const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  DATA_DIR: scratch,
  WEB_DIST_DIR: join(scratch, 'web'),
  ...ACCOUNT_TEST_ENV,
});
const errorLines: string[] = [];
const app = await buildApp(config, {
  database,
  logStream: new Writable({
    write(chunk, _encoding, done) {
      errorLines.push(String(chunk));
      done();
    },
  }),
  onRoute: (route) => routes.push(route),
  // A Saturday: feeds never fetch on their own, whatever URL a generated request saves.
  now: () => new Date('2026-11-21T12:00:00Z'),
});
await app.ready();
await loadDemoMarketIfEmpty(
  database,
  { seed: 'pantau-fuzz', endDate: '2026-11-20', years: 1, tradeDays: 2, tradesPerDay: 20 },
  app.log,
);

type Target = { method: string; url: string; schema: Record<string, z.ZodType | undefined> };
const targets: Target[] = routes
  .flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
      method,
      url: route.url,
      schema: (route.schema ?? {}) as Record<string, z.ZodType | undefined>,
    })),
  )
  .filter((target) => target.method !== 'HEAD' && target.method !== 'OPTIONS')
  // "Run now" downloads the feed's saved URL, which a generated request may have pointed at any
  // host; tests reach loopback only. Its input checks are in market-feeds.test.ts.
  .filter((target) => !target.url.endsWith('/feeds/:kind/run'));

const member = await createUser(database.db);
await startTrial(database.db, member);
const admin = await createUser(database.db, { role: 'admin' });

/** A fresh session per route: a route such as logout may end the previous one. */
async function accessToken(user: { email: string; password: string }): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password, remember: false },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: { session: { access_token: string } } }).data.session.access_token;
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;

/**
 * Percent-encodes like a client would; a lone surrogate has no UTF-8 form, so it goes out as the
 * invalid bytes a careless client would send.
 */
function encodeSegment(value: string): string {
  // split() puts the captured lone surrogates at the odd indices.
  return value
    .split(LONE_SURROGATE)
    .map((part, index) => (index % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function fillUrl(url: string, params: Record<string, string>, wildcard: string): string {
  return url
    .replaceAll(/:(\w+)/g, (_match, name: string) => encodeSegment(params[name] ?? ''))
    .replace('*', encodeSegment(wildcard));
}

const clip = (text: string) =>
  text.length > 2_000 ? `${text.slice(0, 2_000)}… (${text.length} chars)` : text;

describe('every route under generated malformed input', () => {
  afterAll(async () => {
    await app.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('found the routes of every module', () => {
    expect(targets.length).toBeGreaterThan(60);
    for (const path of ['/api/auth/login', '/api/market/candles', '/api/subscription/notification'])
      expect(targets.map((target) => target.url)).toContain(path);
  });

  it.each(targets.map((target) => [`${target.method} ${target.url}`, target] as const))(
    '%s answers no 5xx',
    async (_name, target) => {
      const signedIn = [await accessToken(member), await accessToken(admin)];
      const sendsBody = ['POST', 'PUT', 'PATCH'].includes(target.method) || target.schema.body !== undefined;
      const request = fc.record({
        // Mostly signed in, so requests get past authentication to the code that uses the input.
        token: fc.oneof(
          { weight: 1, arbitrary: fc.constantFrom(undefined, 'not.a.token') },
          { weight: 3, arbitrary: fc.constantFrom(...signedIn) },
        ),
        params: paramsOf(paramNames(target.url), target.schema.params),
        wildcard: fc.string({ maxLength: 30 }),
        query: queryOf(target.schema.querystring),
        body: sendsBody ? bodyOf(target.schema.body) : fc.constant(undefined),
      });
      // A Server-Sent Events stream never ends, and inject waits for the end: its answer is read
      // at the status line instead.
      const streaming = target.url === '/api/market/stream';
      let failure = '';
      const result = await fc.check(
        fc.asyncProperty(request, async (input) => {
          const path = fillUrl(target.url, input.params, input.wildcard);
          const response = await app.inject({
            payloadAsStream: streaming,
            method: target.method as 'GET',
            url: input.query ? `${path}?${input.query}` : path,
            headers: input.token ? { authorization: `Bearer ${input.token}` } : {},
            ...(input.body === undefined
              ? {}
              : {
                  payload: JSON.stringify(input.body),
                  headers: {
                    'content-type': 'application/json',
                    ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
                  },
                }),
          });
          if (response.statusCode < 500) return true;
          const body = streaming ? await text(response.stream()) : response.body;
          failure = `${response.statusCode} ${clip(body)}\n${clip(errorLines.slice(-3).join(''))}`;
          return false;
        }),
        { numRuns: RUNS },
      );
      if (result.failed)
        throw new Error(`${clip(fc.defaultReportMessage(result) ?? '')}\nlast 5xx: ${failure}`);
    },
    300_000,
  );
});
