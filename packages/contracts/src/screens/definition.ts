import { z } from 'zod';
import { ACCUMULATION_LABELS, MA_CROSS_VALUES, SCREEN_METRIC_BY_ID, ZMetricRefSchema } from './metrics.ts';

export const SCREEN_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq', 'neq'] as const;
export type TScreenOperator = (typeof SCREEN_OPERATORS)[number];
export const SCREEN_OPERATOR_LABELS: Record<TScreenOperator, string> = {
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  eq: '=',
  neq: '≠',
};

export const SCREEN_MAX_GROUPS = 10;
export const SCREEN_MAX_RULES = 20;

export const SCREEN_MESSAGES = {
  noRules: 'Add at least one rule',
  tooManyGroups: `At most ${SCREEN_MAX_GROUPS} groups`,
  tooManyRules: `At most ${SCREEN_MAX_RULES} rules in a group`,
  orderOnLabel: 'Labels, crosses and flags can only be compared with = or ≠',
  wrongValue: 'The value does not fit the metric',
  mixedKinds: 'Both sides of a rule must be the same kind of metric',
} as const;

/** The right side of a rule: a fixed value, or another metric of the same stock. */
export const ZRuleOperandSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('value'),
    value: z.union([z.number().finite(), z.string().max(20), z.boolean()]),
  }),
  z.object({ kind: z.literal('metric'), metric: ZMetricRefSchema }),
]);
export type TRuleOperand = z.infer<typeof ZRuleOperandSchema>;

export const ZScreenRuleSchema = z
  .object({ metric: ZMetricRefSchema, op: z.enum(SCREEN_OPERATORS), right: ZRuleOperandSchema })
  .superRefine((rule, context) => {
    const kind = SCREEN_METRIC_BY_ID.get(rule.metric.id)?.kind;
    if (kind !== 'number' && rule.op !== 'eq' && rule.op !== 'neq') {
      context.addIssue({ code: 'custom', message: SCREEN_MESSAGES.orderOnLabel, path: ['op'] });
    }
    if (rule.right.kind === 'metric') {
      if (SCREEN_METRIC_BY_ID.get(rule.right.metric.id)?.kind !== kind) {
        context.addIssue({ code: 'custom', message: SCREEN_MESSAGES.mixedKinds, path: ['right'] });
      }
      return;
    }
    const value = rule.right.value;
    const fits =
      kind === 'number'
        ? typeof value === 'number'
        : kind === 'flag'
          ? typeof value === 'boolean'
          : kind === 'label'
            ? (ACCUMULATION_LABELS as readonly unknown[]).includes(value)
            : (MA_CROSS_VALUES as readonly unknown[]).includes(value);
    if (!fits) context.addIssue({ code: 'custom', message: SCREEN_MESSAGES.wrongValue, path: ['right'] });
  });
export type TScreenRule = z.infer<typeof ZScreenRuleSchema>;

export const ZScreenGroupSchema = z.object({
  combine: z.enum(['and', 'or']),
  rules: z
    .array(ZScreenRuleSchema)
    .min(1, SCREEN_MESSAGES.noRules)
    .max(SCREEN_MAX_RULES, SCREEN_MESSAGES.tooManyRules),
});
export type TScreenGroup = z.infer<typeof ZScreenGroupSchema>;

/**
 * A screen: groups of rules. Inside a group the rules are joined by the group's `combine`; the
 * groups are joined by the screen's. E.g. (A and B) or (C).
 */
export const ZScreenDefinitionSchema = z.object({
  combine: z.enum(['and', 'or']),
  groups: z
    .array(ZScreenGroupSchema)
    .min(1, SCREEN_MESSAGES.noRules)
    .max(SCREEN_MAX_GROUPS, SCREEN_MESSAGES.tooManyGroups),
});
export type TScreenDefinition = z.infer<typeof ZScreenDefinitionSchema>;
