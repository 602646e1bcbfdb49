import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { createUser } from '../../apps/server/test/factories/users.ts';
import { createTestDatabase } from '../../apps/server/test/support/test-server.ts';

const USERS = 100_000;
const ROUNDS = 60;

/** Seeds 100k accounts in one statement: names from a small pool, one minute apart, some suspended. */
const SEED_SQL = sql.raw(`
  insert into users (email, password_hash, full_name, role, is_active, email_verified_at, created_at)
  select
    'member' || i || '@bench.test',
    'not-a-real-hash',
    (array['Budi','Siti','Agus','Dewi','Rina','Andi','Wati','Joko','Putri','Eko'])[1 + i % 10] || ' ' ||
      (array['Santoso','Wijaya','Pratama','Lestari','Hidayat','Kusuma','Saputra','Nugroho'])[1 + (i / 10) % 8] ||
      ' ' || i,
    (case when i % 50 = 0 then 'moderator' else 'user' end)::user_role,
    i % 17 <> 0,
    case when i % 3 = 0 then null else now() end,
    now() - make_interval(mins => i)
  from generate_series(1, ${USERS}) as i`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * GET /api/admin/users at 100k accounts: substring search on name and email, filters, a deep page.
 * PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (trigram indexes), else PGlite
 * (no pg_trgm: the search scans).
 */
export async function run(): Promise<void> {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const { database, drop } = await createTestDatabase(kind);
  const app = await buildApp(
    loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000', DATA_DIR: '/tmp/pantau-admin-bench' }),
    { database },
  );
  try {
    const seeded = performance.now();
    await database.db.execute(SEED_SQL);
    await database.db.execute(sql`analyze users`);
    console.log(
      `admin  seeded ${USERS} users on ${kind} in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const [trigram] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pg_indexes`)
      .where(sql`indexname = 'users_full_name_trgm_idx'`);
    console.log(`admin  trigram indexes: ${trigram?.n ? 'yes' : 'no (pg_trgm unavailable)'}`);

    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const admin = await createUser(database.db, { role: 'admin', email: 'admin@bench.test' });
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const token = ((await login.json()) as { data: { session: { access_token: string } } }).data.session
      .access_token;

    const scenarios: Array<[string, (round: number) => string]> = [
      ['first page, no filter', () => 'page=1&limit=10'],
      ['search name substring', (round) => `search=${['wati', 'santoso', 'pratama', 'dewi'][round % 4]}`],
      ['search rare (one hit)', (round) => `search=member${1000 + round * 37}@`],
      ['search no match', () => 'search=zzqx'],
      ['role+status filters', () => 'role=moderator&status=suspended'],
      ['deep page (5000)', () => 'page=5000&limit=10'],
    ];
    for (const [label, query] of scenarios) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}/api/admin/users?${query(round)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!response.ok) throw new Error(`${label}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `admin  GET /api/admin/users  ${label.padEnd(24)} p50 ${percentile(times, 50).toFixed(1)} ms  ` +
          `p99 ${percentile(times, 99).toFixed(1)} ms  (${kind}, ${USERS} users, n=${ROUNDS})`,
      );
    }
  } finally {
    await app.close();
    await drop();
  }
}
