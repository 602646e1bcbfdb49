import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  TAdminStock,
  TCodeChange,
  TCreateCodeChangeRequest,
  TUpdateStockRequest,
} from '@pantau/contracts';
import { AppProviders } from '@/app/providers';
import { ADMIN } from '@/test/render-app';
import { ConfirmProvider } from '@/ui/confirm-dialog';
import { StocksCard } from './stocks-card';
import { json } from '@/test/json-response';

const stock = (symbol: string, overrides: Partial<TAdminStock> = {}): TAdminStock => ({
  symbol,
  name: `${symbol} Tbk`,
  sector: 'G',
  sub_industry: 'Banks',
  board: 'Main',
  listed_shares: 1_000_000_000,
  listed_on: '2000-05-31',
  delisted_on: null,
  former_symbols: [],
  ...overrides,
});

const stocks = () => [
  stock('BBCA', { name: 'Bank Central Asia Tbk' }),
  stock('BBKP', { name: 'Bank KB Bukopin Tbk', listed_on: '2006-07-10' }),
  stock('GOTO', {
    name: 'GoTo Gojek Tokopedia Tbk',
    sector: 'I',
    board: 'New Economy',
    listed_on: '2022-04-11',
    former_symbols: ['GOJK', 'TOKP'],
  }),
  stock('SUGI', { name: 'Sugih Energy Tbk', sector: '', board: '', delisted_on: '2019-03-04' }),
];

type Call = { method: string; path: string; search: string; body: unknown };

const error = (status: number, code: string, message: string, field?: string) =>
  json(status, { ok: false, error: { code, message, ...(field ? { field } : {}) } });

/** The stocks endpoints over in-memory lists, as the server answers them. */
function serve(stored: TAdminStock[], changes: TCodeChange[] = []) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, search: url.search, body });
      if (url.pathname === '/api/admin/stocks/code-changes') {
        if (method === 'GET') return json(200, { ok: true, data: { changes } });
        const request = body as Required<TCreateCodeChangeRequest>;
        const index = stored.findIndex((entry) => entry.symbol === request.old_symbol);
        if (index < 0) return error(400, 'VALIDATION_ERROR', 'Stock not found', 'old_symbol');
        if (stored.some((entry) => entry.symbol === request.new_symbol)) {
          return error(
            409,
            'CONFLICT',
            `${request.new_symbol} already has data before ${request.changed_on}`,
          );
        }
        const old = stored[index]!;
        stored[index] = {
          ...old,
          symbol: request.new_symbol,
          former_symbols: [...old.former_symbols, old.symbol],
        };
        const change: TCodeChange = {
          ...request,
          source: 'admin',
          created_at: '2026-11-27T03:00:00.000Z',
        };
        changes.unshift(change);
        return json(201, { ok: true, data: { change, rows_moved: 12_345 } });
      }
      if (method === 'GET' && url.pathname === '/api/admin/stocks') {
        const q = (url.searchParams.get('q') ?? '').toUpperCase();
        const status = url.searchParams.get('status') ?? 'all';
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 20);
        const found = stored
          .filter((entry) =>
            [entry.symbol, entry.name.toUpperCase(), ...entry.former_symbols].some((text) =>
              text.includes(q),
            ),
          )
          .filter((entry) => status === 'all' || (status === 'delisted') === (entry.delisted_on !== null))
          .sort((a, b) => a.symbol.localeCompare(b.symbol));
        const totalPages = Math.max(1, Math.ceil(found.length / limit));
        return json(200, {
          ok: true,
          data: {
            stocks: found.slice((page - 1) * limit, page * limit),
            pagination: { page, limit, total: found.length, totalPages },
          },
        });
      }
      const symbol = url.pathname.match(/^\/api\/admin\/stocks\/(.+)$/)?.[1];
      const index = stored.findIndex((entry) => entry.symbol === symbol);
      if (method === 'PATCH' && index >= 0) {
        const request = body as TUpdateStockRequest;
        const current = stored[index]!;
        if (request.delisted_on && current.listed_on && request.delisted_on <= current.listed_on) {
          return error(
            400,
            'VALIDATION_ERROR',
            `${current.symbol} was listed on ${current.listed_on}`,
            'delisted_on',
          );
        }
        stored[index] = { ...current, ...request };
        return json(200, { ok: true, data: stored[index] });
      }
      return error(404, 'NOT_FOUND', 'Stock not found');
    }),
  );
  return calls;
}

const renderCard = () =>
  render(
    <AppProviders initialSession={ADMIN}>
      <ConfirmProvider>
        <StocksCard />
      </ConfirmProvider>
    </AppProviders>,
  );

