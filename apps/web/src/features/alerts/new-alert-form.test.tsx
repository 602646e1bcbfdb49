import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MESSAGES } from '@pantau/contracts';
import { anAlert, ok, refuse, renderWithApp, serve } from './alerts-test-kit';
import { NewAlertForm } from './new-alert-form';

const SEARCH = {
  'GET /api/market/search': () => ok({ results: [{ symbol: 'BBCA', name: 'Bank Central Asia Tbk' }] }),
};

function serveForm(create = () => ok(anAlert())) {
  return serve({ ...SEARCH, 'POST /api/alerts': create });
}

async function pickBbca() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Stock' }), 'BBCA');
  // The picker commits an exact code once its search answers: the suggested name then names it.
  await userEvent.type(screen.getByLabelText('Price (Rp)'), '9500');
  await waitFor(() =>
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('BBCA price above 9.500'),
  );
}

const created = (server: ReturnType<typeof serve>) =>
  server.writes().map((call) => `${call.method} ${call.path}`);

afterEach(() => vi.unstubAllGlobals());

describe('NewAlertForm', () => {
  it('creates a price-above alert as one condition rule, named from the choice', async () => {
    const server = serveForm();
    renderWithApp(<NewAlertForm />);
    await pickBbca();
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));

    await waitFor(() => expect(created(server)).toEqual(['POST /api/alerts']));
    expect(server.writes()[0]?.body).toEqual({
      name: 'BBCA price above 9.500',
      email: true,
      target: {
        kind: 'condition',
        symbol: 'BBCA',
        definition: {
          combine: 'and',
          groups: [
            {
              combine: 'and',
              rules: [{ metric: { id: 'close' }, op: 'gt', right: { kind: 'value', value: 9500 } }],
            },
          ],
        },
      },
    });
    expect(await screen.findByText('Alert “BBCA price above 9.500” created')).toBeTruthy();
  });

  it('sends a broker net buy rule with the broker and days, the member’s own name and no email', async () => {
    const server = serveForm();
    renderWithApp(<NewAlertForm />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Stock' }), 'BBCA');
    await userEvent.selectOptions(screen.getByLabelText('Alert me when'), 'brokerNet');
    await userEvent.type(screen.getByLabelText('Broker code'), 'yp');
    await userEvent.clear(screen.getByLabelText('Over days'));
    await userEvent.type(screen.getByLabelText('Over days'), '10');
    await userEvent.type(screen.getByLabelText('Net buy (lots)'), '1000');
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('BBCA YP net buy above 1.000 lots in 10D'));
    await userEvent.clear(name);
    await userEvent.type(name, 'YP loading BBCA');
    await userEvent.click(screen.getByLabelText('Also email me'));
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));

    await waitFor(() => expect(created(server)).toEqual(['POST /api/alerts']));
    expect(server.writes()[0]?.body).toEqual({
      name: 'YP loading BBCA',
      email: false,
      target: {
        kind: 'condition',
        symbol: 'BBCA',
        definition: {
          combine: 'and',
          groups: [
            {
              combine: 'and',
              rules: [
                {
                  metric: { id: 'brokerNetLots', broker: 'YP', days: 10 },
                  op: 'gt',
                  right: { kind: 'value', value: 1000 },
                },
              ],
            },
          ],
        },
      },
    });
  });

  it('sends a fall in % as a negative bound', async () => {
    const server = serveForm();
    renderWithApp(<NewAlertForm />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Stock' }), 'BBCA');
    await userEvent.selectOptions(screen.getByLabelText('Alert me when'), 'changeDown');
    await userEvent.type(screen.getByLabelText('Fall (%)'), '2.5');
    await waitFor(() =>
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('BBCA down 2,5% today'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(created(server)).toHaveLength(1));
    const body = server.writes()[0]?.body as { target: { definition: { groups: { rules: unknown[] }[] } } };
    expect(body.target.definition.groups[0]?.rules).toEqual([
      { metric: { id: 'change1d' }, op: 'lte', right: { kind: 'value', value: -2.5 } },
    ]);
  });

  it('sends a label target for an accumulation label change', async () => {
    const server = serveForm();
    renderWithApp(<NewAlertForm />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Stock' }), 'BBCA');
    await userEvent.selectOptions(screen.getByLabelText('Alert me when'), 'labelChange');
    await userEvent.click(screen.getByRole('button', { name: 'Top 10 Acc' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('BBCA Top 10 Acc label changes'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));

    await waitFor(() => expect(created(server)).toEqual(['POST /api/alerts']));
    expect(server.writes()[0]?.body).toEqual({
      name: 'BBCA Top 10 Acc label changes',
      email: true,
      target: { kind: 'label', symbol: 'BBCA', metric: { id: 'accTop10' } },
    });
  });

  it('shows the plan limit message as the server words it', async () => {
    serveForm(() => refuse(403, 'ALERT_LIMIT', ALERT_MESSAGES.limitTrial));
    renderWithApp(<NewAlertForm />);
    await pickBbca();
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText(ALERT_MESSAGES.limitTrial)).toBeTruthy();
  });

  it('says what is missing and asks the server nothing', async () => {
    const server = serveForm();
    renderWithApp(<NewAlertForm />);
    await userEvent.selectOptions(screen.getByLabelText('Alert me when'), 'brokerNet');
    await userEvent.type(screen.getByLabelText('Broker code'), 'Y');
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(screen.getByText('Choose a stock')).toBeTruthy();
    expect(screen.getByText('Broker code must be two letters')).toBeTruthy();
    expect(screen.getByText('Enter 0 or more')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });
});
