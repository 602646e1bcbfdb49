import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZIsoDateSchema } from '../market/common.ts';

export const HOLIDAY_MESSAGES = {
  notFound: 'Holiday not found',
  weekend: 'The exchange never trades at weekends: only weekdays are holidays',
  nameTooLong: 'Name is too long',
} as const;

export const ZHolidaySchema = z.object({ date: ZIsoDateSchema, name: z.string() });
export type THoliday = z.infer<typeof ZHolidaySchema>;

/**
 * `GET /api/admin/holidays?year=2026` — the exchange holidays of a year (weekdays the market is
 * closed), by date, and the years that have an exchange calendar. Default year: the last stored day's.
 */
export const ZListHolidaysQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(2100).optional(),
});
export const ZListHolidaysDataSchema = z.object({
  year: z.number().int(),
  holidays: z.array(ZHolidaySchema),
  years: z.array(z.number().int()),
});
export type TListHolidaysData = z.infer<typeof ZListHolidaysDataSchema>;
export const ZListHolidaysResponseSchema = okEnvelope(ZListHolidaysDataSchema);

/** `PUT /api/admin/holidays/:date` `{ name }` adds or renames; `DELETE /api/admin/holidays/:date`. */
export const ZHolidayParamsSchema = z.object({ date: ZIsoDateSchema });
export const ZPutHolidayRequestSchema = z.object({
  name: z.string().trim().max(120, HOLIDAY_MESSAGES.nameTooLong).default(''),
});
export type TPutHolidayRequest = z.input<typeof ZPutHolidayRequestSchema>;
export const ZPutHolidayResponseSchema = okEnvelope(ZHolidaySchema);
export const ZDeleteHolidayResponseSchema = okEnvelope(z.object({ date: ZIsoDateSchema }));
