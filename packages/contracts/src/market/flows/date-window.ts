import { ZIsoDateSchema } from '../common.ts';
import { ZDateListSchema } from './flow-shapes.ts';

/** The broker screens' dates: a from/to range, or a list of picked dates (oldest first). */
export const ZDateWindowFields = {
  from: ZIsoDateSchema.optional(),
  to: ZIsoDateSchema.optional(),
  dates: ZDateListSchema.optional(),
};

/** Either both of from/to or `dates` must be given. */
export function requireDateWindow(ctx: {
  value: { from?: string; to?: string; dates?: string[] };
  issues: unknown[];
}) {
  const { from, to, dates } = ctx.value;
  if (dates && dates.length > 0) return;
  if (from && to) return;
  ctx.issues.push({
    code: 'custom',
    input: ctx.value,
    message: 'Dates are required',
    path: [from ? 'to' : 'from'],
  });
}
