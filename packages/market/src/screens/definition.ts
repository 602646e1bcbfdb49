import type { MetricValue } from './stock-metrics.ts';

/**
 * Structural twins of the screen contracts (@pantau/contracts screens/), which this package does
 * not depend on: the server passes its parsed contract objects straight in. The functions are
 * generic in the metric reference so a `(ref: TMetricRef) => …` lookup type-checks as well.
 */
export type MetricRefLike = { id: string; broker?: string; days?: number; category?: string };
export type ScreenOperatorLike = 'gt' | 'gte' | 'lt' | 'lte' | 'eq' | 'neq';
export type CombineLike = 'and' | 'or';
export type RuleOperandLike<R extends MetricRefLike = MetricRefLike> =
  { kind: 'value'; value: number | string | boolean } | { kind: 'metric'; metric: R };
export type ScreenRuleLike<R extends MetricRefLike = MetricRefLike> = {
  metric: R;
  op: ScreenOperatorLike;
  right: RuleOperandLike<R>;
};
export type ScreenGroupLike<R extends MetricRefLike = MetricRefLike> = {
  combine: CombineLike;
  rules: readonly ScreenRuleLike<R>[];
};
export type ScreenDefinitionLike<R extends MetricRefLike = MetricRefLike> = {
  combine: CombineLike;
  groups: readonly ScreenGroupLike<R>[];
};

/** One string per metric and its parameters, e.g. 'close', 'brokerNetLots:YP:5', 'categoryOwnChange:MF'. */
export function metricKey(ref: MetricRefLike): string {
  return [ref.id, ref.broker, ref.days, ref.category].filter((part) => part !== undefined).join(':');
}

/** Whether a stock passes a screen: rules joined by their group's `combine`, groups by the screen's. */
export function evaluateDefinition<R extends MetricRefLike>(
  definition: ScreenDefinitionLike<R>,
  valueOf: (ref: R) => MetricValue,
): boolean {
  const passes = (rule: ScreenRuleLike<R>) =>
    compare(
      valueOf(rule.metric),
      rule.op,
      rule.right.kind === 'value' ? rule.right.value : valueOf(rule.right.metric),
    );
  const groupPasses = (group: ScreenGroupLike<R>) =>
    group.combine === 'and' ? group.rules.every(passes) : group.rules.some(passes);
  return definition.combine === 'and'
    ? definition.groups.every(groupPasses)
    : definition.groups.some(groupPasses);
}

/** Every distinct metric a screen reads, left and right sides, in the order first named. */
export function metricRefsOf<R extends MetricRefLike>(definition: ScreenDefinitionLike<R>): R[] {
  const refs = new Map<string, R>();
  const add = (ref: R) => {
    const key = metricKey(ref);
    if (!refs.has(key)) refs.set(key, ref);
  };
  for (const group of definition.groups) {
    for (const rule of group.rules) {
      add(rule.metric);
      if (rule.right.kind === 'metric') add(rule.right.metric);
    }
  }
  return [...refs.values()];
}

/**
 * A missing value (null) fails every rule, ≠ included: a stock without the data is not known to
 * differ. Numbers order; labels, crosses and flags are only equal or not; values of different
 * types never match.
 */
function compare(left: MetricValue, op: ScreenOperatorLike, right: MetricValue): boolean {
  if (left === null || right === null || typeof left !== typeof right) return false;
  if (typeof left === 'number' && typeof right === 'number') {
    switch (op) {
      case 'gt':
        return left > right;
      case 'gte':
        return left >= right;
      case 'lt':
        return left < right;
      case 'lte':
        return left <= right;
      case 'eq':
        return left === right;
      case 'neq':
        return left !== right;
    }
  }
  if (op === 'eq') return left === right;
  if (op === 'neq') return left !== right;
  return false;
}
