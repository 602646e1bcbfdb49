import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INGEST_KEY_MESSAGES, type TIngestKey, type TLiveDay } from '@pantau/contracts';
import { AppProviders } from '@/app/providers';
import { formatDateTime } from '@/lib/format';
import { ADMIN } from '@/test/render-app';
import { json } from '@/test/json-response';
import { ConfirmProvider } from '@/ui/confirm-dialog';
import { LiveFeedCard } from './live-feed-card';

const FULL_KEY = 'pik_3fA9xQ7mZk2LrT8vWc1NdE4bHs6YgJ0uPo5Ia';

const ingestKey = (id: string, name: string, overrides: Partial<TIngestKey> = {}): TIngestKey => ({
  id,
  name,
  prefix: 'pik_0000',
  created_at: '2026-11-20T02:00:00.000Z',
  created_by: 'budi@example.com',
  last_used_at: null,
  revoked_at: null,
  ...overrides,
});

const KEYS = (): TIngestKey[] => [
  ingestKey('11111111-1111-4111-8111-111111111111', 'Primary feed', {
    prefix: 'pik_7Qe2',
    last_used_at: '2026-11-27T03:15:00.000Z',
  }),
  ingestKey('22222222-2222-4222-8222-222222222222', 'Old feed', {
    prefix: 'pik_b81X',
    created_by: null,
    revoked_at: '2026-11-21T09:30:00.000Z',
  }),
];

const liveDay = (overrides: Partial<TLiveDay> = {}): TLiveDay => ({
  date: '2026-11-27',
  started_at: '2026-11-27T02:00:00.000Z',
  updated_at: '2026-11-27T03:15:00.000Z',
  trades: 48_210,
  batches: 1_204,
  repeated: 35,
  last_trade_number: 48_230,
  missing: 20,
  gaps: [
    { from: 1_204, to: 1_210 },
    { from: 9_000, to: 9_000 },
  ],
  ...overrides,
});

type Call = { method: string; path: string; body: unknown };

const error = (status: number, code: string, message: string) =>
  json(status, { ok: false, error: { code, message } });

/** The ingest-key and live-day endpoints over in-memory lists, as the server answers them. */
function serve(stored: TIngestKey[], days: () => TLiveDay[] = () => []) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/admin/live-days') return json(200, { ok: true, data: days() });
      if (url.pathname === '/api/admin/ingest-keys') {
        if (method === 'GET') return json(200, { ok: true, data: stored });
        const name = String(body?.name ?? '').trim();
        const created = ingestKey('33333333-3333-4333-8333-333333333333', name, {
          prefix: FULL_KEY.slice(0, 8),
          created_at: '2026-11-27T04:00:00.000Z',
          created_by: 'budi@example.com',
        });
        stored.unshift(created);
        return json(201, { ok: true, data: { ...created, key: FULL_KEY } });
      }
      const id = url.pathname.match(/^\/api\/admin\/ingest-keys\/(.+)$/)?.[1];
      const index = stored.findIndex((entry) => entry.id === id);
      if (method === 'DELETE' && index >= 0) {
        if (stored[index]!.revoked_at) return error(409, 'CONFLICT', INGEST_KEY_MESSAGES.alreadyRevoked);
        stored[index] = { ...stored[index]!, revoked_at: '2026-11-27T05:00:00.000Z' };
        return json(200, { ok: true, data: stored[index] });
      }
      return error(404, 'NOT_FOUND', INGEST_KEY_MESSAGES.notFound);
    }),
  );
  return calls;
}

const renderCard = () =>
  render(
    <AppProviders initialSession={ADMIN}>
      <ConfirmProvider>
        <LiveFeedCard />
      </ConfirmProvider>
    </AppProviders>,
  );

