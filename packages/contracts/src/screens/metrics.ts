import { z } from 'zod';

/**
 * The metrics a screen rule, an alert or a watchlist column can name. Each is computed per stock on
 * the latest trading day from stored data (docs/decisions/031-custom-screens-and-alerts.md gives the
 * formulas; `description` is the short form shown in the app).
 */
export const SCREEN_METRIC_IDS = [
  'close',
  'change1d',
  'change5d',
  'change20d',
  'value',
  'volumeRatio20d',
  'distMa5',
  'distMa10',
  'distMa20',
  'distMa50',
  'distMa100',
  'distMa200',
  'maCross5x20',
  'maCross20x50',
  'maCross50x200',
  'rsi14',
  'newHigh20d',
  'newLow20d',
  'newHigh52w',
  'newLow52w',
  'accTop3',
  'accTop5',
  'accTop10',
  'bandarValue',
  'bandarValueMa10',
  'bandarValueMa20',
  'brokerNetLots',
  'brokerBuyDays',
  'foreignNet1d',
  'foreignNet5d',
  'foreignNet20d',
  'foreignStreak',
  'foreignNetMa10',
  'foreignNetMa20',
  'foreignOwnChange',
  'categoryOwnChange',
] as const;
export type TScreenMetricId = (typeof SCREEN_METRIC_IDS)[number];

/**
 * How a value reads and which operators fit it: numbers compare; a label (accumulation) or a cross
 * ('golden' | 'death' | 'none') is equal or not; a flag is true or false.
 */
export type TMetricKind = 'number' | 'label' | 'cross' | 'flag';
/** How the app formats a number: rupiah, percent, lots, days, a ratio (×) or a plain price/index. */
export type TMetricUnit = 'rupiah' | 'percent' | 'points' | 'lots' | 'days' | 'ratio' | 'price' | 'index';

export type TMetricGroup = 'Price & volume' | 'Bandarmology' | 'Foreign' | 'Ownership';

/** Parameters a metric needs: a broker code, a number of trading days, a KSEI holder category. */
export type TMetricParam = 'broker' | 'days' | 'category';

export type TMetricDefinition = {
  id: TScreenMetricId;
  label: string;
  group: TMetricGroup;
  kind: TMetricKind;
  unit?: TMetricUnit;
  params?: readonly TMetricParam[];
  description: string;
};

/** Accumulation labels, strongest accumulation first. */
export const ACCUMULATION_LABELS = [
  'Big Acc',
  'Normal Acc',
  'Small Acc',
  'Neutral',
  'Small Dist',
  'Normal Dist',
  'Big Dist',
] as const;
export type TAccumulationLabel = (typeof ACCUMULATION_LABELS)[number];

/**
 * The accumulation ratio R = (B − S) / (B + S), where B is the net value bought by the day's top-N
 * net buyers and S the net value sold by its top-N net sellers; R runs from −1 (only selling) to
 * +1 (only buying), 0 when nothing traded. The labels are symmetric around Neutral: an Acc label
 * applies from `min` up (R ≥ 0.5 Big Acc), a Dist label from `max` down (R ≤ −0.5 Big Dist), and
 * Neutral is −0.1 < R < 0.1.
 */
export const ACCUMULATION_THRESHOLDS: readonly { label: TAccumulationLabel; min?: number; max?: number }[] = [
  { label: 'Big Acc', min: 0.5 },
  { label: 'Normal Acc', min: 0.25 },
  { label: 'Small Acc', min: 0.1 },
  { label: 'Neutral' },
  { label: 'Small Dist', max: -0.1 },
  { label: 'Normal Dist', max: -0.25 },
  { label: 'Big Dist', max: -0.5 },
];

export const MA_CROSS_VALUES = ['golden', 'death', 'none'] as const;
export type TMaCross = (typeof MA_CROSS_VALUES)[number];

