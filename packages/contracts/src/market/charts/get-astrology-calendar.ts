import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZAsOfSchema, ZIsoDateSchema } from '../common.ts';
import {
  ASTROLOGY_CALENDAR_YEARS,
  ASTROLOGY_ELEMENTS,
  ASTROLOGY_STOCKS,
  ASTROLOGY_ZODIACS,
} from './chart-constants.ts';

const ZMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Month must be written YYYY-MM' })
  .refine(
    (month) => {
      const year = Number(month.slice(0, 4));
      return year >= ASTROLOGY_CALENDAR_YEARS.min && year <= ASTROLOGY_CALENDAR_YEARS.max;
    },
    { error: `Month must fall in ${ASTROLOGY_CALENDAR_YEARS.min}-${ASTROLOGY_CALENDAR_YEARS.max}` },
  );

export const ZGetAstrologyCalendarQuerySchema = z.object({
  symbol: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(ASTROLOGY_STOCKS, { error: 'No stocks found' }).default('BBRI'),
  ),
  /** YYYY-MM; omitted: the month of the latest trading day. */
  month: ZMonthSchema.optional(),
});
export type TGetAstrologyCalendarQuery = z.infer<typeof ZGetAstrologyCalendarQuerySchema>;

export const ZCalendarPillarSchema = z.object({
  stem: z.string(),
  branch: z.string(),
  /** e.g. '甲子' */
  chinese: z.string(),
  element: z.enum(ASTROLOGY_ELEMENTS),
  polarity: z.enum(['Yang', 'Yin']),
  zodiac: z.enum(ASTROLOGY_ZODIACS),
});
export type TCalendarPillar = z.infer<typeof ZCalendarPillarSchema>;

export const ZAstrologyCalendarDaySchema = z.object({
  date: ZIsoDateSchema,
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int().min(0).max(6),
  year: ZCalendarPillarSchema,
  month: ZCalendarPillarSchema,
  day: ZCalendarPillarSchema,
  /** The stock's astrology record of that day; null on days it did not trade (or its first bar). */
  trading: z
    .object({
      close: z.number(),
      priceChange: z.number(),
      spikeChange: z.number(),
      avgChange: z.number(),
      isRising: z.boolean(),
    })
    .nullable(),
});
export type TAstrologyCalendarDay = z.infer<typeof ZAstrologyCalendarDaySchema>;

export const ZGetAstrologyCalendarDataSchema = ZAsOfSchema.extend({
  symbol: z.enum(ASTROLOGY_STOCKS),
  month: z.string(),
  previousMonth: z.string().nullable(),
  nextMonth: z.string().nullable(),
  /** First and last day the stock has records; the screen's month navigation stays near them. */
  firstDate: ZIsoDateSchema.nullable(),
  lastDate: ZIsoDateSchema.nullable(),
  tradingDays: z.number().int(),
  days: z.array(ZAstrologyCalendarDaySchema),
});
export type TGetAstrologyCalendarData = z.infer<typeof ZGetAstrologyCalendarDataSchema>;
export const ZGetAstrologyCalendarResponseSchema = okEnvelope(ZGetAstrologyCalendarDataSchema);
