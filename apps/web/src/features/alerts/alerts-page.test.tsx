import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAlertPlan } from '@pantau/contracts';
import { AlertsPage } from './alerts-page';
import { anAlert, ok, renderWithApp, serve } from './alerts-test-kit';

function servePage(plan: TAlertPlan) {
  serve({
    'GET /api/alerts': () => ok({ alerts: [anAlert()], plan }),
    'GET /api/alerts/notifications': () => ok({ notifications: [], unread: 0, more: false }),
    'GET /api/alerts/settings': () => ok({ emailEnabled: true, quietFrom: null, quietTo: null }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('AlertsPage', () => {
  it('says how many alerts the trial allows, with the alerts, the form, history and settings', async () => {
    servePage({ plan: 'trial', limit: 3, active: 2, paused: false });
    renderWithApp(<AlertsPage />);
    expect((await screen.findByTestId('alert-plan')).textContent).toBe('2 of 3 active alerts · Trial');
    expect(screen.getByRole('heading', { level: 1, name: 'Alerts' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Alerts' })).getByText('BBCA price above 9.500'),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'New alert' })).toBeTruthy();
    expect(await screen.findByText(/No notifications yet/)).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Alert settings' })).toBeTruthy();
    expect(screen.queryByText(/Your plan has ended/)).toBeNull();
  });

  it('counts against 50 on a paid plan', async () => {
    servePage({ plan: 'paid', limit: 50, active: 12, paused: false });
    renderWithApp(<AlertsPage />);
    expect((await screen.findByTestId('alert-plan')).textContent).toBe('12 of 50 active alerts · Paid');
  });

  it('says alerts are paused and kept once the plan has ended', async () => {
    servePage({ plan: 'none', limit: 0, active: 1, paused: true });
    renderWithApp(<AlertsPage />);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(
      'Your plan has ended: alerts are paused and kept. Subscribe to resume them.',
    );
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/subscription');
  });
});
