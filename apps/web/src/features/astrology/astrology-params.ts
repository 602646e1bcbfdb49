import {
  ASTROLOGY_CALENDAR_YEARS,
  ASTROLOGY_ELEMENTS,
  ASTROLOGY_STOCKS,
  ASTROLOGY_ZODIACS,
  type TGetAstrologyQuery,
} from '@pantau/contracts';

export type Threshold = TGetAstrologyQuery['priceChange'];
export type SpikeTab = TGetAstrologyQuery['tab'];
export type PivotLevel = 'year' | 'month' | 'day';
export type PillarFilterKey =
  'yearElement' | 'yearZodiac' | 'monthElement' | 'monthZodiac' | 'dayElement' | 'dayZodiac';

/** What the API is asked, exactly as the URL holds it (defaults filled in). */
export type AstrologyQuery = {
  symbol: 'ALL' | (typeof ASTROLOGY_STOCKS)[number];
  priceChange: Threshold;
  spike: Threshold;
  tab: SpikeTab;
} & Record<PillarFilterKey, string>;

export type AstrologyScreen = {
  query: AstrologyQuery;
  showPivot: boolean;
  pivotBy: PivotLevel;
};

export type CalendarQuery = {
  symbol: (typeof ASTROLOGY_STOCKS)[number];
  /** YYYY-MM, or null for the month of the latest trading day. */
  month: string | null;
};

export const STOCK_OPTIONS = ['ALL', ...ASTROLOGY_STOCKS] as const;
export const THRESHOLD_OPTIONS: { value: Threshold; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: '5', label: 'Above 5%' },
  { value: '10', label: 'Above 10%' },
];
export const TAB_OPTIONS: { value: SpikeTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'year', label: 'By Year' },
  { value: 'month', label: 'By Month' },
  { value: 'day', label: 'By Day' },
];
export const PIVOT_OPTIONS: { value: PivotLevel; label: string }[] = [
  { value: 'year', label: 'Yearly' },
  { value: 'month', label: 'Monthly' },
  { value: 'day', label: 'Daily' },
];
export const PILLAR_FILTERS: { key: PillarFilterKey; label: string; options: readonly string[] }[] = [
  { key: 'yearElement', label: 'Year Element', options: ASTROLOGY_ELEMENTS },
  { key: 'yearZodiac', label: 'Year Zodiac', options: ASTROLOGY_ZODIACS },
  { key: 'monthElement', label: 'Month Element', options: ASTROLOGY_ELEMENTS },
  { key: 'monthZodiac', label: 'Month Zodiac', options: ASTROLOGY_ZODIACS },
  { key: 'dayElement', label: 'Day Element', options: ASTROLOGY_ELEMENTS },
  { key: 'dayZodiac', label: 'Day Zodiac', options: ASTROLOGY_ZODIACS },
];

const DEFAULT_CALENDAR_STOCK = 'BBRI';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * The Astrology screen's state from the URL (?symbol=&price=&spike=&tab=&pivot=&pivotBy= and the six
 * pillar selects). Unknown values fall back to the defaults, so a hand-edited link still loads.
 */
export function parseAstrologyParams(params: URLSearchParams): AstrologyScreen {
  const pillars = Object.fromEntries(
    PILLAR_FILTERS.map(({ key, options }) => [key, oneOf(params.get(key), [...options, 'ALL'], 'ALL')]),
  ) as Record<PillarFilterKey, string>;
  return {
    query: {
      symbol: oneOf(params.get('symbol')?.toUpperCase() ?? null, STOCK_OPTIONS, 'ALL'),
      priceChange: oneOf(params.get('price'), ['all', '5', '10'], 'all'),
      spike: oneOf(params.get('spike'), ['all', '5', '10'], 'all'),
      tab: oneOf(params.get('tab'), ['all', 'year', 'month', 'day'], 'all'),
      ...pillars,
    },
    showPivot: params.get('pivot') === '1',
    pivotBy: oneOf(params.get('pivotBy'), ['year', 'month', 'day'], 'year'),
  };
}

function inCalendarYears(month: string): boolean {
  const year = Number(month.slice(0, 4));
  return year >= ASTROLOGY_CALENDAR_YEARS.min && year <= ASTROLOGY_CALENDAR_YEARS.max;
}

/** The lunar sub-view's state from the URL (?symbol=&month=). */
export function parseCalendarParams(params: URLSearchParams): CalendarQuery {
  const month = params.get('month');
  return {
    symbol: oneOf(params.get('symbol')?.toUpperCase() ?? null, ASTROLOGY_STOCKS, DEFAULT_CALENDAR_STOCK),
    month: month !== null && MONTH.test(month) && inCalendarYears(month) ? month : null,
  };
}
