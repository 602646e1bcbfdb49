import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

/**
 * GET /api/subscription/snap-config (public): how the browser loads Snap.
 * Load `<script src={scriptUrl} data-client-key={clientKey}>`, then `window.snap.pay(token, {...})`.
 * In sandbox mode scriptUrl is our own /sandbox/midtrans/snap/snap.js.
 */
export const ZGetSnapConfigDataSchema = z.object({
  gateway: z.enum(['sandbox', 'midtrans']),
  scriptUrl: z.string(),
  clientKey: z.string(),
});
export type TGetSnapConfigData = z.infer<typeof ZGetSnapConfigDataSchema>;
export const ZGetSnapConfigResponseSchema = okEnvelope(ZGetSnapConfigDataSchema);
