import { describe, expect, it } from 'vitest';
import { DATE_WARNINGS } from '@/lib/date-selection';
import { addBrokerDateRange, brokerPresetDates } from './broker-dates';

// Newest first, weekdays only: Fri 20 back to Mon 9 November 2026.
const TRADE_DATES = [
  '2026-11-20',
  '2026-11-19',
  '2026-11-18',
  '2026-11-17',
  '2026-11-16',
  '2026-11-13',
  '2026-11-12',
  '2026-11-11',
  '2026-11-10',
  '2026-11-09',
];

describe('brokerPresetDates', () => {
  it('takes trading days for Broker Transaction: 1 week is the latest 5', () => {
    expect(brokerPresetDates('transaction', '1week', TRADE_DATES)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(brokerPresetDates('transaction', '3days', TRADE_DATES)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  it('takes calendar days for Broker Summary: 1 week from Saturday 14 to Friday 20 holds 5 trading days', () => {
    expect(brokerPresetDates('summary', '1week', TRADE_DATES)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(brokerPresetDates('summary', '1day', TRADE_DATES)).toEqual(['2026-11-20']);
  });

  it('counts calendar days across a weekend: 3 days ending Monday is the Monday only', () => {
    expect(brokerPresetDates('summary', '3days', TRADE_DATES.slice(4))).toEqual(['2026-11-16']);
    expect(brokerPresetDates('transaction', '3days', TRADE_DATES.slice(4))).toEqual([
      '2026-11-12',
      '2026-11-13',
      '2026-11-16',
    ]);
  });

  it('picks nothing before the trade dates are known', () => {
    expect(brokerPresetDates('summary', '3days', [])).toEqual([]);
    expect(brokerPresetDates('transaction', '3days', [])).toEqual([]);
  });
});

describe('addBrokerDateRange', () => {
  const selected = ['2026-11-18', '2026-11-19', '2026-11-20'];

  it('warns about a start after the end on Broker Transaction but ignores it on Broker Summary', () => {
    expect(addBrokerDateRange('transaction', selected, '2026-11-13', '2026-11-12', TRADE_DATES)).toEqual({
      kind: 'warning',
      warning: DATE_WARNINGS.startAfterEnd,
    });
    expect(addBrokerDateRange('summary', selected, '2026-11-13', '2026-11-12', TRADE_DATES)).toEqual({
      kind: 'ignored',
    });
  });

  it('refuses a range over 7 days on both screens', () => {
    for (const screen of ['transaction', 'summary'] as const) {
      expect(addBrokerDateRange(screen, selected, '2026-11-09', '2026-11-16', TRADE_DATES)).toEqual({
        kind: 'warning',
        warning: DATE_WARNINGS.rangeTooLong,
      });
    }
  });

  it('refuses more than 7 dates on Broker Transaction and keeps the latest 7 on Broker Summary, naming the dropped', () => {
    expect(addBrokerDateRange('transaction', selected, '2026-11-09', '2026-11-13', TRADE_DATES)).toEqual({
      kind: 'warning',
      warning: DATE_WARNINGS.tooManyDates,
    });
    expect(addBrokerDateRange('summary', selected, '2026-11-09', '2026-11-13', TRADE_DATES)).toEqual({
      kind: 'added',
      dates: [
        '2026-11-10',
        '2026-11-11',
        '2026-11-12',
        '2026-11-13',
        '2026-11-18',
        '2026-11-19',
        '2026-11-20',
      ],
      dropped: ['2026-11-09'],
    });
  });

  it('adds the trading days of a valid range to the selection, oldest first', () => {
    expect(addBrokerDateRange('transaction', selected, '2026-11-16', '2026-11-17', TRADE_DATES)).toEqual({
      kind: 'added',
      dates: ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'],
    });
    expect(addBrokerDateRange('summary', selected, '', '2026-11-17', TRADE_DATES)).toEqual({
      kind: 'ignored',
    });
  });
});
