import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { SCREEN_METRIC_BY_ID } from '@pantau/contracts';
import { formatMetricValue } from '@/lib/metric-format';
import { Button } from '@/ui/button';
import { SegmentedControl } from '@/ui/segmented-control';
import { MetricFields } from './metric-fields';
import { OperatorSelect, RuleValue } from './rule-value';
import { kindOf, parseNumber, withMetric, type DraftMetric, type DraftRule } from './screen-draft';

const COMPARE_OPTIONS = [
  { value: 'value', label: 'Value' },
  { value: 'metric', label: 'Metric' },
] as const;

const explain = (metric: DraftMetric) => {
  const definition = SCREEN_METRIC_BY_ID.get(metric.id);
  return definition ? `${definition.label}: ${definition.description}.` : null;
};

/** What the row compares, in words, and how a typed number reads (1000000000 → Rp1,00 B). */
function RuleHelp({ id, rule }: { id: string; rule: DraftRule }) {
  const typed =
    rule.compare === 'value' && kindOf(rule.metric.id) === 'number' ? parseNumber(rule.value) : null;
  return (
    <div id={id} className="mt-2 space-y-0.5 text-xs text-muted">
      <p>{explain(rule.metric)}</p>
      {rule.compare === 'metric' ? <p>{explain(rule.other)}</p> : null}
      {typed !== null ? <p>The value reads as {formatMetricValue(rule.metric.id, typed)}.</p> : null}
    </div>
  );
}

/** One rule: metric and parameters, operator, and a value or a second metric of the same kind. */
export function RuleRow({
  rule,
  name,
  onChange,
  onRemove,
}: {
  rule: DraftRule;
  /** 'Rule 2 of group 1': the legend and the remove button's name. */
  name: string;
  onChange: (rule: DraftRule) => void;
  onRemove: () => void;
}) {
  const helpId = useId();
  const kind = kindOf(rule.metric.id);
  return (
    <fieldset className="min-w-0 rounded-lg border border-border/70 bg-bg/40 p-3">
      <legend className="sr-only">{name}</legend>
      <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
        <MetricFields
          metric={rule.metric}
          describedBy={helpId}
          onChange={(metric) => onChange(withMetric(rule, metric))}
        />
        <OperatorSelect kind={kind} value={rule.op} onChange={(op) => onChange({ ...rule, op })} />
        <SegmentedControl
          label="Compare with"
          value={rule.compare}
          options={COMPARE_OPTIONS}
          onChange={(compare) => onChange({ ...rule, compare })}
        />
        {rule.compare === 'value' ? (
          <RuleValue kind={kind} value={rule.value} onChange={(value) => onChange({ ...rule, value })} />
        ) : (
          <MetricFields
            prefix="Other"
            kind={kind}
            metric={rule.other}
            onChange={(other) => onChange({ ...rule, other })}
          />
        )}
        <Button
          variant="ghost"
          size="icon"
          className="justify-self-end sm:ml-auto"
          aria-label={`Remove ${name.toLowerCase()}`}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <RuleHelp id={helpId} rule={rule} />
    </fieldset>
  );
}