const table = () => screen.getByRole('table', { name: 'Stock list' });
const row = (symbol: string) =>
  within(table())
    .getAllByRole('row')
    .find((entry) => entry.querySelector('td span')?.textContent === symbol)!;
const cells = (symbol: string) =>
  within(row(symbol))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const form = () => screen.getByRole('form', { name: 'Record a code change' });
const sent = (calls: Call[], method: string) =>
  calls.filter((call) => call.method === method).map(({ path, body }) => ({ path, body }));

afterEach(() => vi.unstubAllGlobals());

describe('StocksCard', () => {
  it('lists stocks with their former codes, sector names and dates, and names the import kind', async () => {
    serve(stocks(), [
      {
        old_symbol: 'TOKP',
        new_symbol: 'GOTO',
        changed_on: '2022-04-11',
        source: 'import',
        created_at: '2026-11-20T02:00:00.000Z',
      },
    ]);
    renderCard();
    await screen.findByRole('button', { name: 'Edit BBCA' });
    expect(screen.getByRole('region', { name: 'Stocks' })).toBeTruthy();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Code', 'Name', 'Sector', 'Board', 'Listed', 'Delisted', 'Edit']);
    expect(screen.getByText('4 stocks')).toBeTruthy();

    expect(cells('GOTO')).toEqual([
      'GOTOformerly GOJK, TOKP',
      'GoTo Gojek Tokopedia Tbk',
      'Technology',
      'New Economy',
      'Sen, 11 Apr 2022',
      '—',
      'Edit',
    ]);
    expect(within(row('GOTO')).getByText('formerly GOJK, TOKP').className).toContain('text-muted');
    expect(cells('BBCA')[2]).toBe('Finance');
    // A stock a Stock Summary added has no sector or board yet; a delisted one is muted.
    expect(cells('SUGI').slice(2, 6)).toEqual(['—', '—', 'Rab, 31 Mei 2000', 'Sen, 4 Mar 2019']);
    expect(row('SUGI').className).toContain('text-muted');
    expect(row('BBCA').className).not.toContain('text-muted');

    expect(screen.getByText('Stock list (CSV or XLSX)')).toBeTruthy();
    const recorded = await screen.findByRole('table', { name: 'Recorded code changes' });
    expect(within(recorded).getAllByRole('row')[1]!.textContent).toMatch(
      /^TOKP to GOTOSen, 11 Apr 2022Import/,
    );
  });

  it('searches by code, former code or name, and filters by status', async () => {
    const calls = serve(stocks());
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('button', { name: 'Edit BBCA' });

    await user.type(screen.getByLabelText('Search by code, former code or name'), 'tokp');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(row('GOTO')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET').at(-1)?.search).toBe('?page=1&limit=20&q=tokp');
    expect(screen.getByText('1 stock')).toBeTruthy();

    await user.clear(screen.getByLabelText('Search by code, former code or name'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Delisted');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(row('SUGI')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET').at(-1)?.search).toBe(
      '?page=1&limit=20&status=delisted',
    );

    await user.type(screen.getByLabelText('Search by code, former code or name'), 'bank');
    expect(await screen.findByText('No delisted stock matches “bank”.')).toBeTruthy();
  });

  it('delists a stock with PATCH delisted_on, showing a 400 under the date, and relists it', async () => {
    const calls = serve(stocks());
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Edit BBKP' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit BBKP' });
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Bank KB Bukopin Tbk');
    expect(within(dialog).getByLabelText('Board')).toHaveProperty('value', 'Main');
    const delistedOn = within(dialog).getByLabelText('Delisted on');
    expect(delistedOn).toHaveProperty('value', '');

    await user.type(delistedOn, '2005-01-03');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const tooEarly = await within(dialog).findByText('BBKP was listed on 2006-07-10');
    expect(delistedOn.getAttribute('aria-invalid')).toBe('true');
    expect(delistedOn.getAttribute('aria-describedby')).toBe(tooEarly.id);

    await user.clear(delistedOn);
    expect(within(dialog).queryByText('BBKP was listed on 2006-07-10')).toBeNull();
    await user.type(delistedOn, '2026-11-02');
    await user.selectOptions(within(dialog).getByLabelText('Board'), 'Watchlist');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'PATCH')).toEqual([
      { path: '/api/admin/stocks/BBKP', body: { delisted_on: '2005-01-03' } },
      { path: '/api/admin/stocks/BBKP', body: { board: 'Watchlist', delisted_on: '2026-11-02' } },
    ]);
    await waitFor(() => expect(cells('BBKP')[5]).toBe('Sen, 2 Nov 2026'));
    expect(cells('BBKP')[3]).toBe('Watchlist');
    expect(await screen.findByText('BBKP saved')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit BBKP' }));
    const again = screen.getByRole('dialog', { name: 'Edit BBKP' });
    await user.click(within(again).getByRole('button', { name: 'Clear delisting date' }));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(calls, 'PATCH').at(-1)).toEqual({
        path: '/api/admin/stocks/BBKP',
        body: { delisted_on: null },
      }),
    );
    await waitFor(() => expect(cells('BBKP')[5]).toBe('—'));
  });

  it('records a code change only once confirmed, and says how many rows moved', async () => {
    const calls = serve(stocks());
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText('No code changes recorded yet.')).toBeTruthy();

    await user.type(within(form()).getByLabelText('Old code'), 'bbkp');
    expect(within(form()).getByLabelText('Old code')).toHaveProperty('value', 'BBKP');
    await user.type(within(form()).getByLabelText('New code'), 'kbbp');
    await user.type(within(form()).getByLabelText('Effective from'), '2026-11-02');
    await user.click(within(form()).getByRole('button', { name: 'Record code change' }));

    const question = await screen.findByRole('alertdialog', { name: "Move BBKP's history to KBBP?" });
    expect(question.textContent).toContain('This cannot be undone from the app.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'POST')).toEqual([]);

    await user.click(within(form()).getByRole('button', { name: 'Record code change' }));
    await user.click(await screen.findByRole('button', { name: 'Move history' }));
    await waitFor(() =>
      expect(sent(calls, 'POST')).toEqual([
        {
          path: '/api/admin/stocks/code-changes',
          body: { old_symbol: 'BBKP', new_symbol: 'KBBP', changed_on: '2026-11-02' },
        },
      ]),
    );
    expect((await within(form()).findByRole('status')).textContent).toBe(
      'BBKP is now KBBP from 2026-11-02: 12.345 stored rows moved.',
    );
    expect(within(form()).getByLabelText('Old code')).toHaveProperty('value', '');

    // Both lists are asked again: the stock under its new code, and the change on top.
    await waitFor(() => expect(cells('KBBP')[0]).toBe('KBBPformerly BBKP'));
    const recorded = await screen.findByRole('table', { name: 'Recorded code changes' });
    expect(within(recorded).getAllByRole('row')[1]!.textContent).toContain('BBKP to KBBP');
    expect(within(recorded).getByText('Admin')).toBeTruthy();
  });

  it("checks the codes before asking, shows an unknown code under Old code and a 409's message", async () => {
    const calls = serve(stocks());
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('button', { name: 'Edit BBCA' });
    const oldCode = within(form()).getByLabelText('Old code');
    const newCode = within(form()).getByLabelText('New code');

    await user.type(oldCode, 'BBCA');
    await user.type(newCode, 'BBCA');
    await user.click(within(form()).getByRole('button', { name: 'Record code change' }));
    const same = within(form()).getByText('The new code must differ from the old one');
    expect(newCode.getAttribute('aria-describedby')).toBe(same.id);
    expect(within(form()).getByText('Effective date is required')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.clear(newCode);
    await user.type(newCode, 'BBKP');
    await user.type(within(form()).getByLabelText('Effective from'), '2026-11-02');
    await user.click(within(form()).getByRole('button', { name: 'Record code change' }));
    await user.click(await screen.findByRole('button', { name: 'Move history' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      'BBKP already has data before 2026-11-02',
    );

    await user.clear(oldCode);
    await user.type(oldCode, 'ZZZZ');
    await user.click(within(form()).getByRole('button', { name: 'Record code change' }));
    await user.click(await screen.findByRole('button', { name: 'Move history' }));
    const unknown = await within(form()).findByText('Stock not found');
    expect(oldCode.getAttribute('aria-invalid')).toBe('true');
    expect(oldCode.getAttribute('aria-describedby')).toBe(unknown.id);
    expect(within(form()).queryByText(/already has data/)).toBeNull();
    expect(sent(calls, 'POST')).toHaveLength(2);
  });

  it('pages through a long list', async () => {
    const many = Array.from({ length: 25 }, (_, index) => stock(`S${String(index).padStart(3, '0')}`));
    const calls = serve(many);
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('button', { name: 'Edit S000' });
    expect(screen.getByText('25 stocks')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('button', { name: 'Edit S024' });
    expect(within(table()).getAllByRole('row')).toHaveLength(6);
    expect(calls.filter((call) => call.method === 'GET').at(-1)?.search).toBe('?page=2&limit=20');
  });
});
