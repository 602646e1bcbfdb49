import {
  metricLabel,
  SCREEN_METRIC_BY_ID,
  SCREEN_OPERATOR_LABELS,
  type TMetricRef,
  type TMetricValue,
  type TScreenDefinition,
  type TScreenRule,
} from '@pantau/contracts';

const integers = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const decimals = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** A value for a mail line: numbers in the Indonesian locale with the metric's unit. */
export function valueText(ref: TMetricRef, value: TMetricValue): string {
  if (value === null) return '–';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  switch (SCREEN_METRIC_BY_ID.get(ref.id)?.unit) {
    case 'rupiah':
      return `Rp${integers.format(Math.round(value))}`;
    case 'percent':
      return `${decimals.format(value)}%`;
    case 'points':
      return `${decimals.format(value)} pp`;
    case 'ratio':
      return `${decimals.format(value)}×`;
    case 'index':
      return decimals.format(value);
    default:
      return integers.format(value);
  }
}

function ruleText(rule: TScreenRule): string {
  const right =
    rule.right.kind === 'metric' ? metricLabel(rule.right.metric) : valueText(rule.metric, rule.right.value);
  return `${metricLabel(rule.metric)} ${SCREEN_OPERATOR_LABELS[rule.op]} ${right}`;
}

/** A definition in one line: 'Close > 9.000 and % 1D ≥ 2%'; groups in brackets when there are several. */
export function definitionText(definition: TScreenDefinition): string {
  const groups = definition.groups.map((group) => group.rules.map(ruleText).join(` ${group.combine} `));
  if (groups.length === 1) return groups[0]!;
  return groups.map((text) => `(${text})`).join(` ${definition.combine} `);
}
