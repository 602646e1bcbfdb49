import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminBroker, TUpdateBrokerRequest } from '@pantau/contracts';
import { AppProviders } from '@/app/providers';
import { ADMIN } from '@/test/render-app';
import { BrokersCard } from './brokers-card';
import { json } from '@/test/json-response';

const broker = (code: string, overrides: Partial<TAdminBroker>): TAdminBroker => ({
  code,
  name: `${code} Sekuritas`,
  category: 'Lokal',
  colour: 'Biru',
  retired_on: null,
  last_active: '2026-11-25',
  ...overrides,
});

const brokers = () => [
  broker('AK', { name: 'UBS Sekuritas Indonesia', category: 'Asing', colour: 'Merah' }),
  broker('BQ', {
    name: 'Danpac Sekuritas',
    colour: 'Hijau',
    retired_on: '2024-06-28',
    last_active: '2024-06-27',
  }),
  broker('CC', { name: 'Mandiri Sekuritas', category: 'BUMN', colour: 'Gold' }),
  broker('XA', { name: 'XA', colour: 'Grey', last_active: null }),
];

type Call = { method: string; path: string; body: unknown };

/** The brokers endpoints over an in-memory list, as the server answers them. */
function serve(stored: TAdminBroker[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (method === 'GET' && url.pathname === '/api/admin/brokers') {
        return json(200, { ok: true, data: { brokers: stored } });
      }
      const code = url.pathname.match(/^\/api\/admin\/brokers\/(.+)$/)?.[1];
      const index = stored.findIndex((entry) => entry.code === code);
      if (method === 'PATCH' && index >= 0) {
        const request = body as TUpdateBrokerRequest;
        const current = stored[index]!;
        if (request.retired_on && current.last_active && request.retired_on < current.last_active) {
          return json(400, {
            ok: false,
            error: {
              code: 'VALIDATION_ERROR',
              message: `${current.code} traded until ${current.last_active}`,
              field: 'retired_on',
            },
          });
        }
        const updated = { ...current, ...request };
        stored[index] = updated;
        return json(200, { ok: true, data: updated });
      }
      return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'Broker not found' } });
    }),
  );
  return calls;
}

const renderCard = () =>
  render(
    <AppProviders initialSession={ADMIN}>
      <BrokersCard />
    </AppProviders>,
  );

const table = () => screen.getByRole('region', { name: 'Brokers' });
const row = (code: string) =>
  within(table())
    .getAllByRole('row')
    .find((entry) => entry.querySelector('td')?.textContent === code)!;
const patches = (calls: Call[]) =>
  calls.filter((call) => call.method === 'PATCH').map(({ path, body }) => ({ path, body }));

