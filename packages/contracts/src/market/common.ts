import { z } from 'zod';

export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2100;

/**
 * Exchange date, 'YYYY-MM-DD', between 1900 and 2100: the calendar format alone admits year 0000,
 * which PostgreSQL refuses, and no market data lies outside these years.
 */
export const ZIsoDateSchema = z.iso.date({ error: 'Dates must be written YYYY-MM-DD' }).refine(
  (value) => {
    const year = Number(value.slice(0, 4));
    return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
  },
  { error: `Dates must lie between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}` },
);

/** Ticker codes are typed in any case; the API upper-cases them. */
export const ZSymbolSchema = z
  .string({ error: 'Stock code is required' })
  .trim()
  .min(1, 'Stock code is required')
  .max(12, 'No tickers found')
  .transform((value) => value.toUpperCase());

export const ZBrokerCodeSchema = z
  .string({ error: 'Broker code is required' })
  .trim()
  .min(2, 'No brokers found')
  .max(4, 'No brokers found')
  .transform((value) => value.toUpperCase());

/** A comma-separated list in a query string, e.g. `dates=2026-11-19,2026-11-20`. */
export const commaSeparated = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** Every market answer says which trading day its end-of-day data is complete up to. */
export const ZAsOfSchema = z.object({ asOf: ZIsoDateSchema });
