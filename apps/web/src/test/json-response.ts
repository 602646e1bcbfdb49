/** What `fetch` resolves to for a JSON answer, as the mocked API in component tests returns it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
