import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZIsoDateSchema } from './common.ts';

export const ZMarketSessionStateSchema = z.enum([
  'pre-opening',
  'session-1',
  'lunch-break',
  'session-2',
  'pre-closing',
  'post-closing',
  'closed',
  'holiday',
]);
export type TMarketSessionState = z.infer<typeof ZMarketSessionStateSchema>;

/** GET /api/market/session: where the exchange's day (WIB) stands now. */
export const ZGetMarketSessionDataSchema = z.object({
  state: ZMarketSessionStateSchema,
  /** The exchange date now. */
  date: ZIsoDateSchema,
  startsAt: z.iso.datetime({ offset: true }),
  /** When the state changes; for closed and holiday, the next trading day's pre-opening (08:45). */
  endsAt: z.iso.datetime({ offset: true }),
  nextState: ZMarketSessionStateSchema,
});
export type TGetMarketSessionData = z.infer<typeof ZGetMarketSessionDataSchema>;
export const ZGetMarketSessionResponseSchema = okEnvelope(ZGetMarketSessionDataSchema);
