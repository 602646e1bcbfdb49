import { MAX_DATE_RANGE_DAYS } from '@pantau/contracts';
import {
  addDateRange,
  datesForQuickSelect,
  DATE_WARNINGS,
  rangeLengthDays,
  sortDates,
  type AddRangeResult,
  type QuickSelect,
} from '@/lib/date-selection';

/** Which of the two screens' date rules apply (spec §4, §5, §9). */
export type BrokerScreen = 'transaction' | 'summary';

type Preset = Exclude<QuickSelect, 'custom'>;

/** Broker Summary counts its presets in calendar days, not trading days (spec §9). */
const SUMMARY_CALENDAR_DAYS: Record<Preset, number> = { '1day': 1, '3days': 3, '1week': 7 };

const DAY_MS = 86_400_000;

function daysBefore(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The dates a Quick Select preset picks, oldest first. Broker Transaction takes the latest 1, 3 or
 * 5 trading days; Broker Summary the trading days among the last 1, 3 or 7 calendar days ending at
 * the latest trading day. `tradeDates` is the API's list, newest first.
 */
export function brokerPresetDates(
  screen: BrokerScreen,
  preset: Preset,
  tradeDates: readonly string[],
): string[] {
  if (screen === 'transaction') return datesForQuickSelect(preset, tradeDates);
  const latest = tradeDates[0];
  if (!latest) return [];
  const first = daysBefore(latest, SUMMARY_CALENDAR_DAYS[preset] - 1);
  return sortDates(tradeDates.filter((date) => date >= first && date <= latest));
}

/**
 * Adds from–to to the selection. Broker Transaction follows Done Detail: start after end, a range
 * over 7 days and a merged selection over 7 dates are refused with the spec's warnings. Broker
 * Summary ignores a start after the end (spec §5), refuses a range over 7 days, and keeps the
 * latest 7 dates of a larger merge, as Done Summary does.
 */
export function addBrokerDateRange(
  screen: BrokerScreen,
  selected: readonly string[],
  from: string,
  to: string,
  tradeDates: readonly string[],
): AddRangeResult {
  if (screen === 'summary' && from && to && from > to) return { kind: 'ignored' };
  if (screen === 'summary' && from && to && rangeLengthDays(from, to) > MAX_DATE_RANGE_DAYS) {
    return { kind: 'warning', warning: DATE_WARNINGS.rangeTooLong };
  }
  return addDateRange(selected, from, to, tradeDates, { limitDates: screen === 'transaction' });
}
