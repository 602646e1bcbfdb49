// Plain values only (no zod), so the web app can import them without pulling in the schema library.

/** Spec §5: 'Tanggal mulai harus sebelum tanggal akhir' / 'Maksimal rentang tanggal adalah 7 hari'. */
export const DATE_MESSAGES = {
  startAfterEnd: 'Tanggal mulai harus sebelum tanggal akhir',
  rangeTooLong: 'Maksimal rentang tanggal adalah 7 hari',
  tooManyDates: 'Maksimal 7 tanggal yang bisa dipilih',
  unknownTicker: 'No tickers found',
  unknownBroker: 'No brokers found',
} as const;

export const MAX_DATE_RANGE_DAYS = 7;
export const MAX_SELECTED_DATES = 7;
