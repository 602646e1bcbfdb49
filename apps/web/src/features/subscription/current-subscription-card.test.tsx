import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSubscription } from '@pantau/contracts';
import { CurrentSubscriptionCard } from './current-subscription-card';

const NOW = new Date('2026-03-01T10:00:00+07:00');

const subscription = (overrides: Partial<TSubscription>): TSubscription => ({
  status: 'active',
  plan_id: 'premium',
  plan_name: 'Premium',
  price: 89000,
  plan_duration: 3,
  start_date: '2026-02-01T10:00:00+07:00',
  end_date: '2026-03-03T09:00:00+07:00',
  is_trial: false,
  days_left: 2,
  cancelled: false,
  cancelled_at: null,
  ...overrides,
});

function renderCard(value: TSubscription | undefined) {
  render(
    <CurrentSubscriptionCard
      subscription={value}
      cancelling={false}
      onManageBilling={() => {}}
      onCancel={() => {}}
    />,
  );
}

describe('Current Subscription card', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the plan, the Active badge, ceiling days left and the Indonesian end date', () => {
    renderCard(subscription({}));
    expect(screen.getByTestId('current-plan-name').textContent).toBe('Premium');
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Expires in 2 days')).toBeTruthy();
    expect(screen.getByTestId('current-plan-end').textContent).toBe('3 Maret 2026');
    expect(screen.getByRole('button', { name: /Cancel Subscription/ })).toBeTruthy();
  });

  it('offers no cancel for the free trial', () => {
    renderCard(subscription({ plan_name: 'Free Trial', is_trial: true, plan_id: null }));
    expect(screen.getByTestId('current-plan-name').textContent).toBe('Free Trial');
    expect(screen.queryByRole('button', { name: /Cancel Subscription/ })).toBeNull();
  });

  it('shows a red expired badge once the period is over', () => {
    renderCard(subscription({ status: 'expired', end_date: '2026-02-20T10:00:00+07:00', days_left: 0 }));
    expect(screen.getByTestId('current-plan-name').textContent).toBe('Free Plan');
    expect(screen.getByText('Expired').className).toContain('text-down');
    expect(screen.getByText('Subscription expired')).toBeTruthy();
  });

  it('shows the Free Plan without a subscription', () => {
    renderCard(
      subscription({
        status: 'inactive',
        plan_name: 'Free Plan',
        plan_id: null,
        end_date: null,
        days_left: 0,
      }),
    );
    expect(screen.getByTestId('current-plan-name').textContent).toBe('Free Plan');
    expect(screen.getByText('No active subscription')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Manage Billing/ })).toBeTruthy();
  });
});
