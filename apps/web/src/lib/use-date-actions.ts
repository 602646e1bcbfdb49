import { toast } from '@/ui/toaster';
import { DATE_WARNINGS, removeDate, type AddRangeResult, type QuickSelect } from './date-selection';
import { formatShortDate } from './format';
import type { UrlChanges } from './use-url-params';

type Preset = Exclude<QuickSelect, 'custom'>;

type Options = {
  /** The dates on screen, oldest first. */
  dates: readonly string[];
  /** The dates a preset picks (each screen counts its presets its own way). */
  presetDates: (preset: Preset) => string[];
  /** The screen's from–to rule (spec §5). */
  addDateRange: (from: string, to: string) => AddRangeResult;
  update: (changes: UrlChanges) => void;
};

/**
 * What the date card does with a screen's dates, written to the URL as `quick` and `dates`: Quick
 * Select, Custom's Clear, from–to with the spec's warnings as toasts, and chip removal.
 */
export function useDateActions({ dates, presetDates, addDateRange, update }: Options) {
  const chooseQuickSelect = (next: QuickSelect) => {
    if (next === 'custom') {
      update({ quick: 'custom', dates: dates.join(',') });
      return;
    }
    const picked = presetDates(next);
    update({ quick: next, dates: picked.length > 0 ? picked.join(',') : null });
  };

  /** Custom's Clear: back to the latest single trading day. */
  const clear = () => {
    const latest = presetDates('1day');
    update({ quick: 'custom', dates: latest.length > 0 ? latest.join(',') : null });
  };

  /** Adds from–to; true when the inputs should be cleared. */
  const addRange = (from: string, to: string): boolean => {
    const result = addDateRange(from, to);
    if (result.kind === 'ignored') return false;
    if (result.kind === 'warning') {
      toast.warning(result.warning.title, { description: result.warning.message });
      return false;
    }
    if (result.dropped && result.dropped.length > 0) {
      const { title, message } = DATE_WARNINGS.tooManyDates;
      toast.warning(title, {
        description: `${message}. Tanggal terlama tidak dipakai: ${result.dropped.map(formatShortDate).join('; ')}`,
      });
    }
    update({ quick: 'custom', dates: result.dates.join(',') });
    return true;
  };

  const remove = (date: string) => {
    const next = removeDate(dates, date);
    if (next.length === dates.length) return;
    update({ quick: 'custom', dates: next.join(',') });
  };

  return { chooseQuickSelect, clear, addRange, remove };
}
