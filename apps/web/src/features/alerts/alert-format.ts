import {
  metricKey,
  SCREEN_OPERATOR_LABELS,
  type TAlertTarget,
  type TScreenDefinition,
  type TScreenRule,
} from '@pantau/contracts';
import { formatMetricValue, metricLabel } from '@/lib/metric-format';

const wibDateTime = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
});

/** Alerts fire on exchange time, whatever the reader's clock: '20 Nov 2026, 14.30 WIB'. */
export function formatWibDateTime(iso: string): string {
  return `${wibDateTime.format(new Date(iso))} WIB`;
}

const plainNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** A threshold as the member typed it, in the app's locale: 9500 → '9.500', 2.5 → '2,5'. */
export function formatThreshold(value: number): string {
  return plainNumber.format(value);
}

function describeRule(rule: TScreenRule): string {
  const right =
    rule.right.kind === 'metric'
      ? metricLabel(rule.right.metric)
      : formatMetricValue(metricKey(rule.metric), rule.right.value);
  return `${metricLabel(rule.metric)} ${SCREEN_OPERATOR_LABELS[rule.op]} ${right}`;
}

function describeDefinition(definition: TScreenDefinition): string {
  const groups = definition.groups.map((group) => group.rules.map(describeRule).join(` ${group.combine} `));
  if (groups.length === 1) return groups[0] ?? '';
  return groups.map((group) => `(${group})`).join(` ${definition.combine} `);
}

const SCREEN_CHANGES = { enter: 'enter', leave: 'leave', both: 'enter or leave' } as const;

/** One line saying what an alert watches, e.g. 'BBCA: Close > 9.500'. */
export function describeTarget(target: TAlertTarget, screenName: string | null): string {
  switch (target.kind) {
    case 'condition':
      return `${target.symbol}: ${describeDefinition(target.definition)}`;
    case 'label':
      return `${target.symbol}: ${metricLabel(target.metric)} label changes`;
    case 'screen':
      return `Screen “${screenName ?? 'deleted screen'}”: stocks ${SCREEN_CHANGES[target.on]}`;
  }
}
