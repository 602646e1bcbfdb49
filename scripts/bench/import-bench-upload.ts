/**
 * Part (3) of `npm run bench -- import` (see import-bench.ts): a day of trade records uploaded to a
 * running server as an admin, followed to the end of its import, with the server's memory sampled.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openAsBlob } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { freePort, waitUntil } from './server-support.ts';

const SERVER_START_TIMEOUT_MS = 120_000;
const IMPORT_TIMEOUT_MS = 30 * 60_000;
const RSS_SAMPLE_MS = 100;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
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
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer(port, serverEnv);
  try {
    await waitUntil(
      'server health',
      SERVER_START_TIMEOUT_MS,
      async () => (await fetch(`${baseUrl}/api/health`)).ok,
    );
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

    const idleRss = await residentKb(server.pid as number);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      residentKb(server.pid as number).then(
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
      let run: { status: string; rows_stored: number; message: string | null } | undefined;
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
          `in ${seconds(totalMs)}: ${fmt(rowsPerSecond)} rows/s end to end`,
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
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

function startServer(port: number, env: Record<string, string>): ChildProcess {
  // BENCH_CPU_PROFILE=<dir>: the server writes a CPU profile of the run there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  return spawn(process.execPath, [...profiling, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Resident set size of a process in kB, from /proc (Linux). */
async function residentKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}
