import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertSettingsCard } from './alert-settings-card';
import { ok, renderWithApp, serve } from './alerts-test-kit';

function serveSettings() {
  return serve({
    'GET /api/alerts/settings': () => ok({ emailEnabled: true, quietFrom: null, quietTo: null }),
    'PUT /api/alerts/settings': (call) => ok(call.body),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('AlertSettingsCard', () => {
  it('asks for both quiet-hour times or neither before saving', async () => {
    const server = serveSettings();
    renderWithApp(<AlertSettingsCard />);
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '22:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Set both quiet-hour times, or neither')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(server.writes()).toEqual([]);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '06:00' } });
    await userEvent.click(screen.getByLabelText('Email alerts'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.writes().map((call) => call.body)).toEqual([
        { emailEnabled: false, quietFrom: '22:00', quietTo: '06:00' },
      ]),
    );
    expect(await screen.findByText('Alert settings saved')).toBeTruthy();
    expect(screen.queryByText('Set both quiet-hour times, or neither')).toBeNull();
  });

  it('clears quiet hours by emptying both', async () => {
    const server = serve({
      'GET /api/alerts/settings': () => ok({ emailEnabled: true, quietFrom: '21:00', quietTo: '05:30' }),
      'PUT /api/alerts/settings': (call) => ok(call.body),
    });
    renderWithApp(<AlertSettingsCard />);
    const from = (await screen.findByLabelText('From')) as HTMLInputElement;
    expect(from.value).toBe('21:00');
    fireEvent.change(from, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.writes().map((call) => call.body)).toEqual([
        { emailEnabled: true, quietFrom: null, quietTo: null },
      ]),
    );
  });
});
