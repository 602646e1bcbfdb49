import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../common.ts';
import { ZBoardFilterSchema, ZDateListSchema, ZDoneCellSchema } from './flow-shapes.ts';

/**
 * GET /api/market/done-summary?symbol=BBCA&dates=2026-11-18,2026-11-19&board=ALL&view=summary.
 * At most 7 dates ('Maksimal rentang tanggal adalah 7 hari'); a date without trades gives empty
 * (zero) columns and is listed in `datesWithoutData`.
 */
export const ZGetDoneSummaryQuerySchema = z.object({
  symbol: ZSymbolSchema,
  dates: ZDateListSchema,
  board: ZBoardFilterSchema.default('ALL'),
  view: z.enum(['summary', 'broker']).default('summary'),
});
export type TGetDoneSummaryQuery = z.infer<typeof ZGetDoneSummaryQuerySchema>;

/** A price row: `cells[i]` is the column group of `dates[i]`. */
export const ZDoneSummaryRowSchema = z.object({
  price: z.number(),
  cells: z.array(ZDoneCellSchema),
});

/** A Broker Breakdown row: one broker's side of the trades at a price (B its buys, S its sells). */
export const ZBrokerBreakdownRowSchema = ZDoneSummaryRowSchema.extend({ broker: z.string() });

const common = {
  asOf: ZIsoDateSchema,
  symbol: z.string(),
  board: ZBoardFilterSchema,
  /** Oldest first; every per-date array lines up with this one. */
  dates: z.array(ZIsoDateSchema),
  datesWithoutData: z.array(ZIsoDateSchema),
  /** The TOTAL row (summary) or ALL row (broker), one cell per date. */
  total: z.array(ZDoneCellSchema),
  /** Largest value of each column over the rows, one cell per date: the cells shown bold. */
  columnMax: z.array(ZDoneCellSchema),
};

export const ZGetDoneSummaryDataSchema = z.discriminatedUnion('view', [
  z.object({
    view: z.literal('summary'),
    ...common,
    /** Price descending. */
    rows: z.array(ZDoneSummaryRowSchema),
  }),
  z.object({
    view: z.literal('broker'),
    ...common,
    /** Price descending, then the broker's lots over the dates descending, then code. */
    rows: z.array(ZBrokerBreakdownRowSchema),
  }),
]);
export type TGetDoneSummaryData = z.infer<typeof ZGetDoneSummaryDataSchema>;
export const ZGetDoneSummaryResponseSchema = okEnvelope(ZGetDoneSummaryDataSchema);
