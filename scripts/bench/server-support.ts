/** What the benchmarks that start a real server share. */
import { readFile } from 'node:fs/promises';

export async function waitUntil(
  what: string,
  timeoutMs: number,
  check: () => Promise<boolean>,
  everyMs = 500,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

/** CPU time of a process so far, in clock ticks (utime + stime from /proc, Linux). */
async function cpuTicks(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until a process has used almost no CPU for a second (or the deadline passed): a server's
 * start-up work (the screener's warm-up on ~950 stocks) would otherwise run during what a bench
 * measures next.
 */
export async function untilIdle(pid: number, deadlineMs = 60_000): Promise<void> {
  const started = Date.now();
  let before = await cpuTicks(pid);
  while (Date.now() - started < deadlineMs) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await cpuTicks(pid);
    if (now - before <= 2) return;
    before = now;
  }
}
