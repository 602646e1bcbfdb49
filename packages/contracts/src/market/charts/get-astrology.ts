import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZAsOfSchema, ZIsoDateSchema } from '../common.ts';
import { ASTROLOGY_ELEMENTS, ASTROLOGY_STOCKS, ASTROLOGY_ZODIACS } from './chart-constants.ts';

const capitalized = (value: unknown) =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim().charAt(0).toUpperCase() + value.trim().slice(1).toLowerCase()
    : undefined;
/** '', 'all' or omitted: no filter. Names are case-insensitive. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (capitalized(value) === 'All' ? 'ALL' : capitalized(value)),
    z.enum([...values, 'ALL']).default('ALL'),
  );
/** Spec: All, Above 5%, Above 10% (strictly above). */
const threshold = z.enum(['all', '5', '10']).default('all');

export const ZGetAstrologyQuerySchema = z.object({
  symbol: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(['ALL', ...ASTROLOGY_STOCKS], { error: 'No stocks found' }).default('ALL'),
  ),
  priceChange: threshold,
  spike: threshold,
  yearElement: choice(ASTROLOGY_ELEMENTS),
  monthElement: choice(ASTROLOGY_ELEMENTS),
  dayElement: choice(ASTROLOGY_ELEMENTS),
  yearZodiac: choice(ASTROLOGY_ZODIACS),
  monthZodiac: choice(ASTROLOGY_ZODIACS),
  dayZodiac: choice(ASTROLOGY_ZODIACS),
  tab: z.enum(['all', 'year', 'month', 'day']).default('all'),
});
export type TGetAstrologyQuery = z.infer<typeof ZGetAstrologyQuerySchema>;

const ZElementSchema = z.enum(ASTROLOGY_ELEMENTS);
const ZZodiacSchema = z.enum(ASTROLOGY_ZODIACS);

/** Spec §3 astrology record, plus the year and month pillars the filters use. */
export const ZAstrologyRecordSchema = z.object({
  id: z.string(),
  date: ZIsoDateSchema,
  yearStem: z.string(),
  monthStem: z.string(),
  dayStem: z.string(),
  /** The day stem's element and the day branch's animal. */
  element: ZElementSchema,
  zodiac: ZZodiacSchema,
  yearElement: ZElementSchema,
  yearZodiac: ZZodiacSchema,
  monthElement: ZElementSchema,
  monthZodiac: ZZodiacSchema,
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  prevClose: z.number(),
  volume: z.number(),
  /** % close vs previous close. */
  priceChange: z.number(),
  /** % volume vs the mean of up to 20 previous days. */
  spikeChange: z.number(),
  /** (priceChange + spikeChange) / 2 */
  avgChange: z.number(),
  /** avgChange above 5. */
  isRising: z.boolean(),
  stock: z.string(),
});
export type TAstrologyRecord = z.infer<typeof ZAstrologyRecordSchema>;

export const ZSpikeGroupSchema = z.object({
  /** 'All' or the pillar, e.g. 'Jia-Chen'. */
  key: z.string(),
  /** 'All' or e.g. 'Wood Dragon'. */
  label: z.string(),
  /** avgChange above 5, highest first, at most 10. */
  records: z.array(ZAstrologyRecordSchema),
});

export const ZElementStatsSchema = z.object({
  element: ZElementSchema,
  count: z.number().int(),
  risingCount: z.number().int(),
  averageChange: z.number(),
});

export const ZPivotRowSchema = z.object({
  element: ZElementSchema,
  zodiac: ZZodiacSchema,
  label: z.string(),
  count: z.number().int(),
  risingCount: z.number().int(),
  risingRate: z.number(),
  averageChange: z.number(),
  averagePriceChange: z.number(),
  averageSpikeChange: z.number(),
});

export const ZGetAstrologyDataSchema = ZAsOfSchema.extend({
  /** Records of the chosen stock(s) before the other filters ("Input Data Astrology"). */
  totalRecords: z.number().int(),
  /** Records left after every filter; the lists below are computed over these. */
  matchingRecords: z.number().int(),
  /** First and last trading day covered. */
  from: ZIsoDateSchema.nullable(),
  to: ZIsoDateSchema.nullable(),
  tab: z.enum(['all', 'year', 'month', 'day']),
  highestSpikes: z.array(ZSpikeGroupSchema),
  /** Per element of the day stem, in card order Water, Earth, Wood, Fire, Metal. */
  elementAnalysis: z.array(ZElementStatsSchema),
  /** Per element–shio combination of the yearly, monthly and daily pillar. */
  pivot: z.object({
    year: z.array(ZPivotRowSchema),
    month: z.array(ZPivotRowSchema),
    day: z.array(ZPivotRowSchema),
  }),
});
export type TGetAstrologyData = z.infer<typeof ZGetAstrologyDataSchema>;
export const ZGetAstrologyResponseSchema = okEnvelope(ZGetAstrologyDataSchema);
