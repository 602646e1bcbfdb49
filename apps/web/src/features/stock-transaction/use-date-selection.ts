import { useCallback } from 'react';
import { addDateRange, datesForQuickSelect, DEFAULT_QUICK_SELECT } from '@/lib/date-selection';
import { useTradeDates } from '@/lib/market-api';
import { symbolChange } from '@/lib/symbol-param';
import { useDateActions } from '@/lib/use-date-actions';
import { useSelectionParams } from './use-selection-params';

/**
 * Stock and dates of a Stock Transaction screen: the URL's explicit dates, or the Quick Select
 * preset applied to the stock's trade dates. `limitDates` adds the 7-date rule (Done Detail).
 */
export function useDateSelection({ limitDates }: { limitDates: boolean }) {
  const selection = useSelectionParams();
  const { ticker, explicitDates, quick } = selection;
  // A new stock or new dates start the trade list (Done Detail) at its first page again.
  const { update: updateParams } = selection;
  const update = useCallback(
    (changes: Record<string, string | null>) => updateParams({ ...changes, page: null }),
    [updateParams],
  );
  const tradeDatesQuery = useTradeDates(ticker);
  const tradeDates = tradeDatesQuery.data?.dates ?? [];

  const preset = quick === 'custom' ? DEFAULT_QUICK_SELECT : quick;
  const dates = explicitDates.length > 0 ? explicitDates : datesForQuickSelect(preset, tradeDates);

  const setTicker = useCallback((next: string) => update(symbolChange(next)), [update]);

  const actions = useDateActions({
    dates,
    presetDates: (next) => datesForQuickSelect(next, tradeDates),
    addDateRange: (from, to) => addDateRange(dates, from, to, tradeDates, { limitDates }),
    update,
  });

  return {
    ...selection,
    dates,
    tradeDates,
    tradeDatesQuery,
    setTicker,
    ...actions,
  };
}

export type DateSelection = ReturnType<typeof useDateSelection>;
