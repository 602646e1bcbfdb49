import { useCallback } from 'react';
import { toast } from '@/ui/toaster';
import {
  addDateRange,
  datesForQuickSelect,
  DEFAULT_QUICK_SELECT,
  removeDate,
  type QuickSelect,
} from '@/lib/date-selection';
import { useTradeDates } from '@/lib/market-api';
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

  const setTicker = useCallback((next: string) => update({ ticker: next }), [update]);

  const chooseQuickSelect = (next: QuickSelect) => {
    if (next === 'custom') {
      update({ quick: 'custom', dates: dates.join(',') });
      return;
    }
    const presetDates = datesForQuickSelect(next, tradeDates);
    update({ quick: next, dates: presetDates.length > 0 ? presetDates.join(',') : null });
  };

  /** Custom's Clear: back to the latest single trading day. */
  const clear = () => {
    const latest = datesForQuickSelect('1day', tradeDates);
    update({ quick: 'custom', dates: latest.length > 0 ? latest.join(',') : null });
  };

  /** Adds from–to; true when the inputs should be cleared. */
  const addRange = (from: string, to: string): boolean => {
    const result = addDateRange(dates, from, to, tradeDates, { limitDates });
    if (result.kind === 'ignored') return false;
    if (result.kind === 'warning') {
      toast.warning(result.warning.title, { description: result.warning.message });
      return false;
    }
    update({ quick: 'custom', dates: result.dates.join(',') });
    return true;
  };

  const remove = (date: string) => {
    const next = removeDate(dates, date);
    if (next.length === dates.length) return;
    update({ quick: 'custom', dates: next.join(',') });
  };

  return {
    ...selection,
    dates,
    tradeDates,
    tradeDatesQuery,
    setTicker,
    chooseQuickSelect,
    clear,
    addRange,
    remove,
  };
}

export type DateSelection = ReturnType<typeof useDateSelection>;
