import { describe, expect, it } from 'vitest';
import { isUnpaid, transactionStatusDisplay } from './transaction-status';

describe('transaction status display (spec §4)', () => {
  it.each(['paid', 'settlement', 'capture', 'payment_success', 'subscription_activated'])(
    '%s is Paid in green',
    (status) => {
      expect(transactionStatusDisplay(status)).toEqual({ label: 'Paid', tone: 'up' });
    },
  );

  it.each(['pending', 'payment_pending'])('%s is Pending in yellow', (status) => {
    expect(transactionStatusDisplay(status)).toEqual({ label: 'Pending', tone: 'pending' });
  });

  it('payment_created is Created', () => {
    expect(transactionStatusDisplay('payment_created').label).toBe('Created');
  });

  it.each(['cancelled', 'cancel', 'deny', 'payment_cancelled'])('%s is Cancelled', (status) => {
    expect(transactionStatusDisplay(status).label).toBe('Cancelled');
  });

  it.each(['expire', 'failure', 'payment_failed', 'payment_expired'])('%s is Expired in red', (status) => {
    expect(transactionStatusDisplay(status)).toEqual({ label: 'Expired', tone: 'down' });
  });

  it('ignores case and shows unknown statuses readably', () => {
    expect(transactionStatusDisplay('SETTLEMENT').label).toBe('Paid');
    expect(transactionStatusDisplay('payment_on_hold').label).toBe('Payment on hold');
    expect(transactionStatusDisplay(undefined).label).toBe('-');
  });
});

it('shows reversed payments as Refunded', () => {
  expect(transactionStatusDisplay('refund').label).toBe('Refunded');
  expect(transactionStatusDisplay('chargeback').label).toBe('Refunded');
});

describe('unpaid transactions', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');

  it('is a pending transaction before its expiry', () => {
    expect(isUnpaid({ status: 'pending', expiry_time: '2026-03-02T10:00:00Z' }, now)).toBe(true);
  });

  it('is not one past its expiry, nor a settled one', () => {
    expect(isUnpaid({ status: 'pending', expiry_time: '2026-03-01T09:59:59Z' }, now)).toBe(false);
    expect(isUnpaid({ status: 'settlement', expiry_time: '2026-03-02T10:00:00Z' }, now)).toBe(false);
  });
});
