import {
  KSEI_CATEGORIES,
  SCREEN_METRIC_BY_ID,
  SCREEN_METRICS,
  type TKseiCategory,
  type TMetricKind,
  type TMetricParam,
  type TMetricRef,
  type TScreenMetricId,
  type TScreenOperator,
} from '@pantau/contracts';

export type Combine = 'and' | 'or';

/**
 * A metric as the builder holds it: every parameter as typed, also those the metric does not take,
 * so switching to another broker metric keeps the broker code.
 */
export type DraftMetric = { id: TScreenMetricId; broker: string; days: string; category: TKseiCategory };

/** `value` is the right side as text ('1000000000', 'Big Acc', 'golden', 'true'); `other` the metric. */
export type DraftRule = {
  key: number;
  metric: DraftMetric;
  op: TScreenOperator;
  compare: 'value' | 'metric';
  value: string;
  other: DraftMetric;
};
export type DraftGroup = { key: number; combine: Combine; rules: DraftRule[] };
export type DraftScreen = { name: string; combine: Combine; groups: DraftGroup[]; columns: TMetricRef[] };

/** A metric reference as a link, a saved screen or the gallery gives it. */
export type LooseRef = { id: TScreenMetricId; broker?: string; days?: number; category?: TKseiCategory };
export type LooseRule = {
  metric: LooseRef;
  op: TScreenOperator;
  right: { kind: 'value'; value: number | string | boolean } | { kind: 'metric'; metric: LooseRef };
};
export type LooseScreen = {
  name?: string;
  definition: { combine: Combine; groups: { combine: Combine; rules: LooseRule[] }[] };
  columns: TMetricRef[];
};

const DEFAULT_DAYS = '5';

let lastKey = 0;
const nextKey = () => ++lastKey;

export const kindOf = (id: TScreenMetricId): TMetricKind => SCREEN_METRIC_BY_ID.get(id)?.kind ?? 'number';
export const paramsOf = (id: TScreenMetricId): readonly TMetricParam[] =>
  SCREEN_METRIC_BY_ID.get(id)?.params ?? [];

export function draftMetric(ref: LooseRef): DraftMetric {
  return {
    id: ref.id,
    broker: ref.broker ?? '',
    days: ref.days === undefined ? DEFAULT_DAYS : String(ref.days),
    category: ref.category ?? KSEI_CATEGORIES[0],
  };
}

const DEFAULT_VALUES: Record<TMetricKind, string> = {
  number: '',
  label: 'Big Acc',
  cross: 'golden',
  flag: 'true',
};

/** Another metric of the same kind: comparing a metric with itself is rarely what is meant. */
function otherOfKind(kind: TMetricKind, except: TScreenMetricId): DraftMetric {
  const other = SCREEN_METRICS.find((metric) => metric.kind === kind && metric.id !== except);
  return draftMetric({ id: other?.id ?? except });
}

export function newRule(): DraftRule {
  return {
    key: nextKey(),
    metric: draftMetric({ id: 'close' }),
    op: 'gt',
    compare: 'value',
    value: '',
    other: otherOfKind('number', 'close'),
  };
}

export const newGroup = (): DraftGroup => ({ key: nextKey(), combine: 'and', rules: [newRule()] });

export const emptyScreen = (): DraftScreen => ({
  name: '',
  combine: 'and',
  groups: [{ key: nextKey(), combine: 'and', rules: [] }],
  columns: [],
});

/**
 * The rule with another left metric. A metric of another kind takes other operators and values, so
 * those start afresh; within a kind the member's operator and value stay.
 */
export function withMetric(rule: DraftRule, metric: DraftMetric): DraftRule {
  const kind = kindOf(metric.id);
  if (kind === kindOf(rule.metric.id)) return { ...rule, metric };
  return {
    ...rule,
    metric,
    op: kind === 'number' ? 'gt' : 'eq',
    value: DEFAULT_VALUES[kind],
    other: otherOfKind(kind, metric.id),
  };
}

export function draftFromScreen(screen: LooseScreen): DraftScreen {
  return {
    name: screen.name ?? '',
    combine: screen.definition.combine,
    columns: screen.columns,
    groups: screen.definition.groups.map((group) => ({
      key: nextKey(),
      combine: group.combine,
      rules: group.rules.map((rule) => {
        const kind = kindOf(rule.metric.id);
        return {
          key: nextKey(),
          metric: draftMetric(rule.metric),
          op: rule.op,
          compare: rule.right.kind,
          value: rule.right.kind === 'value' ? String(rule.right.value) : DEFAULT_VALUES[kind],
          other:
            rule.right.kind === 'metric' ? draftMetric(rule.right.metric) : otherOfKind(kind, rule.metric.id),
        };
      }),
    })),
  };
}

const NUMBER = /^([+-]?\d+(?:[.,]\d+)?)([mbt])?$/i;
const EXPONENTS = { m: 6, b: 9, t: 12 } as const;

/**
 * A typed number: '1000000000', '-2,5' or '2.5', and the suffixes the tables print ('1,5B' is
 * 1 500 000 000). Spaces and underscores group digits. Null when it is not a number.
 */
export function parseNumber(text: string): number | null {
  const match = NUMBER.exec(text.replace(/[\s_]/g, ''));
  if (!match) return null;
  const digits = match[1]!.replace(',', '.');
  const suffix = match[2]?.toLowerCase() as keyof typeof EXPONENTS | undefined;
  // Through the exponent, not a multiplication: 1.23 × 1e9 would not be exactly 1 230 000 000.
  return Number(suffix ? `${digits}e${EXPONENTS[suffix]}` : digits);
}

/** The metric as the contract's ref: only the parameters it takes, numbers as numbers. */
export function refInput(metric: DraftMetric): LooseRef {
  const params = paramsOf(metric.id);
  const days = metric.days.trim();
  return {
    id: metric.id,
    ...(params.includes('broker') ? { broker: metric.broker } : {}),
    ...(params.includes('days') && days !== '' ? { days: Number(days) } : {}),
    ...(params.includes('category') ? { category: metric.category } : {}),
  };
}

/**
 * The right side's value for the metric's kind. A number that does not read as one stays text, so
 * a link keeps what was typed and the check names the problem.
 */
export function valueInput(kind: TMetricKind, text: string): number | string | boolean {
  if (kind === 'number') return parseNumber(text) ?? text;
  if (kind === 'flag') return text === 'true';
  return text;
}

/** The draft's definition as the contract reads it (checked by `checkDraft`, stored in links). */
export function definitionInput(draft: DraftScreen): LooseScreen['definition'] {
  return {
    combine: draft.combine,
    groups: draft.groups.map((group) => ({
      combine: group.combine,
      rules: group.rules.map((rule) => ({
        metric: refInput(rule.metric),
        op: rule.op,
        right:
          rule.compare === 'metric'
            ? { kind: 'metric', metric: refInput(rule.other) }
            : { kind: 'value', value: valueInput(kindOf(rule.metric.id), rule.value) },
      })),
    })),
  };
}