async function openEditor(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${code}` }));
  return screen.getByRole('dialog', { name: `Edit ${code}` });
}

afterEach(() => vi.unstubAllGlobals());

describe('BrokersCard', () => {
  it('lists every broker and mutes the retired ones', async () => {
    serve(brokers());
    renderCard();
    expect(
      screen.getByText(
        'Names and groups colour every broker screen. A code first seen in a Broker Summary arrives as Lokal, Grey: set its group here. A retired code keeps its history.',
      ),
    ).toBeTruthy();
    await screen.findByRole('button', { name: 'Edit AK' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Code', 'Name', 'Group', 'Colour', 'Retired', 'Last active', 'Edit']);
    expect(within(table()).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByText('4 brokers')).toBeTruthy();

    expect(within(row('XA')).getByText('Grey')).toBeTruthy();

    const [, , , colour, retired, lastActive] = within(row('BQ')).getAllByRole('cell');
    expect(colour!.textContent).toBe('Hijau');
    expect(retired!.textContent).toBe('Jum, 28 Jun 2024');
    expect(lastActive!.textContent).toBe('Kam, 27 Jun 2024');
    expect(row('BQ').className).toContain('text-muted');
    expect(row('AK').className).not.toContain('text-muted');
    expect(within(row('AK')).getAllByRole('cell')[4]!.textContent).toBe('—');
    expect(within(row('XA')).getAllByRole('cell')[5]!.textContent).toBe('—');
  });

  it('sends only a changed group, and the row shows it once saved', async () => {
    const calls = serve(brokers());
    const user = userEvent.setup();
    renderCard();
    const dialog = await openEditor(user, 'XA');
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'XA');
    expect(within(dialog).getByLabelText('Retired on')).toHaveProperty('value', '');

    await user.selectOptions(within(dialog).getByLabelText('Group'), 'Asing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(patches(calls)).toEqual([{ path: '/api/admin/brokers/XA', body: { category: 'Asing' } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row('XA')).getAllByRole('cell')[2]!.textContent).toBe('Asing');
    expect(screen.getByText('4 brokers')).toBeTruthy();
    expect(await screen.findByText('XA saved')).toBeTruthy();
  });

  it('reinstates a retired broker by clearing its date, sending retired_on null', async () => {
    const calls = serve(brokers());
    const user = userEvent.setup();
    renderCard();
    const dialog = await openEditor(user, 'BQ');
    const retiredOn = within(dialog).getByLabelText('Retired on');
    expect(retiredOn).toHaveProperty('value', '2024-06-28');

    await user.click(within(dialog).getByRole('button', { name: 'Clear retirement date' }));
    expect(retiredOn).toHaveProperty('value', '');
    expect(document.activeElement).toBe(retiredOn);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(patches(calls)).toEqual([{ path: '/api/admin/brokers/BQ', body: { retired_on: null } }]),
    );
    await waitFor(() => expect(within(row('BQ')).getAllByRole('cell')[4]!.textContent).toBe('—'));
    expect(row('BQ').className).not.toContain('text-muted');
  });

  it('shows a 400 under its input, other failures as an alert, and checks the form before sending', async () => {
    const stored = brokers();
    const calls = serve(stored);
    const user = userEvent.setup();
    renderCard();
    const dialog = await openEditor(user, 'AK');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Change the name, group, colour or retirement date',
    );
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const required = within(dialog).getByText('Name is required');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(required.id);
    expect(patches(calls)).toEqual([]);
    await user.clear(name);
    await user.type(name, 'UBS Sekuritas Indonesia');

    const retiredOn = within(dialog).getByLabelText('Retired on');
    await user.type(retiredOn, '2026-01-05');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const tooEarly = await within(dialog).findByText('AK traded until 2026-11-25');
    expect(retiredOn.getAttribute('aria-invalid')).toBe('true');
    expect(retiredOn.getAttribute('aria-describedby')).toBe(tooEarly.id);
    expect(patches(calls)).toEqual([{ path: '/api/admin/brokers/AK', body: { retired_on: '2026-01-05' } }]);

    // Another admin's change can leave the dialog editing a code the server no longer knows.
    stored.splice(0, 1);
    await user.clear(retiredOn);
    expect(within(dialog).queryByText('AK traded until 2026-11-25')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Colour'), 'Pink');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Broker not found');
    expect(patches(calls).at(-1)).toEqual({ path: '/api/admin/brokers/AK', body: { colour: 'Pink' } });
  });

  it('narrows the rows to codes or names holding the filter', async () => {
    serve(brokers());
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('button', { name: 'Edit AK' });
    const filter = screen.getByLabelText('Filter by code or name');

    await user.type(filter, 'mandiri');
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(row('CC')).toBeTruthy();
    expect(screen.getByText('1 of 4 brokers')).toBeTruthy();

    await user.clear(filter);
    await user.type(filter, 'ak');
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(row('AK')).toBeTruthy();

    await user.clear(filter);
    await user.type(filter, 'zz');
    expect(screen.getByText('No broker matches “zz”.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Brokers' })).toBeNull();
  });
});
