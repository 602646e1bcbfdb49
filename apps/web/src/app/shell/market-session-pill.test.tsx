import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TGetMarketSessionData } from '@pantau/contracts';
import { json } from '@/test/json-response';
import { describeSessionEnd, MarketSessionPill } from './market-session-pill';

// Monday 9 November 2026; WIB is UTC+7.
const SESSION_1: TGetMarketSessionData = {
  state: 'session-1',
  date: '2026-11-09',
  startsAt: '2026-11-09T02:00:00.000Z',
  endsAt: '2026-11-09T05:00:00.000Z',
  nextState: 'lunch-break',
};
const LUNCH: TGetMarketSessionData = {
  state: 'lunch-break',
  date: '2026-11-09',
  startsAt: '2026-11-09T05:00:00.000Z',
  endsAt: '2026-11-09T06:30:00.000Z',
  nextState: 'session-2',
};

/** The API answering each request with the next of `answers`. */
function serve(...answers: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) fetchMock.mockResolvedValueOnce(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPill() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MarketSessionPill />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MarketSessionPill', () => {
  it('names the session in words and asks again as soon as it ends', async () => {
    // shouldAdvanceTime keeps the fake clock moving, so Testing Library's polling still runs.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-09T04:59:30Z'));
    const fetchMock = serve(json(200, { ok: true, data: SESSION_1 }), json(200, { ok: true, data: LUNCH }));
    renderPill();

    const pill = (await screen.findByText('Session I')).closest('span');
    expect(pill?.textContent).toBe('IDX market: Session I· until 12:00 WIB');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/market/session');

    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await screen.findByText('Lunch break')).closest('span')?.textContent).toBe(
      'IDX market: Lunch break· until 13:30 WIB',
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['before the pre-opening of a trading day', '2026-11-09', '2026-11-09T01:45:00.000Z', 'opens 08:45 WIB'],
    ['on a Friday evening', '2026-11-13', '2026-11-16T01:45:00.000Z', 'opens Mon 08:45 WIB'],
    ['through the Lebaran leave', '2025-03-27', '2025-04-08T01:45:00.000Z', 'opens 8 Apr 08:45 WIB'],
  ])('says when a closed market opens %s', (_when, date, endsAt, expected) => {
    const closed: TGetMarketSessionData = {
      ...SESSION_1,
      state: 'closed',
      date,
      endsAt,
      nextState: 'pre-opening',
    };
    expect(describeSessionEnd(closed)).toBe(expected);
  });

  it('stays out of the header when the API refuses the member', async () => {
    const fetchMock = serve(
      json(403, { ok: false, error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Subscribe to see this' } }),
    );
    const { container } = renderPill();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
