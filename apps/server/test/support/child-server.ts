import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The real server as its own process, as operators start it (`npm run serve`): for what an
 * in-process server cannot show (a signal, a kill mid-write, a fresh process on a data directory)
 * and for the browser tests and the benchmarks. Tests, e2e and benches share this one boot.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type ChildServer = {
  process: ChildProcess;
  baseUrl: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM, as a process manager stops it, then waits for the exit; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
};

/**
 * Spawns `apps/server/src/main.ts` on a free port (or `env.PORT`) with the parent's environment
 * plus `env`; emailed links point back at it (PUBLIC_URL). It returns at once: callers that need the server answering call `waitForChildServer`.
 */
export async function spawnChildServer(
  env: Record<string, string>,
  options: { nodeArgs?: string[]; stdio?: StdioOptions } = {},
): Promise<ChildServer> {
  const port = env.PORT ?? String(await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: { ...process.env, PUBLIC_URL: baseUrl, ...env, PORT: port },
      stdio: options.stdio ?? 'ignore',
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    process: child,
    baseUrl,
    exited,
    stop: async (graceMs = 30_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Waits for a server started as a child process to answer /api/health. A deadline, not a number of
 * tries: a cold start (TypeScript loading, a new embedded cluster) beside other test files can take
 * well over 20 s on two cores. Fails at once if the process has exited.
 */
export async function waitForChildServer(server: ChildServer, deadlineMs = 60_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < deadlineMs;) {
    if (server.process.exitCode !== null) {
      throw new Error(`the child server exited early with code ${server.process.exitCode}`);
    }
    if ((await fetch(`${server.baseUrl}/api/health`).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the child server at ${server.baseUrl} did not start within ${deadlineMs / 1000} s`);
}

/** Spawns the server and waits until it answers; kills it if it never does. */
export async function startChildServer(
  env: Record<string, string>,
  options: { nodeArgs?: string[]; stdio?: StdioOptions; deadlineMs?: number } = {},
): Promise<ChildServer> {
  const server = await spawnChildServer(env, options);
  try {
    await waitForChildServer(server, options.deadlineMs);
  } catch (error) {
    server.process.kill('SIGKILL');
    await server.exited;
    throw error;
  }
  return server;
}
