import { describe, expect, it } from 'vitest';
import { daysUntil, describeSubscription, expiresInLabel, FREE_PLAN } from './subscription-display';

const now = Date.parse('2026-03-01T10:00:00+07:00');
const hoursLater = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

describe('days left', () => {
  it('rounds any part of a day up', () => {
    expect(daysUntil(hoursLater(1), now)).toBe(1);
    expect(daysUntil(hoursLater(24), now)).toBe(1);
    expect(daysUntil(hoursLater(25), now)).toBe(2);
    expect(daysUntil(hoursLater(24 * 90 - 0.5), now)).toBe(90);
  });

  it('is zero once the end has passed or when there is no end', () => {
    expect(daysUntil(hoursLater(-1), now)).toBe(0);
    expect(daysUntil(null, now)).toBe(0);
    expect(daysUntil('not a date', now)).toBe(0);
  });

  it('says day or days', () => {
    expect(expiresInLabel(1)).toBe('Expires in 1 day');
    expect(expiresInLabel(7)).toBe('Expires in 7 days');
  });
});

describe('subscription display (spec §4)', () => {
  it('is active with the plan name while days remain', () => {
    const display = describeSubscription(
      { status: 'active', plan_name: 'Premium', end_date: hoursLater(36) },
      now,
    );
    expect(display).toMatchObject({ state: 'active', hasAccess: true, planName: 'Premium', daysLeft: 2 });
  });

  it('shows the trial by its name', () => {
    const display = describeSubscription(
      { status: 'active', plan_name: 'Free Trial', end_date: hoursLater(24 * 7) },
      now,
    );
    expect(display).toMatchObject({ state: 'active', planName: 'Free Trial', daysLeft: 7 });
  });

  it('is expired, on the Free Plan, when an active status has run out or says expired', () => {
    for (const subscription of [
      { status: 'active', plan_name: 'Plus', end_date: hoursLater(-2) },
      { status: 'expired', plan_name: 'Plus', end_date: hoursLater(-48) },
    ]) {
      expect(describeSubscription(subscription, now)).toMatchObject({
        state: 'expired',
        hasAccess: false,
        planName: FREE_PLAN,
        daysLeft: 0,
      });
    }
  });

  it('keeps access for a cancelled plan until its period ends, then falls back to the Free Plan', () => {
    expect(
      describeSubscription(
        { status: 'active', cancelled: true, plan_name: 'Pro', end_date: hoursLater(48) },
        now,
      ),
    ).toMatchObject({ state: 'active', hasAccess: true, cancelled: true, planName: 'Pro', daysLeft: 2 });
    expect(
      describeSubscription({ status: 'cancelled', plan_name: 'Pro', end_date: hoursLater(-1) }, now),
    ).toMatchObject({ state: 'none', hasAccess: false, planName: FREE_PLAN });
  });

  it('is the Free Plan with no data or a failed status', () => {
    expect(describeSubscription(null, now)).toMatchObject({
      state: 'none',
      planName: FREE_PLAN,
      daysLeft: 0,
    });
    expect(
      describeSubscription({ status: 'failed', plan_name: 'Plus', end_date: hoursLater(48) }, now).state,
    ).toBe('none');
  });
});
