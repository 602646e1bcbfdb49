/** Reads one API answer's data with a member's token; fails the test on any error answer. */
export async function apiGet<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The demo market is generated in the background after start-up. */
export async function waitForMarket(baseUrl: string, token: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((await apiGet<{ ready: boolean }>(baseUrl, token, '/market/status')).ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the demo market did not become ready within 60 s');
}
