import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAlertNotification } from '@pantau/contracts';
import { aNotification, ok, renderWithApp, serve } from './alerts-test-kit';
import { NotificationHistory } from './notification-history';

const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const SCREEN_FIRING = aNotification({
  id: id(1),
  alertName: 'Breakouts',
  title: '2 stocks entered Breakout with volume',
  live: true,
  stocks: [
    { symbol: 'BBCA', change: 'entered', values: { close: 9550, change1d: 2.5, 'brokerNetLots:YP:5': 1200 } },
    { symbol: 'TLKM', change: 'left', values: { volumeRatio20d: 1.75 } },
  ],
});
const OLDER = aNotification({ id: id(2), read: true, title: 'BBCA: Close > 9.500' });
const OLDEST = aNotification({
  id: id(3),
  read: true,
  title: 'TLKM: Top 5 Acc changed',
  tradeDate: '2026-11-10',
});

function serveHistory() {
  let pages: { notifications: TAlertNotification[]; more: boolean }[] = [
    { notifications: [SCREEN_FIRING, OLDER], more: true },
    { notifications: [OLDEST], more: false },
  ];
  const unread = () => pages.flatMap((page) => page.notifications).filter((item) => !item.read).length;
  return serve({
    'GET /api/alerts/notifications': (call) =>
      ok({ ...pages[call.search.get('before') ? 1 : 0], unread: unread() }),
    'POST /api/alerts/notifications/read': () => {
      pages = pages.map((page) => ({
        ...page,
        notifications: page.notifications.map((item) => ({ ...item, read: true })),
      }));
      return ok({ marked: 1 });
    },
  });
}

const items = () => screen.getByRole('list', { name: 'Notifications' }).children;

afterEach(() => vi.unstubAllGlobals());

describe('NotificationHistory', () => {
  it('shows each firing with its stocks’ values, the LIVE tag and which are unread', async () => {
    serveHistory();
    renderWithApp(<NotificationHistory />);
    const first = await screen.findByText('2 stocks entered Breakout with volume');
    const item = first.closest('li') as HTMLElement;
    expect(within(item).getByText('Unread:')).toBeTruthy();
    expect(within(item).getByText('LIVE')).toBeTruthy();
    expect(within(item).getByText(/Breakouts · 20 Nov 2026, 14\.30 WIB · Trade date/)).toBeTruthy();
    const stocks = within(item).getByRole('list', {
      name: 'Stocks in 2 stocks entered Breakout with volume',
    });
    expect(stocks.textContent).toContain('BBCAEnteredClose9.550% 1D+2,50%Broker net lots YP 5D1.200');
    expect(stocks.textContent).toContain('TLKMLeftVol / avg 20D1,75×');
    expect(screen.getByText('1 unread')).toBeTruthy();
    const older = screen.getByText('BBCA: Close > 9.500').closest('li') as HTMLElement;
    expect(within(older).queryByText('Unread:')).toBeNull();
  });

  it('loads older pages before the last one shown', async () => {
    const server = serveHistory();
    renderWithApp(<NotificationHistory />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('TLKM: Top 5 Acc changed')).toBeTruthy();
    const pageCalls = server.calls.filter((call) => call.path === '/api/alerts/notifications');
    expect(pageCalls.map((call) => call.search.get('before'))).toEqual([null, id(2)]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks one or all read when asked', async () => {
    const server = serveHistory();
    renderWithApp(<NotificationHistory />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark read: 2 stocks entered Breakout with volume' }),
    );
    await waitFor(() => expect(screen.getByText('All read')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
    expect(server.writes().map((call) => call.body)).toEqual([{ ids: [id(1)] }]);
    expect(screen.queryByText('Unread:')).toBeNull();
  });

  it('marks all read with no ids', async () => {
    const server = serveHistory();
    renderWithApp(<NotificationHistory />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByText('All read')).toBeTruthy());
    expect(server.writes().map((call) => [call.path, call.body])).toEqual([
      ['/api/alerts/notifications/read', {}],
    ]);
    expect(items()).toHaveLength(2);
  });
});
