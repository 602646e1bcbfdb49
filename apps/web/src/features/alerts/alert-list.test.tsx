import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MESSAGES } from '@pantau/contracts';
import { AlertList } from './alert-list';
import { anAlert, ok, refuse, renderWithApp, serve } from './alerts-test-kit';

const PRICE = anAlert();
const LABEL = anAlert({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'TLKM label',
  target: { kind: 'label', symbol: 'TLKM', metric: { id: 'accTop5' } },
  active: false,
  lastFiredAt: '2026-11-20T07:30:00.000Z',
});
const SCREEN = anAlert({
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Breakouts',
  target: { kind: 'screen', screenId: '20000000-0000-4000-8000-000000000001', on: 'both' },
  screenName: 'Breakout with volume',
  email: false,
});

const rowOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Alerts' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name)) as HTMLElement;

function servePatches(answer = () => ok(PRICE)) {
  return serve({
    [`PATCH /api/alerts/${PRICE.id}`]: answer,
    [`PATCH /api/alerts/${LABEL.id}`]: answer,
    [`PATCH /api/alerts/${SCREEN.id}`]: answer,
    [`DELETE /api/alerts/${PRICE.id}`]: () => ok({ deleted: true }),
  });
}

const writes = (server: ReturnType<typeof serve>) =>
  server.writes().map((call) => [`${call.method} ${call.path}`, call.body]);

afterEach(() => vi.unstubAllGlobals());

describe('AlertList', () => {
  it('says what each alert watches, when it last fired, and whether it is paused', () => {
    servePatches();
    renderWithApp(<AlertList alerts={[PRICE, LABEL, SCREEN]} />);
    expect(within(rowOf(PRICE.name)).getByText('BBCA: Close > 9.500')).toBeTruthy();
    expect(within(rowOf(PRICE.name)).getByText('Not fired yet')).toBeTruthy();
    expect(within(rowOf('TLKM label')).getByText('TLKM: Top 5 Acc label changes')).toBeTruthy();
    expect(within(rowOf('TLKM label')).getByText('Last fired 20 Nov 2026, 14.30 WIB')).toBeTruthy();
    expect(within(rowOf('TLKM label')).getByText('Paused')).toBeTruthy();
    expect(
      within(rowOf('Breakouts')).getByText('Screen “Breakout with volume”: stocks enter or leave'),
    ).toBeTruthy();
    const email = within(rowOf('Breakouts')).getByRole('switch', { name: 'Email Breakouts' });
    expect(email.getAttribute('aria-checked')).toBe('false');
  });

  it('pauses, resumes and turns email off with one PATCH each', async () => {
    const server = servePatches();
    renderWithApp(<AlertList alerts={[PRICE, LABEL, SCREEN]} />);
    await userEvent.click(within(rowOf(PRICE.name)).getByRole('switch', { name: `Active ${PRICE.name}` }));
    await userEvent.click(within(rowOf('TLKM label')).getByRole('switch', { name: 'Active TLKM label' }));
    await userEvent.click(within(rowOf(PRICE.name)).getByRole('switch', { name: `Email ${PRICE.name}` }));
    await waitFor(() =>
      expect(writes(server)).toEqual([
        [`PATCH /api/alerts/${PRICE.id}`, { active: false }],
        [`PATCH /api/alerts/${LABEL.id}`, { active: true }],
        [`PATCH /api/alerts/${PRICE.id}`, { email: false }],
      ]),
    );
  });

  it('shows the limit message when resuming is refused', async () => {
    servePatches(() => refuse(403, 'ALERT_LIMIT', ALERT_MESSAGES.limitPaid));
    renderWithApp(<AlertList alerts={[LABEL]} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Active TLKM label' }));
    expect(await screen.findByText(ALERT_MESSAGES.limitPaid)).toBeTruthy();
  });

  it('deletes only once confirmed', async () => {
    const server = servePatches();
    renderWithApp(<AlertList alerts={[PRICE]} />);
    await userEvent.click(screen.getByRole('button', { name: `Delete ${PRICE.name}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(server.writes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: `Delete ${PRICE.name}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/“BBCA price above 9.500” stops for good/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes(server)).toEqual([[`DELETE /api/alerts/${PRICE.id}`, undefined]]));
  });

  it('explains alerts when there are none and points to screens', () => {
    servePatches();
    renderWithApp(<AlertList alerts={[]} />);
    expect(screen.getByText(/No alerts yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Screens' }).getAttribute('href')).toBe('/screens');
  });
});
