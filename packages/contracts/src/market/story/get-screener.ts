import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';

const percent = z.number().nullable();
const maFlag = z.enum(['v', 'x']).nullable();

/** Story heat-map screener row (spec §3 "screener row"). Changes are percent; null = too little history. */
export const ZScreenerRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  sectorName: z.string(),
  /** Last close. */
  price: z.number(),
  /** Shares traded on the last bar. */
  volume: z.number(),
  /** Date of the last bar (older than asOf for a suspended stock). */
  lastDate: ZIsoDateSchema,
  suspend: z.boolean(),
  specialNotice: z.enum(['none', 'Split', 'Dividend', 'Rights', 'Bonus', 'Suspend']),
  dates: z.object({
    'W-4': percent,
    'W-3': percent,
    'W-2': percent,
    'W-1': percent,
    'D-4': percent,
    'D-3': percent,
    'D-2': percent,
    'D-1': percent,
    D0: percent,
  }),
  percent1d: percent,
  volumeChanges: z.object({
    vol1d: percent,
    vol3d: percent,
    vol5d: percent,
    vol10d: percent,
    vol20d: percent,
    vol50d: percent,
    vol100d: percent,
  }),
  maIndicators: z.object({
    ma5: maFlag,
    ma10: maFlag,
    ma20: maFlag,
    ma50: maFlag,
    ma100: maFlag,
    ma200: maFlag,
  }),
  movingAverage: z.object({
    ma5: percent,
    ma10: percent,
    ma20: percent,
    ma50: percent,
    ma100: percent,
    ma200: percent,
  }),
});
export type TScreenerRow = z.infer<typeof ZScreenerRowSchema>;

export const ZGetScreenerDataSchema = z.object({ asOf: ZIsoDateSchema, rows: z.array(ZScreenerRowSchema) });
export type TGetScreenerData = z.infer<typeof ZGetScreenerDataSchema>;
export const ZGetScreenerResponseSchema = okEnvelope(ZGetScreenerDataSchema);
