import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  describeCorporateAction,
  type TCorporateAction,
  type TCreateCorporateActionRequest,
} from '@pantau/contracts';
import { AppProviders } from '@/app/providers';
import { ADMIN } from '@/test/render-app';
import { ConfirmProvider } from '@/ui/confirm-dialog';
import { CorporateActionsCard } from './corporate-actions-card';
import { json } from '@/test/json-response';

const action = (overrides: Partial<TCorporateAction>): TCorporateAction => {
  const terms = {
    type: 'split' as const,
    ratio_from: 1,
    ratio_to: 5,
    price: null,
    amount: null,
    ...overrides,
  };
  return {
    id: '00000000-0000-4000-8000-000000000001',
    symbol: 'BBCA',
    ex_date: '2026-03-02',
    label: describeCorporateAction(terms),
    source: 'admin',
    created_at: '2026-11-25T08:00:00.000Z',
    ...terms,
    ...overrides,
  };
};

const TLKM_DIVIDEND = action({
  id: '00000000-0000-4000-8000-000000000002',
  symbol: 'TLKM',
  type: 'dividend',
  ex_date: '2025-05-20',
  ratio_from: null,
  ratio_to: null,
  amount: 25,
  source: 'import',
});

type Call = { method: string; path: string; search: string; body: unknown };

/** The corporate actions endpoints over an in-memory list, as the server answers them. */
function serve(stored: TCorporateAction[]) {
  const calls: Call[] = [];
  let next = 10;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, search: url.search, body });
      if (method === 'GET' && url.pathname === '/api/admin/corporate-actions') {
        const symbol = url.searchParams.get('symbol');
        const actions = stored
          .filter((entry) => !symbol || entry.symbol === symbol)
          .sort((a, b) => b.ex_date.localeCompare(a.ex_date));
        return json(200, {
          ok: true,
          data: { actions, pagination: { page: 1, limit: 10, total: actions.length, totalPages: 1 } },
        });
      }
      if (method === 'POST' && url.pathname === '/api/admin/corporate-actions') {
        const request = body as TCreateCorporateActionRequest;
        if (request.symbol === 'ZZZZ') {
          return json(400, {
            ok: false,
            error: { code: 'VALIDATION_ERROR', message: 'No tickers found', field: 'symbol' },
          });
        }
        const twin = stored.find(
          (entry) =>
            entry.symbol === request.symbol &&
            entry.type === request.type &&
            entry.ex_date === request.ex_date,
        );
        if (twin) {
          return json(409, {
            ok: false,
            error: {
              code: 'CONFLICT',
              message: `${twin.symbol} already has a ${twin.label} on ${twin.ex_date}`,
            },
          });
        }
        const created = action({
          id: `00000000-0000-4000-8000-0000000000${next++}`,
          symbol: request.symbol,
          type: request.type,
          ex_date: request.ex_date,
          ratio_from: (request.ratio_from as number | undefined) ?? null,
          ratio_to: (request.ratio_to as number | undefined) ?? null,
          price: (request.price as number | undefined) ?? null,
          amount: (request.amount as number | undefined) ?? null,
        });
        stored.push(created);
        return json(201, { ok: true, data: created });
      }
      const id = url.pathname.match(/^\/api\/admin\/corporate-actions\/(.+)$/)?.[1];
      if (method === 'DELETE' && id) {
        stored.splice(
          stored.findIndex((entry) => entry.id === id),
          1,
        );
        return json(200, { ok: true, data: { id } });
      }
      return json(404, { ok: false, error: { code: 'NOT_FOUND', message: 'nope' } });
    }),
  );
  return calls;
}

const renderCard = () =>
  render(
    <AppProviders initialSession={ADMIN}>
      <ConfirmProvider>
        <CorporateActionsCard />
      </ConfirmProvider>
    </AppProviders>,
  );

const form = () => screen.getByRole('form', { name: 'Record an action' });
const table = () => screen.getByRole('region', { name: 'Corporate actions' });

afterEach(() => vi.unstubAllGlobals());

