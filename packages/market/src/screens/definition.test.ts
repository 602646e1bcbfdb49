import { describe, expect, it } from 'vitest';
import { evaluateDefinition, metricKey, metricRefsOf } from './definition.ts';
import type {
  MetricRefLike,
  ScreenDefinitionLike,
  ScreenOperatorLike,
  ScreenRuleLike,
} from './definition.ts';
import type { MetricValue } from './stock-metrics.ts';

const CLOSE = { id: 'close' };
const RSI = { id: 'rsi14' };
const ACC5 = { id: 'accTop5' };
const BANDAR = { id: 'bandarValue' };
const BANDAR_MA20 = { id: 'bandarValueMa20' };
const YP5 = { id: 'brokerNetLots', broker: 'YP', days: 5 };
const YP10 = { id: 'brokerNetLots', broker: 'YP', days: 10 };

const rule = (
  metric: MetricRefLike,
  op: ScreenOperatorLike,
  value: number | string | boolean,
): ScreenRuleLike => ({
  metric,
  op,
  right: { kind: 'value', value },
});
const versus = (metric: MetricRefLike, op: ScreenOperatorLike, other: MetricRefLike): ScreenRuleLike => ({
  metric,
  op,
  right: { kind: 'metric', metric: other },
});

/** A stock's values by metric key; a key left out reads null. */
const stock =
  (values: Record<string, MetricValue>) =>
  (ref: MetricRefLike): MetricValue =>
    values[metricKey(ref)] ?? null;

describe('metricKey', () => {
  it('joins the id with the parameters it has', () => {
    expect(metricKey(CLOSE)).toBe('close');
    expect(metricKey(YP5)).toBe('brokerNetLots:YP:5');
    expect(metricKey({ id: 'brokerBuyDays', broker: 'AK' })).toBe('brokerBuyDays:AK');
    expect(metricKey({ id: 'categoryOwnChange', category: 'MF' })).toBe('categoryOwnChange:MF');
  });
});

describe('comparing one rule', () => {
  const single = (r: ScreenRuleLike): ScreenDefinitionLike => ({
    combine: 'and',
    groups: [{ combine: 'and', rules: [r] }],
  });
  const values = stock({
    close: 1000,
    accTop5: 'Big Acc',
    newHigh20d: true,
    bandarValue: 5,
    bandarValueMa20: 3,
  });
  const passes = (r: ScreenRuleLike) => evaluateDefinition(single(r), values);

  it('orders numbers with every operator', () => {
    expect(passes(rule(CLOSE, 'gt', 999))).toBe(true);
    expect(passes(rule(CLOSE, 'gt', 1000))).toBe(false);
    expect(passes(rule(CLOSE, 'gte', 1000))).toBe(true);
    expect(passes(rule(CLOSE, 'lt', 1000))).toBe(false);
    expect(passes(rule(CLOSE, 'lte', 1000))).toBe(true);
    expect(passes(rule(CLOSE, 'eq', 1000))).toBe(true);
    expect(passes(rule(CLOSE, 'neq', 1000))).toBe(false);
  });

  it('compares with another metric of the same stock', () => {
    // bandar value 5 against its MA20 of 3
    expect(passes(versus(BANDAR, 'gt', BANDAR_MA20))).toBe(true);
    expect(passes(versus(BANDAR, 'lte', BANDAR_MA20))).toBe(false);
  });

  it('only tests labels and flags for equality', () => {
    expect(passes(rule(ACC5, 'eq', 'Big Acc'))).toBe(true);
    expect(passes(rule(ACC5, 'neq', 'Big Acc'))).toBe(false);
    expect(passes(rule(ACC5, 'neq', 'Neutral'))).toBe(true);
    expect(passes(rule(ACC5, 'gt', 'Neutral'))).toBe(false);
    expect(passes(rule({ id: 'newHigh20d' }, 'eq', true))).toBe(true);
    expect(passes(rule({ id: 'newHigh20d' }, 'neq', false))).toBe(true);
  });

  it('fails every rule with a missing value on either side, not equal included', () => {
    expect(passes(rule(RSI, 'lt', 30))).toBe(false);
    expect(passes(rule(RSI, 'neq', 30))).toBe(false);
    expect(passes(versus(CLOSE, 'neq', RSI))).toBe(false);
    expect(passes(versus(RSI, 'neq', CLOSE))).toBe(false);
  });
});

describe('evaluateDefinition', () => {
  // (close > 1000 and rsi14 < 30) or (accTop5 = Big Acc and YP bought over 5 days)
  const screen: ScreenDefinitionLike = {
    combine: 'or',
    groups: [
      { combine: 'and', rules: [rule(CLOSE, 'gt', 1000), rule(RSI, 'lt', 30)] },
      { combine: 'and', rules: [rule(ACC5, 'eq', 'Big Acc'), rule(YP5, 'gt', 0)] },
    ],
  };

  it('passes when any group of an OR screen passes all its rules', () => {
    expect(evaluateDefinition(screen, stock({ close: 1500, rsi14: 25 }))).toBe(true);
    expect(evaluateDefinition(screen, stock({ accTop5: 'Big Acc', 'brokerNetLots:YP:5': 10 }))).toBe(true);
  });

  it('fails when every group has a failing rule', () => {
    // rsi 35 fails the first group; YP over 5 days is missing, over 10 days does not count
    const values = stock({ close: 1500, rsi14: 35, accTop5: 'Big Acc', 'brokerNetLots:YP:10': 10 });
    expect(evaluateDefinition(screen, values)).toBe(false);
  });

  it('needs every group of an AND screen, each joined by its own combine', () => {
    // (close > 1000) and (rsi14 < 30 or accTop5 = Big Acc)
    const both: ScreenDefinitionLike = {
      combine: 'and',
      groups: [
        { combine: 'and', rules: [rule(CLOSE, 'gt', 1000)] },
        { combine: 'or', rules: [rule(RSI, 'lt', 30), rule(ACC5, 'eq', 'Big Acc')] },
      ],
    };
    expect(evaluateDefinition(both, stock({ close: 1500, accTop5: 'Big Acc' }))).toBe(true);
    expect(evaluateDefinition(both, stock({ close: 1500, rsi14: 20, accTop5: 'Neutral' }))).toBe(true);
    expect(evaluateDefinition(both, stock({ close: 1500, rsi14: 40, accTop5: 'Neutral' }))).toBe(false);
    expect(evaluateDefinition(both, stock({ close: 900, rsi14: 20 }))).toBe(false);
  });
});

describe('metricRefsOf', () => {
  it('lists each metric named on either side once, in the order first named', () => {
    const screen: ScreenDefinitionLike = {
      combine: 'or',
      groups: [
        { combine: 'and', rules: [versus(BANDAR, 'gt', BANDAR_MA20), rule(YP5, 'gt', 0)] },
        {
          combine: 'or',
          rules: [rule(YP10, 'gt', 0), versus(CLOSE, 'gt', BANDAR), rule({ id: 'close' }, 'lt', 5)],
        },
      ],
    };
    expect(metricRefsOf(screen).map(metricKey)).toEqual([
      'bandarValue',
      'bandarValueMa20',
      'brokerNetLots:YP:5',
      'brokerNetLots:YP:10',
      'close',
    ]);
  });
});
