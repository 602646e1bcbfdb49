import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminUser } from '@pantau/contracts';
import { ADMIN, MEMBER, renderApp } from '@/test/render-app';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const person = (id: number, overrides: Partial<TAdminUser> = {}): TAdminUser => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  full_name: `Person ${id}`,
  email: `person${id}@example.com`,
  role: 'user',
  email_verified: true,
  is_active: true,
  created_at: new Date(Date.now() - id * 3_600_000).toISOString(),
  last_login_at: null,
  updated_at: new Date().toISOString(),
  ...overrides,
});

const STATS = {
  totalUsers: 1234,
  activeUsers: 1200,
  newUsers: 56,
  verificationStats: { verified: 1000, unverified: 234 },
  roleDistribution: { admin: 2, user: 1200, moderator: 32 },
  subscriptions: { activeSubscribers: 40, activeTrials: 7, revenueThisMonth: 3_500_000 },
};

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

function serve(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return handler(url, init) ?? json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('Admin page', () => {
  it('shows Access Denied with the role to a member and calls no admin endpoint', async () => {
    const fetchMock = serve(() => undefined);
    renderApp('/admin', MEMBER);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(
      screen.getByText("You don't have permission to access this page. Admin privileges required."),
    ).toBeTruthy();
    expect(screen.getByText('user')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    const adminCalls = fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/admin'));
    expect(adminCalls).toEqual([]);
  });

  it('shows stats, users and a failing panel that recovers with Try again', async () => {
    let recentFails = true;
    serve((url) => {
      if (url.pathname === '/api/admin/stats') return json(200, { ok: true, data: STATS });
      if (url.pathname === '/api/admin/users') {
        return json(200, {
          ok: true,
          data: {
            users: [person(1), person(2)],
            pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
          },
        });
      }
      if (url.pathname === '/api/admin/recent-users') {
        return recentFails
          ? json(500, { ok: false, error: { code: 'INTERNAL_ERROR', message: 'Server error' } })
          : json(200, { ok: true, data: [person(1, { created_at: new Date().toISOString() })] });
      }
      if (url.pathname === '/api/admin/audit-log') {
        return json(200, {
          ok: true,
          data: { entries: [], pagination: { page: 1, limit: 8, total: 0, totalPages: 1 } },
        });
      }
      return undefined;
    });
    renderApp('/admin', ADMIN);
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeTruthy();
    const stats = await screen.findByRole('region', { name: 'User statistics' });
    expect(within(stats).getByText('1.234')).toBeTruthy();
    expect(within(stats).getByText('Rp3.500.000')).toBeTruthy();
    expect(await screen.findByText('person2@example.com')).toBeTruthy();

    expect(
      await screen.findByText('Error loading recent registrations', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Failed to fetch recent users')).toBeTruthy();
    recentFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const recent = await screen.findByRole('list', { name: 'Recent registrations' });
    expect(within(recent).getByText('Just now')).toBeTruthy();
  });

  it('suspends after confirmation and updates the row in place', async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    serve((url, init) => {
      if (init?.method === 'PUT') {
        calls.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
        return json(200, { ok: true, data: person(1, { is_active: false }) });
      }
      if (url.pathname === '/api/admin/users') {
        return json(200, {
          ok: true,
          data: { users: [person(1)], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } },
        });
      }
      if (url.pathname === '/api/admin/stats') return json(200, { ok: true, data: STATS });
      return undefined;
    });
    renderApp('/admin', ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend Person 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Suspend Person 1?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya' }));
    expect(await screen.findByRole('button', { name: 'Unsuspend Person 1' })).toBeTruthy();
    expect(calls).toEqual([{ path: `/api/admin/users/${person(1).id}/suspend`, body: { suspended: true } }]);
    await waitFor(() => expect(screen.getAllByText('Suspended').length).toBeGreaterThan(0));
  });
});
