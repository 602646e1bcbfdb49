import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoverageNote } from './coverage-note';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake API answering /api/market/coverage for BBRI (trade records to Friday, a Stock Summary for Monday). */
function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const symbol = url.searchParams.get('symbol');
    if (symbol === 'ZZZZ')
      return json(404, { ok: false, error: { code: 'UNKNOWN_TICKER', message: 'No tickers found' } });
    return json(200, {
      ok: true,
      data: {
        asOf: '2026-11-23',
        symbol,
        from: '2026-10-23',
        to: '2026-11-23',
        days: [],
        tradeRecords: { first: '2026-11-09', last: '2026-11-20' },
        lastBar: { date: '2026-11-23', source: 'stock-summary' },
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderNote(symbol: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CoverageNote symbol={symbol} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CoverageNote', () => {
  it('names the stock, its trade-record dates and the source of its later daily bars', async () => {
    const fetchMock = serve();
    renderNote('BBRI');
    const note = await screen.findByText(/^Data for BBRI:/);
    expect(note.parentElement?.textContent).toBe(
      'Data for BBRI: trade records 9 Nov 2026 – 20 Nov 2026 · daily bars (Stock Summary) to 23 Nov 2026',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/market/coverage?symbol=BBRI');
  });

  it('speaks for the whole market without a stock', async () => {
    const fetchMock = serve();
    renderNote(null);
    expect((await screen.findByText(/^Data:/)).parentElement?.textContent).toMatch(/^Data: trade records/);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/market/coverage');
  });

  it('stays out of the way when coverage cannot be had', async () => {
    const fetchMock = serve();
    const { container } = renderNote('ZZZZ');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
