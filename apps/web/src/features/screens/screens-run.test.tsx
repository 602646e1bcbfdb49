import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_GALLERY, SCREEN_MESSAGES } from '@pantau/contracts';
import { refusal, RESULT, renderScreensPage, serveScreens } from './test-screens-api';
import { draftFromScreen } from './screen-draft';
import { decodeScreen, encodeScreen } from './screen-url';
import { LINK_ERROR } from './use-screen-state';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rule = (number: number, group = 1) =>
  screen.getByRole('group', { name: `Rule ${number} of group ${group}` });
const shownSymbols = () =>
  within(screen.getByRole('region', { name: 'Screen results' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-symbol'));
const header = (name: string) => screen.getByRole('button', { name }).closest('th')!;

describe('Screens: building and running', () => {
  // Building a screen is many steps, each a render of the whole builder in happy-dom.
  it(
    'sends the definition the server expects and keeps the screen in the URL',
    { timeout: 15_000 },
    async () => {
      const api = serveScreens();
      const user = userEvent.setup({ delay: null });
      const router = renderScreensPage();
      expect(screen.getByTestId('screen-check').textContent).toBe(SCREEN_MESSAGES.noRules);
      expect(screen.getByRole('button', { name: 'Run' }).hasAttribute('disabled')).toBe(true);

      await user.click(screen.getByRole('button', { name: 'Add rule to group 1' }));
      await user.selectOptions(within(rule(1)).getByLabelText('Metric'), 'foreignNet5d');
      await user.selectOptions(within(rule(1)).getByLabelText('Operator'), 'gte');
      await user.click(within(rule(1)).getByLabelText('Value'));
      await user.paste('1000000000');
      expect(within(rule(1)).getByText('The value reads as Rp1,00 B.')).toBeTruthy();
      expect(within(rule(1)).getByText(/Foreign net 5D: Sum of daily net foreign value/)).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Add rule to group 1' }));
      await user.selectOptions(within(rule(2)).getByLabelText('Metric'), 'brokerNetLots');
      await user.type(within(rule(2)).getByLabelText('Broker'), 'y1p');
      expect(within(rule(2)).getByLabelText<HTMLInputElement>('Broker').value).toBe('YP');
      expect(screen.getByTestId('screen-check').textContent).toBe(
        'Rule 2: Enter a number as the value, e.g. 1000000000 or 1,5B',
      );
      await user.type(within(rule(2)).getByLabelText('Value'), '0');
      await user.click(screen.getByRole('button', { name: 'Add group' }));
      await user.selectOptions(within(rule(1, 2)).getByLabelText('Metric'), 'accTop5');
      expect(
        within(rule(1, 2))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toContain('Big Acc');
      expect(
        within(within(rule(1, 2)).getByLabelText('Operator'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['=', '≠']);
      await user.click(within(rule(1, 2)).getByRole('button', { name: 'Metric' }));
      await user.selectOptions(within(rule(1, 2)).getByLabelText('Other metric'), 'accTop10');
      await user.click(screen.getByRole('button', { name: 'Any group' }));
      await user.click(screen.getByRole('button', { name: 'Run' }));

      await waitFor(() => expect(api.sent('POST', '/api/screens/run')).toHaveLength(1));
      expect(api.sent('POST', '/api/screens/run')[0]).toEqual({
        definition: {
          combine: 'or',
          groups: [
            {
              combine: 'and',
              rules: [
                { metric: { id: 'foreignNet5d' }, op: 'gte', right: { kind: 'value', value: 1_000_000_000 } },
                {
                  metric: { id: 'brokerNetLots', broker: 'YP', days: 5 },
                  op: 'gt',
                  right: { kind: 'value', value: 0 },
                },
              ],
            },
            {
              combine: 'and',
              rules: [
                {
                  metric: { id: 'accTop5' },
                  op: 'eq',
                  right: { kind: 'metric', metric: { id: 'accTop10' } },
                },
              ],
            },
          ],
        },
        columns: [],
      });

      // The URL carries the screen as built, for a link or a reload.
      const shared = decodeScreen(new URLSearchParams(router.state.location.search).get('s')!);
      expect(shared?.combine).toBe('or');
      expect(shared?.groups.map((group) => group.rules.map((entry) => entry.metric.id))).toEqual([
        ['foreignNet5d', 'brokerNetLots'],
        ['accTop5'],
      ]);
    },
  );

  it('shows the stocks that pass, sorts them by any column and links each to its chart', async () => {
    serveScreens();
    const user = userEvent.setup({ delay: null });
    renderScreensPage(`/screens?s=${encodeScreen(draftFromScreen(SCREEN_GALLERY[0]!))}`);
    expect((await screen.findByTestId('results-summary')).textContent).toBe(
      '3 stocks of 912 · as of 20 November 2026',
    );
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(shownSymbols()).toEqual(['ASII', 'BBRI', 'TLKM']);
    expect(screen.getByRole('link', { name: 'BBRI' }).getAttribute('href')).toBe(
      '/technical-analysis?symbol=BBRI',
    );
    expect(screen.getByRole('button', { name: 'Foreign net 5D' }).getAttribute('title')).toBe(
      'Sum of daily net foreign value over the last 5 trading days',
    );
    const tlkm = screen.getByRole('row', { name: /TLKM/ });
    expect(within(tlkm).getByText('Rp2,50 B').className).toContain('text-right');

    await user.click(screen.getByRole('button', { name: 'Foreign net 5D' }));
    expect(header('Foreign net 5D').getAttribute('aria-sort')).toBe('descending');
    expect(header('Symbol').getAttribute('aria-sort')).toBe('none');
    expect(shownSymbols()).toEqual(['TLKM', 'ASII', 'BBRI']);
    await user.click(screen.getByRole('button', { name: 'Foreign net 5D' }));
    expect(header('Foreign net 5D').getAttribute('aria-sort')).toBe('ascending');
    expect(shownSymbols()).toEqual(['ASII', 'TLKM', 'BBRI']);
    await user.click(screen.getByRole('button', { name: 'Top 5 Acc' }));
    expect(shownSymbols()).toEqual(['BBRI', 'TLKM', 'ASII']);

    await user.click(screen.getByRole('link', { name: 'BBRI' }));
    expect(await screen.findByText('Technical analysis of BBRI')).toBeTruthy();
  });

  it('exports the rows in the order shown, with raw numbers, as pantau-screen-<date>.csv', async () => {
    serveScreens({ result: { ...RESULT, live: true } });
    const user = userEvent.setup({ delay: null });
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:screen';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderScreensPage(`/screens?s=${encodeScreen(draftFromScreen(SCREEN_GALLERY[0]!))}`);

    expect(await screen.findByText('LIVE')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Broker net lots YP 5D' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(downloads).toEqual(['pantau-screen-2026-11-20.csv']);
    expect(await blobs[0]!.text()).toBe(
      'Symbol,Name,Sector,Foreign net 5D,Broker net lots YP 5D,Top 5 Acc\r\n' +
        'TLKM,Telkom Indonesia (Persero) Tbk,Infrastructure,2500000000,1200,Normal Acc\r\n' +
        'BBRI,Bank Rakyat Indonesia (Persero) Tbk,Finance,,300,Big Acc\r\n' +
        'ASII,Astra International Tbk,Industrials,1000000000,,Small Dist\r\n',
    );
  });

  it('opens a shared link: the builder shows its screen and runs it at once', async () => {
    const api = serveScreens();
    const user = userEvent.setup({ delay: null });
    const gallery = SCREEN_GALLERY[1]!;
    const router = renderScreensPage(`/screens?s=${encodeScreen(draftFromScreen(gallery))}`);

    expect(screen.getByRole('heading', { name: gallery.name, level: 2 })).toBeTruthy();
    expect(within(rule(1, 1)).getByLabelText<HTMLSelectElement>('Metric').value).toBe('accTop5');
    expect(within(rule(1, 1)).getByLabelText<HTMLSelectElement>('Value').value).toBe('Big Acc');
    expect(within(rule(2, 2)).getByLabelText<HTMLSelectElement>('Operator').value).toBe('gte');
    expect(within(rule(2, 2)).getByLabelText<HTMLInputElement>('Value').value).toBe('-2');
    expect(screen.getByRole('list', { name: 'Extra columns' }).textContent).toContain('Bandar MA10');
    await waitFor(() =>
      expect(api.sent('POST', '/api/screens/run')).toEqual([
        { definition: gallery.definition, columns: gallery.columns },
      ]),
    );
    expect(await screen.findByTestId('results-summary')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/screens${router.state.location.search}`,
    );
  });

  it('says when a link cannot be read, and starts from an empty builder without running', async () => {
    const api = serveScreens();
    renderScreensPage('/screens?s=eyJkZWZpbml0aW9uIjp7');
    expect(screen.getByRole('alert').textContent).toContain(LINK_ERROR);
    expect(screen.getByText(/No rules yet/)).toBeTruthy();
    await waitFor(() => expect(api.sent('GET', '/api/screens')).toHaveLength(1));
    expect(api.sent('POST', '/api/screens/run')).toEqual([]);
    expect(screen.getByText('Run the screen to see which stocks pass it.')).toBeTruthy();
  });

  it('shows the empty day plainly, and the server’s reason for a refused screen', async () => {
    serveScreens({
      result: { ...RESULT, rows: [] },
      answers: {
        'POST /api/screens/run': [
          { status: 200, body: { ok: true, data: { ...RESULT, rows: [] } } },
          refusal(400, 'VALIDATION', 'Broker XX is not known'),
        ],
      },
    });
    const user = userEvent.setup({ delay: null });
    renderScreensPage(`/screens?s=${encodeScreen(draftFromScreen(SCREEN_GALLERY[2]!))}`);
    expect(await screen.findByText('No stock passes this screen on 20 November 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(
      (await screen.findByText('The screen cannot run')).closest('[role="alert"]')?.textContent,
    ).toContain('Broker XX is not known');
  });
});
