import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZPlanSchema } from './common.ts';

/** GET /api/subscription/plans (public). */
export const ZListPlansDataSchema = z.object({ plans: z.array(ZPlanSchema) });
export type TListPlansData = z.infer<typeof ZListPlansDataSchema>;
export const ZListPlansResponseSchema = okEnvelope(ZListPlansDataSchema);