/** KSEI holder categories (data-sources.md): insurance, corporate, pension fund, bank, individual, mutual fund, securities company, foundation, others. */
export const KSEI_CATEGORIES = ['IS', 'CP', 'PF', 'IB', 'ID', 'MF', 'SC', 'FD', 'OT'] as const;
export type TKseiCategory = (typeof KSEI_CATEGORIES)[number];
export const KSEI_CATEGORY_NAMES: Record<TKseiCategory, string> = {
  IS: 'Insurance',
  CP: 'Corporate',
  PF: 'Pension fund',
  IB: 'Financial institution',
  ID: 'Individual',
  MF: 'Mutual fund',
  SC: 'Securities company',
  FD: 'Foundation',
  OT: 'Others',
};

const accThresholds =
  'R = (top-N buyers’ net − top-N sellers’ net) ÷ their sum: Big Acc ≥ 0.5, Normal Acc ≥ 0.25, Small Acc ≥ 0.1, Small Dist ≤ −0.1, Normal Dist ≤ −0.25, Big Dist ≤ −0.5, else Neutral';

export const SCREEN_METRICS: readonly TMetricDefinition[] = [
  {
    id: 'close',
    label: 'Close',
    group: 'Price & volume',
    kind: 'number',
    unit: 'price',
    description: 'Last close (Rp), adjusted for splits and rights',
  },
  {
    id: 'change1d',
    label: '% 1D',
    group: 'Price & volume',
    kind: 'number',
    unit: 'percent',
    description: 'Close vs the previous close, %',
  },
  {
    id: 'change5d',
    label: '% 5D',
    group: 'Price & volume',
    kind: 'number',
    unit: 'percent',
    description: 'Close vs the close 5 trading days earlier, %',
  },
  {
    id: 'change20d',
    label: '% 20D',
    group: 'Price & volume',
    kind: 'number',
    unit: 'percent',
    description: 'Close vs the close 20 trading days earlier, %',
  },
  {
    id: 'value',
    label: 'Value',
    group: 'Price & volume',
    kind: 'number',
    unit: 'rupiah',
    description: 'Rupiah traded today, all boards',
  },
  {
    id: 'volumeRatio20d',
    label: 'Vol / avg 20D',
    group: 'Price & volume',
    kind: 'number',
    unit: 'ratio',
    description: 'Today’s volume ÷ the average volume of the 20 trading days before it',
  },
  {
    id: 'distMa5',
    label: 'vs MA5',
    group: 'Price & volume',
    kind: 'number',
    unit: 'percent',
    description: '(close − MA5) ÷ MA5, %; MA = simple average of closes',
  },
  {
    id: 'distMa10',
    label: 'vs MA10',
    group: 'Price & volume',
    kind: 'number',
    unit: 'percent',
    description: '(close − MA10) ÷ MA10, %',
  },
  {
    id: 'distMa20',
    label: 'vs MA20',
    group: 'Price & volume',
    kind: 'number',
    unit: 'percent',
    description: '(close − MA20) ÷ MA20, %',
  },
  {
    id: 'distMa50',
    label: 'vs MA50',
    group: 'Price & volume',
    kind: 'number',
    unit: 'percent',
    description: '(close − MA50) ÷ MA50, %',
  },
  {
    id: 'distMa100',
    label: 'vs MA100',
    group: 'Price & volume',
    kind: 'number',
    unit: 'percent',
    description: '(close − MA100) ÷ MA100, %',
  },
  {
    id: 'distMa200',
    label: 'vs MA200',
    group: 'Price & volume',
    kind: 'number',
    unit: 'percent',
    description: '(close − MA200) ÷ MA200, %',
  },
  {
    id: 'maCross5x20',
    label: 'MA5 × MA20',
    group: 'Price & volume',
    kind: 'cross',
    description: 'golden: MA5 crossed above MA20 today; death: crossed below; none otherwise',
  },
  {
    id: 'maCross20x50',
    label: 'MA20 × MA50',
    group: 'Price & volume',
    kind: 'cross',
    description: 'golden: MA20 crossed above MA50 today; death: crossed below',
  },
  {
    id: 'maCross50x200',
    label: 'MA50 × MA200',
    group: 'Price & volume',
    kind: 'cross',
    description: 'golden: MA50 crossed above MA200 today; death: crossed below',
  },
  {
    id: 'rsi14',
    label: 'RSI 14',
    group: 'Price & volume',
    kind: 'number',
    unit: 'index',
    description: 'Wilder’s RSI over 14 closes (0–100)',
  },
  {
    id: 'newHigh20d',
    label: 'New 20D high',
    group: 'Price & volume',
    kind: 'flag',
    description: 'Today’s high is above every high of the previous 20 trading days',
  },
  {
    id: 'newLow20d',
    label: 'New 20D low',
    group: 'Price & volume',
    kind: 'flag',
    description: 'Today’s low is below every low of the previous 20 trading days',
  },
  {
    id: 'newHigh52w',
    label: 'New 52W high',
    group: 'Price & volume',
    kind: 'flag',
    description: 'Today’s high is above every high of the previous 250 trading days (or all held, if fewer)',
  },
  {
    id: 'newLow52w',
    label: 'New 52W low',
    group: 'Price & volume',
    kind: 'flag',
    description: 'Today’s low is below every low of the previous 250 trading days (or all held, if fewer)',
  },
  {
    id: 'accTop3',
    label: 'Top 3 Acc',
    group: 'Bandarmology',
    kind: 'label',
    description: `Today’s top-3 broker accumulation. ${accThresholds}`,
  },
  {
    id: 'accTop5',
    label: 'Top 5 Acc',
    group: 'Bandarmology',
    kind: 'label',
    description: `Today’s top-5 broker accumulation. ${accThresholds}`,
  },
  {
    id: 'accTop10',
    label: 'Top 10 Acc',
    group: 'Bandarmology',
    kind: 'label',
    description: `Today’s top-10 broker accumulation. ${accThresholds}`,
  },
  {
    id: 'bandarValue',
    label: 'Bandar value',
    group: 'Bandarmology',
    kind: 'number',
    unit: 'rupiah',
    description: 'Net value of the top-5 net buyers minus that of the top-5 net sellers today (Rp)',
  },
  {
    id: 'bandarValueMa10',
    label: 'Bandar MA10',
    group: 'Bandarmology',
    kind: 'number',
    unit: 'rupiah',
    description: 'Average bandar value of the last 10 trading days',
  },
  {
    id: 'bandarValueMa20',
    label: 'Bandar MA20',
    group: 'Bandarmology',
    kind: 'number',
    unit: 'rupiah',
    description: 'Average bandar value of the last 20 trading days',
  },
  {
    id: 'brokerNetLots',
    label: 'Broker net lots',
    group: 'Bandarmology',
    kind: 'number',
    unit: 'lots',
    params: ['broker', 'days'],
    description: 'Lots the named broker bought minus sold over the last N trading days',
  },
  {
    id: 'brokerBuyDays',
    label: 'Broker buy streak',
    group: 'Bandarmology',
    kind: 'number',
    unit: 'days',
    params: ['broker'],
    description: 'Trading days in a row, up to today, on which the named broker was a net buyer',
  },
  {
    id: 'foreignNet1d',
    label: 'Foreign net 1D',
    group: 'Foreign',
    kind: 'number',
    unit: 'rupiah',
    description: 'Foreign buy − sell shares today × the day’s average price (value ÷ volume)',
  },
  {
    id: 'foreignNet5d',
    label: 'Foreign net 5D',
    group: 'Foreign',
    kind: 'number',
    unit: 'rupiah',
    description: 'Sum of daily net foreign value over the last 5 trading days',
  },
  {
    id: 'foreignNet20d',
    label: 'Foreign net 20D',
    group: 'Foreign',
    kind: 'number',
    unit: 'rupiah',
    description: 'Sum of daily net foreign value over the last 20 trading days',
  },
  {
    id: 'foreignStreak',
    label: 'Foreign streak',
    group: 'Foreign',
    kind: 'number',
    unit: 'days',
    description: 'Days in a row of net foreign buying up to today (positive) or of net selling (negative)',
  },
  {
    id: 'foreignNetMa10',
    label: 'Foreign MA10',
    group: 'Foreign',
    kind: 'number',
    unit: 'rupiah',
    description: 'Average daily net foreign value of the last 10 trading days',
  },
  {
    id: 'foreignNetMa20',
    label: 'Foreign MA20',
    group: 'Foreign',
    kind: 'number',
    unit: 'rupiah',
    description: 'Average daily net foreign value of the last 20 trading days',
  },
  {
    id: 'foreignOwnChange',
    label: 'Foreign own. MoM',
    group: 'Ownership',
    kind: 'number',
    unit: 'points',
    description:
      'Foreign share of KSEI-held shares in the latest month minus the month before, percentage points',
  },
  {
    id: 'categoryOwnChange',
    label: 'Category own. MoM',
    group: 'Ownership',
    kind: 'number',
    unit: 'points',
    params: ['category'],
    description:
      'The KSEI category’s share (local and foreign together) in the latest month minus the month before, percentage points',
  },
];

