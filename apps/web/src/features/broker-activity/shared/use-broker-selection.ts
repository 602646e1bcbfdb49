import { useCallback } from 'react';
import type { TBoardFilter } from '@pantau/contracts';
import { DEFAULT_QUICK_SELECT, QUICK_SELECT_OPTIONS, type QuickSelect } from '@/lib/date-selection';
import { useTradeDates } from '@/lib/market-api';
import { useDateActions } from '@/lib/use-date-actions';
import { readSymbolParam, symbolChange } from '@/lib/symbol-param';
import { useUrlParams } from '@/lib/use-url-params';
import { useMarketTradeDates } from './broker-activity-api';
import { addBrokerDateRange, brokerPresetDates, type BrokerScreen } from './broker-dates';

export type Layout = 'horizontal' | 'vertical';
export const BOARD_OPTIONS: TBoardFilter[] = ['RG', 'TN', 'NG', 'ALL'];

/** Spec §9 defaults: broker MG, ticker BBCA. */
const SUBJECTS = {
  transaction: { param: 'broker', fallback: 'MG', pattern: /^[A-Z0-9]{2,4}$/, layout: 'horizontal' },
  summary: { param: 'symbol', fallback: 'BBCA', pattern: /^[A-Z0-9-]{1,12}$/, layout: 'vertical' },
} as const satisfies Record<
  BrokerScreen,
  { param: string; fallback: string; pattern: RegExp; layout: Layout }
>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * A broker screen's state, kept in the URL so a view can be shared and survives a reload:
 * ?broker= (Transaction) or ?symbol= (Summary), &dates=&quick=&layout=&board=. Without `dates` the
 * Quick Select preset picks them from the trade-date list, so a bare link shows the latest days.
 */
export function useBrokerSelection(screen: BrokerScreen) {
  const subject = SUBJECTS[screen];
  const [params, update] = useUrlParams();

  const rawSubject =
    screen === 'summary' ? readSymbolParam(params) : (params.get(subject.param) ?? '').toUpperCase();
  const code = subject.pattern.test(rawSubject) ? rawSubject : subject.fallback;
  const explicitDates = [
    ...new Set((params.get('dates') ?? '').split(',').filter((date) => ISO_DATE.test(date))),
  ].sort();
  const quick = oneOf<QuickSelect>(
    params.get('quick'),
    QUICK_SELECT_OPTIONS.map((option) => option.value),
    explicitDates.length > 0 ? 'custom' : DEFAULT_QUICK_SELECT,
  );
  const layout = oneOf<Layout>(params.get('layout'), ['horizontal', 'vertical'], subject.layout);
  const board = oneOf<TBoardFilter>(params.get('board'), BOARD_OPTIONS, 'RG');

  // Only one of the two lists is needed; the other query stays idle.
  const marketDates = useMarketTradeDates(screen === 'transaction');
  const tickerDates = useTradeDates(screen === 'summary' ? code : '', screen === 'summary');
  const tradeDatesQuery = screen === 'summary' ? tickerDates : marketDates;
  const tradeDates = tradeDatesQuery.data?.dates ?? [];

  const preset = quick === 'custom' ? DEFAULT_QUICK_SELECT : quick;
  const dates = explicitDates.length > 0 ? explicitDates : brokerPresetDates(screen, preset, tradeDates);

  const setCode = useCallback(
    (next: string) => update(screen === 'summary' ? symbolChange(next) : { [subject.param]: next }),
    [update, screen, subject.param],
  );

  const actions = useDateActions({
    dates,
    presetDates: (next) => brokerPresetDates(screen, next, tradeDates),
    addDateRange: (from, to) => addBrokerDateRange(screen, dates, from, to, tradeDates),
    update,
  });

  return {
    screen,
    code,
    dates,
    /** The days the URL names; empty when the screen shows the latest days. */
    explicitDates,
    quick,
    layout,
    board,
    tradeDates,
    tradeDatesQuery,
    update,
    setCode,
    ...actions,
  };
}

export type BrokerSelection = ReturnType<typeof useBrokerSelection>;
