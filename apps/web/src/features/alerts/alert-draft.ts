import {
  METRIC_MAX_DAYS,
  type TAlertTarget,
  type TScreenOperator,
  type TScreenRule,
} from '@pantau/contracts';
import { formatThreshold } from './alert-format';

export const LABEL_METRICS = [
  { value: 'accTop3', label: 'Top 3 Acc' },
  { value: 'accTop5', label: 'Top 5 Acc' },
  { value: 'accTop10', label: 'Top 10 Acc' },
] as const;
export type LabelMetric = (typeof LABEL_METRICS)[number]['value'];

type RuleKind = {
  label: string;
  valueLabel: string;
  metric: 'close' | 'change1d' | 'volumeRatio20d' | 'brokerNetLots' | 'foreignStreak';
  op: TScreenOperator;
  /** The member types how far the price falls; the rule compares with its negative. */
  negate?: boolean;
  wholeNumber?: boolean;
  allowZero?: boolean;
  describe: (value: string, draft: AlertDraft) => string;
};

/** The single-rule alerts the form offers; a rule over several metrics is made from a screen. */
export const RULE_KINDS = {
  priceAbove: {
    label: 'Price rises above X',
    valueLabel: 'Price (Rp)',
    metric: 'close',
    op: 'gt',
    describe: (value) => `price above ${value}`,
  },
  priceBelow: {
    label: 'Price falls below X',
    valueLabel: 'Price (Rp)',
    metric: 'close',
    op: 'lt',
    describe: (value) => `price below ${value}`,
  },
  changeUp: {
    label: '% change today at least X',
    valueLabel: 'Rise (%)',
    metric: 'change1d',
    op: 'gte',
    describe: (value) => `up ${value}% today`,
  },
  changeDown: {
    label: '% change today at most −X',
    valueLabel: 'Fall (%)',
    metric: 'change1d',
    op: 'lte',
    negate: true,
    describe: (value) => `down ${value}% today`,
  },
  volumeSpike: {
    label: 'Volume spike: at least X× the 20-day average',
    valueLabel: 'Times the average',
    metric: 'volumeRatio20d',
    op: 'gte',
    describe: (value) => `volume ${value}× average`,
  },
  brokerNet: {
    label: 'Broker net buy above X lots over N days',
    valueLabel: 'Net buy (lots)',
    metric: 'brokerNetLots',
    op: 'gt',
    allowZero: true,
    describe: (value, draft) =>
      `${draft.broker.trim().toUpperCase()} net buy above ${value} lots in ${draft.days.trim()}D`,
  },
  foreignStreak: {
    label: 'Foreign buying streak reaches N days',
    valueLabel: 'Days in a row',
    metric: 'foreignStreak',
    op: 'gte',
    wholeNumber: true,
    describe: (value) => `foreign buying ${value} days`,
  },
} satisfies Record<string, RuleKind>;

export type AlertKind = keyof typeof RULE_KINDS | 'labelChange';

export const ALERT_KIND_OPTIONS: { value: AlertKind; label: string }[] = [
  ...Object.entries(RULE_KINDS).map(([value, kind]) => ({ value: value as AlertKind, label: kind.label })),
  { value: 'labelChange', label: 'Accumulation label changes' },
];

export type AlertDraft = {
  symbol: string;
  kind: AlertKind;
  value: string;
  broker: string;
  days: string;
  labelMetric: LabelMetric;
};

export type DraftField = 'symbol' | 'value' | 'broker' | 'days';
export type DraftResult =
  | { ok: true; target: TAlertTarget; name: string }
  | { ok: false; errors: Partial<Record<DraftField, string>> };

function readValue(text: string, kind: RuleKind): number | string {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  if (kind.wholeNumber) {
    return Number.isInteger(value) && value >= 1 ? value : 'Enter a whole number, 1 or more';
  }
  if (kind.allowZero) return Number.isFinite(value) && value >= 0 ? value : 'Enter 0 or more';
  return Number.isFinite(value) && value > 0 ? value : 'Enter a number above 0';
}

function readDays(text: string): number | string {
  const days = Number(text);
  return text.trim() !== '' && Number.isInteger(days) && days >= 1 && days <= METRIC_MAX_DAYS
    ? days
    : `Enter 1 to ${METRIC_MAX_DAYS} days`;
}

function ruleOf(kind: RuleKind, value: number, draft: AlertDraft): TScreenRule {
  const metric =
    kind.metric === 'brokerNetLots'
      ? { id: kind.metric, broker: draft.broker.trim().toUpperCase(), days: Number(draft.days) }
      : { id: kind.metric };
  return { metric, op: kind.op, right: { kind: 'value', value: kind.negate ? -value : value } };
}

/** The target the server expects for what the form says, and the name it suggests; or what is wrong. */
export function readDraft(draft: AlertDraft): DraftResult {
  const errors: Partial<Record<DraftField, string>> = {};
  const symbol = draft.symbol.trim();
  if (symbol === '') errors.symbol = 'Choose a stock';

  if (draft.kind === 'labelChange') {
    if (errors.symbol) return { ok: false, errors };
    const label = LABEL_METRICS.find((metric) => metric.value === draft.labelMetric)?.label;
    return {
      ok: true,
      target: { kind: 'label', symbol, metric: { id: draft.labelMetric } },
      name: `${symbol} ${label} label changes`,
    };
  }

  const kind: RuleKind = RULE_KINDS[draft.kind];
  const value = readValue(draft.value, kind);
  if (typeof value === 'string') errors.value = value;
  if (kind.metric === 'brokerNetLots') {
    if (!/^[A-Za-z]{2}$/.test(draft.broker.trim())) errors.broker = 'Broker code must be two letters';
    const days = readDays(draft.days);
    if (typeof days === 'string') errors.days = days;
  }
  if (typeof value === 'string' || Object.keys(errors).length > 0) return { ok: false, errors };

  const definition = {
    combine: 'and' as const,
    groups: [{ combine: 'and' as const, rules: [ruleOf(kind, value, draft)] }],
  };
  return {
    ok: true,
    target: { kind: 'condition', symbol, definition },
    name: `${symbol} ${kind.describe(formatThreshold(value), draft)}`,
  };
}
