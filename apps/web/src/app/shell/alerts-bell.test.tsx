import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aNotification, ok, serve } from '@/features/alerts/alerts-test-kit';
import { NotificationHistory } from '@/features/alerts/notification-history';
import { AlertsBell } from './alerts-bell';

const NOTIFICATIONS = Array.from({ length: 7 }, (_, index) =>
  aNotification({
    id: `10000000-0000-4000-8000-00000000000${index + 1}`,
    title: `Firing ${index + 1}`,
    read: index > 1,
  }),
);

function serveBell(initial: number) {
  let unread = initial;
  const server = serve({
    'GET /api/alerts/unread': () => ok({ unread }),
    'GET /api/alerts/notifications': () => ok({ notifications: NOTIFICATIONS, unread, more: false }),
    'POST /api/alerts/notifications/read': () => {
      unread = 0;
      return ok({});
    },
  });
  return Object.assign(server, { setUnread: (next: number) => (unread = next) });
}

function renderBell(extra?: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AlertsBell />
        {extra}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const badge = () => screen.queryByTestId('alerts-badge')?.textContent ?? null;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AlertsBell', () => {
  it('shows the unread count on the bell and in its name', async () => {
    serveBell(3);
    renderBell();
    expect(await screen.findByRole('button', { name: 'Alerts, 3 unread' })).toBeTruthy();
    expect(badge()).toBe('3');
  });

  it('caps the badge at 9+ but says the number', async () => {
    serveBell(12);
    renderBell();
    expect(await screen.findByRole('button', { name: 'Alerts, 12 unread' })).toBeTruthy();
    expect(badge()).toBe('9+');
  });

  it('shows no badge with nothing unread', async () => {
    const server = serveBell(0);
    renderBell();
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Alerts' })).toBeTruthy();
    expect(badge()).toBeNull();
  });

  it('asks again every 20 seconds, and a rise refreshes the history shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveBell(1);
    renderBell(<NotificationHistory />);
    expect(await screen.findByRole('button', { name: 'Alerts, 1 unread' })).toBeTruthy();
    await screen.findByText('Firing 1');
    const historyFetches = () =>
      server.calls.filter((call) => call.path === '/api/alerts/notifications').length;
    expect(historyFetches()).toBe(1);

    server.setUnread(4);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(await screen.findByRole('button', { name: 'Alerts, 4 unread' })).toBeTruthy();
    await waitFor(() => expect(historyFetches()).toBe(2));
  });

  it('drops the count as soon as notifications are marked read', async () => {
    serveBell(2);
    renderBell(<NotificationHistory />);
    expect(await screen.findByRole('button', { name: 'Alerts, 2 unread' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Alerts' })).toBeTruthy();
  });

  it('opens the five newest notifications with a way to all of them', async () => {
    serveBell(2);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Alert notifications' });
    const list = await within(panel).findByRole('list', { name: 'Latest notifications' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Unread: Firing 120 Nov 2026, 14.30 WIB',
      'Unread: Firing 220 Nov 2026, 14.30 WIB',
      'Firing 320 Nov 2026, 14.30 WIB',
      'Firing 420 Nov 2026, 14.30 WIB',
      'Firing 520 Nov 2026, 14.30 WIB',
    ]);
    await userEvent.click(within(panel).getByRole('link', { name: 'See all alerts' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