export const SCREEN_METRIC_BY_ID: ReadonlyMap<TScreenMetricId, TMetricDefinition> = new Map(
  SCREEN_METRICS.map((metric) => [metric.id, metric]),
);

/** Longest window a broker metric may ask for: the rollups a screen reads stay small. */
export const METRIC_MAX_DAYS = 60;

export const ZMetricRefSchema = z
  .object({
    id: z.enum(SCREEN_METRIC_IDS, { error: 'Unknown metric' }),
    broker: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Broker code must be two letters')
      // An overwrite, not a transform: answers carrying refs are encoded through this schema too.
      .toUpperCase()
      .optional(),
    days: z
      .number()
      .int()
      .min(1, 'Days must be 1 or more')
      .max(METRIC_MAX_DAYS, `Days must be at most ${METRIC_MAX_DAYS}`)
      .optional(),
    category: z.enum(KSEI_CATEGORIES, { error: 'Unknown KSEI category' }).optional(),
  })
  .superRefine((ref, context) => {
    const params = SCREEN_METRIC_BY_ID.get(ref.id)?.params ?? [];
    for (const param of ['broker', 'days', 'category'] as const) {
      const needed = params.includes(param);
      if (needed && ref[param] === undefined) {
        context.addIssue({
          code: 'custom',
          message: `${SCREEN_METRIC_BY_ID.get(ref.id)?.label} needs a ${param}`,
          path: [param],
        });
      }
      if (!needed && ref[param] !== undefined) {
        context.addIssue({
          code: 'custom',
          message: `${SCREEN_METRIC_BY_ID.get(ref.id)?.label} takes no ${param}`,
          path: [param],
        });
      }
    }
  });
