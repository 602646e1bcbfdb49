import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

// Runs in its own process: a client on the server's thread would wait for work the server does after
// answering (PGlite queries run on that thread), which a remote client never sees.
const CLIENT = `
const [url, bodies, gapMs] = JSON.parse(process.argv[1]);
const times = [];
for (const body of bodies) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.text();
  times.push({ ms: performance.now() - started, status: response.status });
  await new Promise((resolve) => setTimeout(resolve, gapMs));
}
console.log(JSON.stringify(times));
`;

/** POSTs each body in turn from a separate process; answers each one's round-trip time and status. */
export async function timePosts(
  url: string,
  bodies: unknown[],
  gapMs = 40,
): Promise<Array<{ ms: number; status: number }>> {
  const { stdout } = await run(process.execPath, [
    '--input-type=module',
    '-e',
    CLIENT,
    JSON.stringify([url, bodies, gapMs]),
  ]);
  return JSON.parse(stdout) as Array<{ ms: number; status: number }>;
}
