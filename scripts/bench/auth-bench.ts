import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { hash } from '@node-rs/argon2';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { createUser } from '../../apps/server/test/factories/users.ts';

const DURATION_SECONDS = 10;
const CONNECTIONS = 50;
const SIGN_INS = 40;

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

const portOf = (address: AddressInfo | string | null) =>
  typeof address === 'object' && address ? address.port : 0;

/**
 * GET /api/me (JWT check + one session/user query) against a bare Fastify route on the same machine,
 * then sign-ins per second and the cost of one argon2 hash at the production parameters.
 */
export async function run(): Promise<void> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    DATA_DIR: '/tmp/pantau-auth-bench',
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const app = await buildApp(config, { database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${portOf(app.server.address())}`;

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = `http://127.0.0.1:${portOf(bare.server.address())}/bare`;

  try {
    const password = 'Rahasia123';
    const user = await createUser(database.db, { email: 'bench@pantau.test', password });
    const signIn = async () => {
      const response = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password }),
      });
      if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: { session: { access_token: string } } }).data.session;
    };
    const session = await signIn();

    const bareResult = await load(bareUrl);
    console.log(`bare  GET /bare     c=${CONNECTIONS}  ${bareResult.rps} req/s  p99 ${bareResult.p99} ms`);
    const meResult = await load(`${baseUrl}/api/me`, { authorization: `Bearer ${session.access_token}` });
    console.log(`auth  GET /api/me   c=${CONNECTIONS}  ${meResult.rps} req/s  p99 ${meResult.p99} ms`);
    console.log(`auth  /api/me vs bare: ${Math.round((meResult.rps / bareResult.rps) * 100)}% (goal >= 40%)`);

    // Sign-ins: the seeded user has cheap test parameters, so sign in with one hashed at production cost.
    const production = await createUser(database.db, { email: 'bench-prod@pantau.test', password });
    const { users } = await import('../../apps/server/src/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const params = { memoryCost: config.auth.argon2.memoryCost, timeCost: config.auth.argon2.timeCost };
    await database.db
      .update(users)
      .set({ passwordHash: await hash(password, { ...params, parallelism: 1, algorithm: 2 }) })
      .where(eq(users.id, production.id));
    user.email = production.email;
    const started = performance.now();
    for (let i = 0; i < SIGN_INS; i++) await signIn();
    const perSecond = SIGN_INS / ((performance.now() - started) / 1000);
    console.log(`auth  POST /api/auth/login  sequential  ${perSecond.toFixed(1)} sign-ins/s`);

    const hashStarted = performance.now();
    for (let i = 0; i < 10; i++) await hash(password, { ...params, parallelism: 1, algorithm: 2 });
    const msPerHash = (performance.now() - hashStarted) / 10;
    console.log(
      `auth  argon2id m=${params.memoryCost} KiB t=${params.timeCost} p=1  ${msPerHash.toFixed(1)} ms per hash (goal 20-60 ms)`,
    );
  } finally {
    await bare.close();
    await app.close();
  }
}