describe('CorporateActionsCard', () => {
  it('records a split: the upper-cased code and whole-number ratio are posted and the row appears', async () => {
    const calls = serve([TLKM_DIVIDEND]);
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByText('Prices on every chart are back-adjusted from these records.')).toBeTruthy();
    expect(await screen.findByRole('row', { name: /TLKM Dividend Rp 25 Import/ })).toBeTruthy();

    await user.type(within(form()).getByLabelText('Stock code'), 'bbca');
    expect(within(form()).getByLabelText('Stock code')).toHaveProperty('value', 'BBCA');
    expect(within(form()).getByLabelText('Type')).toHaveProperty('value', 'split');
    await user.type(within(form()).getByLabelText('Ex-date'), '2026-03-02');
    const from = within(form()).getByLabelText('Ratio from');
    expect(from.getAttribute('aria-describedby')).toBe('corporate-action-ratio-error');
    expect(document.getElementById('corporate-action-ratio-error')?.textContent).toBe(
      '1:5 = one share becomes five',
    );
    await user.type(from, '1');
    await user.type(within(form()).getByLabelText('Ratio to'), '5');
    await user.click(within(form()).getByRole('button', { name: 'Record action' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/corporate-actions',
      search: '',
      body: { symbol: 'BBCA', type: 'split', ex_date: '2026-03-02', ratio_from: 1, ratio_to: 5 },
    });
    // The list is asked again and shows the new action above the older one.
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table()).getAllByRole('row');
    expect(first!.textContent).toContain('BBCA');
    expect(within(first!).getByText('Split 1:5')).toBeTruthy();
    expect(within(first!).getByText('Admin')).toBeTruthy();
    expect(within(first!).getByText('Sen, 2 Mar 2026')).toBeTruthy();
    expect(second!.textContent).toContain('TLKM');
    expect(await screen.findByText('Split 1:5 of BBCA recorded')).toBeTruthy();
    // Ready for the next one, of the same type.
    expect(within(form()).getByLabelText('Stock code')).toHaveProperty('value', '');
    expect(within(form()).getByLabelText('Type')).toHaveProperty('value', 'split');
  });

  it('asks a dividend for its amount per share instead of a ratio, before sending', async () => {
    const calls = serve([]);
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText('No corporate actions recorded yet.')).toBeTruthy();
    expect(within(form()).queryByLabelText('Amount per share (Rp)')).toBeNull();
    expect(within(form()).queryByLabelText('Exercise price (Rp)')).toBeNull();

    await user.selectOptions(within(form()).getByLabelText('Type'), 'Rights');
    expect(within(form()).getByLabelText('Exercise price (Rp)')).toBeTruthy();
    expect(within(form()).getByText('10:3 = every ten shares may buy three new ones')).toBeTruthy();
    // Terms typed for another type are not sent once it changes.
    await user.type(within(form()).getByLabelText('Ratio from'), '10');
    await user.type(within(form()).getByLabelText('Exercise price (Rp)'), '500');

    await user.selectOptions(within(form()).getByLabelText('Type'), 'Dividend');
    expect(within(form()).queryByLabelText('Ratio from')).toBeNull();
    expect(within(form()).queryByLabelText('Ratio to')).toBeNull();
    expect(within(form()).queryByLabelText('Exercise price (Rp)')).toBeNull();
    const amount = within(form()).getByLabelText('Amount per share (Rp)');

    await user.type(within(form()).getByLabelText('Stock code'), 'tlkm');
    await user.click(within(form()).getByRole('button', { name: 'Record action' }));
    const problem = within(form()).getByText('A cash dividend needs its amount per share');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toBe(problem.id);
    const exDate = within(form()).getByLabelText('Ex-date');
    expect(document.getElementById(exDate.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Ex-date is required',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(amount, '25.5');
    await user.type(exDate, '2025-05-20');
    await user.click(within(form()).getByRole('button', { name: 'Record action' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { symbol: 'TLKM', type: 'dividend', ex_date: '2025-05-20', amount: 25.5 },
      ]),
    );
  });

  it("shows a 409's message, and an unknown stock's 400 under Stock code", async () => {
    serve([action({})]);
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('row', { name: /BBCA Split 1:5/ });
    await user.type(within(form()).getByLabelText('Stock code'), 'BBCA');
    await user.type(within(form()).getByLabelText('Ex-date'), '2026-03-02');
    await user.type(within(form()).getByLabelText('Ratio from'), '1');
    await user.type(within(form()).getByLabelText('Ratio to'), '5');
    await user.click(within(form()).getByRole('button', { name: 'Record action' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      'BBCA already has a Split 1:5 on 2026-03-02',
    );

    const code = within(form()).getByLabelText('Stock code');
    await user.clear(code);
    await user.type(code, 'zzzz');
    await user.click(within(form()).getByRole('button', { name: 'Record action' }));
    const unknown = await within(form()).findByText('No tickers found');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toBe(unknown.id);
    expect(within(form()).queryByText(/already has/)).toBeNull();
  });

  it('deletes an action only once the admin confirms', async () => {
    const calls = serve([action({}), TLKM_DIVIDEND]);
    const user = userEvent.setup();
    renderCard();
    const remove = await screen.findByRole('button', {
      name: 'Delete Split 1:5 of BBCA, ex-date 2026-03-02',
    });

    await user.click(remove);
    expect(await screen.findByRole('alertdialog', { name: 'Delete Split 1:5 of BBCA?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        '/api/admin/corporate-actions/00000000-0000-4000-8000-000000000001',
      ]),
    );
    await waitFor(() => expect(within(table()).queryByText('BBCA')).toBeNull());
    expect(within(table()).getByText('TLKM')).toBeTruthy();
    expect(await screen.findByText('Split 1:5 of BBCA deleted')).toBeTruthy();
  });

  it('lists one stock when filtered by its code', async () => {
    const calls = serve([action({}), TLKM_DIVIDEND]);
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('row', { name: /TLKM/ });
    await user.type(screen.getByLabelText('Filter by stock code'), 'tlkm');
    await waitFor(() => expect(within(table()).queryByText('BBCA')).toBeNull());
    expect(calls.filter((call) => call.method === 'GET').at(-1)?.search).toBe('?page=1&limit=10&symbol=TLKM');

    await user.clear(screen.getByLabelText('Filter by stock code'));
    await user.type(screen.getByLabelText('Filter by stock code'), 'asii');
    expect(await screen.findByText('No corporate actions of ASII.')).toBeTruthy();
  });
});
