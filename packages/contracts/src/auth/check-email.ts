import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZEmailRequestSchema } from './fields.ts';

export const ZCheckEmailRequestSchema = ZEmailRequestSchema;
export type TCheckEmailRequest = z.infer<typeof ZCheckEmailRequestSchema>;
export const ZCheckEmailDataSchema = z.object({ exists: z.boolean() });
export type TCheckEmailData = z.infer<typeof ZCheckEmailDataSchema>;
export const ZCheckEmailResponseSchema = okEnvelope(ZCheckEmailDataSchema);
