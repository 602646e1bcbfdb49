// Plain values only (no zod), so the web app can import them without pulling in the schema library.

/** Spec §9 timeframes, finest first; the first five are intraday. */
export const CHART_TIMEFRAMES = [
  '1M',
  '5M',
  '15M',
  '30M',
  '1H',
  '1D',
  '1W',
  '1MO',
  '3M',
  '6M',
  '1Y',
] as const;
export const INTRADAY_TIMEFRAMES = ['1M', '5M', '15M', '30M', '1H'] as const;

/** Spec §2 Astrology stock filter; ALL = the eight stocks together. */
export const ASTROLOGY_STOCKS = ['BBRI', 'BBCA', 'BMRI', 'BBNI', 'TLKM', 'ASII', 'UNVR', 'GGRM'] as const;
export const ASTROLOGY_ELEMENTS = ['Water', 'Earth', 'Wood', 'Fire', 'Metal'] as const;
export const ASTROLOGY_ZODIACS = [
  'Rat',
  'Ox',
  'Tiger',
  'Rabbit',
  'Dragon',
  'Snake',
  'Horse',
  'Goat',
  'Monkey',
  'Rooster',
  'Dog',
  'Pig',
] as const;

/** Years the calendar library covers comfortably; outside them a month is refused. */
export const ASTROLOGY_CALENDAR_YEARS = { min: 1901, max: 2099 } as const;
