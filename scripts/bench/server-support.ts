/** What the benchmarks that start a real server share. */

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
