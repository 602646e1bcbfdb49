import { METRIC_MAX_DAYS, ZScreenDefinitionSchema, type TScreenDefinition } from '@pantau/contracts';
import {
  definitionInput,
  kindOf,
  paramsOf,
  parseNumber,
  type DraftMetric,
  type DraftRule,
  type DraftScreen,
} from './screen-draft';

export type CheckedScreen = { ok: true; definition: TScreenDefinition } | { ok: false; message: string };

export const CHECK_MESSAGES = {
  number: 'Enter a number as the value, e.g. 1000000000 or 1,5B',
  days: `Days must be a whole number from 1 to ${METRIC_MAX_DAYS}`,
} as const;

/**
 * What the contract cannot say about a draft: text that is not yet a number never reaches the
 * schema as one, and the schema would only answer "expected number".
 */
export function metricProblem(metric: DraftMetric): string | null {
  return paramsOf(metric.id).includes('days') && !/^\d+$/.test(metric.days.trim())
    ? CHECK_MESSAGES.days
    : null;
}

function ruleProblem(rule: DraftRule): string | null {
  const left = metricProblem(rule.metric);
  if (left) return left;
  if (rule.compare === 'metric') return metricProblem(rule.other);
  return kindOf(rule.metric.id) === 'number' && parseNumber(rule.value) === null
    ? CHECK_MESSAGES.number
    : null;
}

/** 'Rule 2' in a one-group screen, 'Group 2, rule 1' when there are more. */
function place(draft: DraftScreen, group: number, rule?: number): string | null {
  const many = draft.groups.length > 1;
  if (rule === undefined) return many ? `Group ${group + 1}` : null;
  return many ? `Group ${group + 1}, rule ${rule + 1}` : `Rule ${rule + 1}`;
}

const located = (where: string | null, message: string) => (where ? `${where}: ${message}` : message);

/**
 * The draft checked as the server will check it (ZScreenDefinitionSchema): the definition to send,
 * or the first problem with where it is.
 */
export function checkDraft(draft: DraftScreen): CheckedScreen {
  for (const [groupIndex, group] of draft.groups.entries()) {
    for (const [ruleIndex, rule] of group.rules.entries()) {
      const problem = ruleProblem(rule);
      if (problem) return { ok: false, message: located(place(draft, groupIndex, ruleIndex), problem) };
    }
  }
  const parsed = ZScreenDefinitionSchema.safeParse(definitionInput(draft));
  if (parsed.success) return { ok: true, definition: parsed.data };
  const issue = parsed.error.issues[0]!;
  const [top, groupIndex, , ruleIndex] = issue.path;
  const where =
    top === 'groups' && typeof groupIndex === 'number'
      ? place(draft, groupIndex, typeof ruleIndex === 'number' ? ruleIndex : undefined)
      : null;
  return { ok: false, message: located(where, issue.message) };
}

/** JSON with object keys sorted: the server's copy of a screen may list them in another order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