const keysTable = () => screen.getByRole('table', { name: 'Ingest keys' });
const row = (name: string) =>
  within(keysTable())
    .getAllByRole('row')
    .find((entry) => entry.querySelector('td')?.textContent === name)!;
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const form = () => screen.getByRole('form', { name: 'New key' });
const sent = (calls: Call[], method: string) =>
  calls.filter((call) => call.method === method).map(({ path, body }) => ({ path, body }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LiveFeedCard', () => {
  it('lists keys newest first with prefix, creation, last use and status, and says when no day is live', async () => {
    serve(KEYS());
    renderCard();
    await screen.findByRole('button', { name: 'Revoke Primary feed (pik_7Qe2)' });
    expect(screen.getByRole('heading', { name: 'Live feed' })).toBeTruthy();
    expect(
      within(keysTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Prefix', 'Created', 'Last used', 'Status', 'Revoke']);
    expect(
      within(keysTable())
        .getAllByRole('row')
        .slice(1)
        .map((entry) => entry.querySelector('td')?.textContent),
    ).toEqual(['Primary feed', 'Old feed']);

    expect(cells('Primary feed')).toEqual([
      'Primary feed',
      'pik_7Qe2…',
      `${formatDateTime('2026-11-20T02:00:00.000Z')}by budi@example.com`,
      formatDateTime('2026-11-27T03:15:00.000Z'),
      'Active',
      'Revoke',
    ]);
    // A revoked key says when, offers no Revoke, and is muted; a key nobody's account made says by no one.
    expect(cells('Old feed')).toEqual([
      'Old feed',
      'pik_b81X…',
      formatDateTime('2026-11-20T02:00:00.000Z'),
      'Never',
      `Revoked${formatDateTime('2026-11-21T09:30:00.000Z')}`,
      '',
    ]);
    expect(row('Old feed').className).toContain('text-muted');
    expect(within(row('Old feed')).getByText('Revoked').closest('td')?.querySelector('time')?.dateTime).toBe(
      '2026-11-21T09:30:00.000Z',
    );

    expect(
      await screen.findByText('No live session yet: trades pushed to /api/ingest/trades appear here.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Live days' })).toBeNull();
  });

  it('shows a new key once, with Copy and the curl usage, and never again after Done', async () => {
    const calls = serve(KEYS());
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('table', { name: 'Ingest keys' });

    await user.click(within(form()).getByRole('button', { name: 'Create key' }));
    const required = within(form()).getByText(INGEST_KEY_MESSAGES.nameRequired);
    const name = within(form()).getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(required.id);
    expect(sent(calls, 'POST')).toEqual([]);

    await user.type(name, '  Backup feed ');
    await user.click(within(form()).getByRole('button', { name: 'Create key' }));
    const panel = await screen.findByRole('region', { name: 'Key for Backup feed' });
    expect(sent(calls, 'POST').at(-1)).toEqual({
      path: '/api/admin/ingest-keys',
      body: { name: 'Backup feed' },
    });
    expect(document.activeElement).toBe(panel);
    expect(within(panel).getByText('Copy this key now: it is not shown again.')).toBeTruthy();
    expect(within(panel).getByText(FULL_KEY)).toBeTruthy();
    expect(panel.querySelector('pre')?.textContent).toBe(
      `curl -X POST -H 'Authorization: Bearer <key>' -H 'Content-Type: text/csv' --data-binary @trades.csv ${window.location.origin}/api/ingest/trades`,
    );
    expect(name).toHaveProperty('value', '');

    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(FULL_KEY);
    expect(await screen.findByText('Key copied')).toBeTruthy();

    // The list has the new key on top, by its prefix only.
    await waitFor(() => expect(cells('Backup feed')[1]).toBe('pik_3fA9…'));
    expect(within(keysTable()).queryByText(FULL_KEY)).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Key for Backup feed' })).toBeNull();
    expect(screen.queryByText(FULL_KEY)).toBeNull();
    expect(screen.queryByText('Copy this key now: it is not shown again.')).toBeNull();
    expect(document.activeElement).toBe(name);
  });

  it('revokes a key only once confirmed, then shows it Revoked; a key revoked meanwhile says so', async () => {
    const stored = [
      ingestKey('44444444-4444-4444-8444-444444444444', 'Spare feed', { prefix: 'pik_Zz90' }),
      ...KEYS(),
    ];
    const calls = serve(stored);
    const user = userEvent.setup();
    renderCard();

    await user.click(await screen.findByRole('button', { name: 'Revoke Primary feed (pik_7Qe2)' }));
    const question = await screen.findByRole('alertdialog', { name: 'Revoke Primary feed?' });
    expect(question.textContent).toContain('A feed presenting the key pik_7Qe2… is refused from now on.');
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(sent(calls, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke Primary feed (pik_7Qe2)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(sent(calls, 'DELETE')).toEqual([
        { path: '/api/admin/ingest-keys/11111111-1111-4111-8111-111111111111', body: undefined },
      ]),
    );
    await waitFor(() =>
      expect(cells('Primary feed')[4]).toBe(`Revoked${formatDateTime('2026-11-27T05:00:00.000Z')}`),
    );
    expect(within(row('Primary feed')).queryByRole('button')).toBeNull();
    expect(await screen.findByText('Primary feed revoked')).toBeTruthy();

    // Another admin revokes a key while this page still shows it active.
    stored.find((entry) => entry.name === 'Spare feed')!.revoked_at = '2026-11-27T05:30:00.000Z';
    await user.click(screen.getByRole('button', { name: 'Revoke Spare feed (pik_Zz90)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(INGEST_KEY_MESSAGES.alreadyRevoked)).toBeTruthy();
    await waitFor(() => expect(within(row('Spare feed')).queryByRole('button')).toBeNull());
    expect(cells('Spare feed')[4]).toBe(`Revoked${formatDateTime('2026-11-27T05:30:00.000Z')}`);
  });

  it('lists live days with their counts and gaps, and asks again every 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const calls = serve([], () => {
      polls += 1;
      return polls === 1
        ? [
            liveDay(),
            liveDay({ date: '2026-11-26', missing: 0, gaps: [], repeated: 0, last_trade_number: 1_001 }),
          ]
        : [liveDay({ missing: 0, gaps: [], trades: 48_230 })];
    });
    renderCard();
    const table = await screen.findByRole('table', { name: 'Live days' });
    expect(screen.getByText('No ingest keys yet: create one for each feed.')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Trades', 'Batches', 'Repeated', 'Last trade number', 'Missing']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((entry) =>
        within(entry)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        `Jum, 27 Nov 2026last batch ${formatDateTime('2026-11-27T03:15:00.000Z')}`,
        '48.210',
        '1.204',
        '35',
        '48.230',
        '20',
      ],
      [
        `Kam, 26 Nov 2026last batch ${formatDateTime('2026-11-27T03:15:00.000Z')}`,
        '48.210',
        '1.204',
        '0',
        '1.001',
        '0',
      ],
    ]);
    // Only a day with missing numbers lists them: a single number alone, a run as from–to, and how many
    // more lie beyond the runs the server lists.
    const gaps = screen.getByRole('list', { name: 'Missing on Jum, 27 Nov 2026:' });
    expect(
      within(gaps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.204–1.210', '9.000']);
    expect(gaps.nextElementSibling?.textContent).toBe('and 12 more');
    expect(screen.getAllByRole('list', { name: /^Missing on/ })).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByRole('list', { name: /^Missing on/ })).toBeNull();
    expect(within(table).getAllByRole('cell')[1]!.textContent).toBe('48.230');
    expect(calls.filter((call) => call.path === '/api/admin/live-days')).toHaveLength(2);
  });
});
