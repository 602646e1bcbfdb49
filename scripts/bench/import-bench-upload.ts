/**
 * Part (3) of `npm run bench -- import` (see import-bench.ts): a day of trade records uploaded to a
 * running server as an admin, followed to the end of its import, with the server's memory sampled.
 */
import { openAsBlob } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { startChildServer } from '../../apps/server/test/support/child-server.ts';
import { untilIdle, waitUntil } from './server-support.ts';

const SERVER_START_TIMEOUT_MS = 120_000;
const IMPORT_TIMEOUT_MS = 30 * 60_000;
const RSS_SAMPLE_MS = 100;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

type UploadResult = { rowsPerSecond: number };

/** Starts the server on the store, uploads the file as an admin and follows the run to its end. */
export async function benchUpload(
  serverEnv: Record<string, string>,
  file: string,
  admin: { email: string; password: string },
): Promise<UploadResult | null> {
  const server = await startServer(serverEnv);
  const baseUrl = server.baseUrl;
  try {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { data: { session: { access_token: string } } }).data.session
      .access_token;
    const headers = { authorization: `Bearer ${token}` };

    // A server just started computes the screener for the market it found; an operator's upload
    // meets a settled server, and the idle RSS is only idle once that is done.
    await untilIdle(server.process.pid as number);
    const idleRss = await residentKb(server.process.pid as number);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      residentKb(server.process.pid as number).then(
        (kb) => {
          peakRss = Math.max(peakRss, kb);
        },
        () => {},
      );
    }, RSS_SAMPLE_MS);
    const started = performance.now();
    try {
      const form = new FormData();
      form.append('kind', 'trades');
      form.append('file', await openAsBlob(file), file.split('/').at(-1));
      const created = await fetch(`${baseUrl}/api/admin/market-data/imports`, {
        method: 'POST',
        headers,
        body: form,
        signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
      });
      if (created.status === 404) {
        console.log('import  (3) skipped: POST /api/admin/market-data/imports is not registered yet');
        return null;
      }
      if (created.status !== 202)
        throw new Error(`upload refused: ${created.status} ${await created.text()}`);
      const { id } = ((await created.json()) as { data: { id: string } }).data;
      const uploadMs = performance.now() - started;
      let run:
        | { status: string; rows_stored: number; message: string | null; duration_ms: number | null }
        | undefined;
      await waitUntil(
        'import finished',
        IMPORT_TIMEOUT_MS,
        async () => {
          const answer = await fetch(`${baseUrl}/api/admin/market-data/imports/${id}`, {
            headers,
            signal: AbortSignal.timeout(30_000),
          });
          run = ((await answer.json()) as { data: NonNullable<typeof run> }).data;
          return run.status === 'done' || run.status === 'failed';
        },
        250,
      );
      const totalMs = performance.now() - started;
      if (run?.status !== 'done') throw new Error(`the import failed: ${run?.message ?? 'no message'}`);
      const rowsPerSecond = run.rows_stored / (totalMs / 1000);
      const growthMb = (peakRss - idleRss) / 1024;
      console.log(
        `import  (3) ${fmt(run.rows_stored)} trade records uploaded (${seconds(uploadMs)}) and imported over HTTP ` +
          `in ${seconds(totalMs)}: ${fmt(rowsPerSecond)} rows/s end to end ` +
          `(the run's own record: ${seconds(run.duration_ms ?? 0)} from start to finish)`,
      );
      console.log(
        `import  (3) server RSS ${fmt(idleRss / 1024)} MB idle, peak ${fmt(peakRss / 1024)} MB: ` +
          `growth ${fmt(growthMb)} MB (goal < 200 MB: ${verdict(growthMb < 200)})`,
      );
      return { rowsPerSecond };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await server.stop();
  }
}

function startServer(env: Record<string, string>) {
  // BENCH_CPU_PROFILE=<dir>: the server writes a CPU profile of the run there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE;
  return startChildServer(
    { ...env, NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '1000' },
    {
      nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
      stdio: ['ignore', 'inherit', 'inherit'],
      deadlineMs: SERVER_START_TIMEOUT_MS,
    },
  );
}

/** Resident set size of a process in kB, from /proc (Linux). */
async function residentKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}