export type TMetricRef = z.infer<typeof ZMetricRefSchema>;

/** One string per metric and its parameters, e.g. 'close', 'brokerNetLots:YP:5', 'categoryOwnChange:MF'. */
export function metricKey(ref: TMetricRef): string {
  return [ref.id, ref.broker, ref.days, ref.category].filter((part) => part !== undefined).join(':');
}

/** A metric and its parameters as members read it, e.g. 'Broker net lots YP 5D'. */
export function metricLabel(ref: TMetricRef): string {
  const base = SCREEN_METRIC_BY_ID.get(ref.id)?.label ?? ref.id;
  const parts = [base, ref.broker, ref.days === undefined ? undefined : `${ref.days}D`, ref.category];
  return parts.filter((part) => part !== undefined).join(' ');
}

/** The ref a key from `metricKey` stands for ('brokerNetLots:YP:5'); null for an unknown metric. */
export function metricRefOfKey(key: string): TMetricRef | null {
  const [id, ...rest] = key.split(':');
  const metric = SCREEN_METRIC_BY_ID.get(id as TScreenMetricId);
  if (!metric) return null;
  const ref: Record<string, string | number> = { id: metric.id };
  (metric.params ?? []).forEach((param, index) => {
    const raw = rest[index];
    if (raw !== undefined) ref[param] = param === 'days' ? Number(raw) : raw;
  });
  return ref as TMetricRef;
}

/** A metric's value on a stock: null when the data needed is missing (too few days, no ownership). */
export type TMetricValue = number | string | boolean | null;
export const ZMetricValueSchema = z.union([z.number(), z.string(), z.boolean(), z.null()]);
