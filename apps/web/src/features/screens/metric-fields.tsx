import { useId } from 'react';
import {
  KSEI_CATEGORIES,
  KSEI_CATEGORY_NAMES,
  METRIC_MAX_DAYS,
  SCREEN_METRICS,
  type TKseiCategory,
  type TMetricKind,
  type TScreenMetricId,
} from '@pantau/contracts';
import { Input, inputClasses } from '@/ui/input';
import { Field } from './field';
import { paramsOf, type DraftMetric } from './screen-draft';

const GROUPS = [...new Set(SCREEN_METRICS.map((metric) => metric.group))];

/**
 * A metric select (grouped as the catalogue groups them) and the inputs for the parameters that
 * metric takes. `prefix` names the fields of a second metric in the same row ('Other broker').
 */
export function MetricFields({
  metric,
  onChange,
  prefix,
  kind,
  describedBy,
}: {
  metric: DraftMetric;
  onChange: (metric: DraftMetric) => void;
  prefix?: string;
  /** Only metrics of this kind (the right side of a rule compares like with like). */
  kind?: TMetricKind;
  describedBy?: string;
}) {
  const ids = { metric: useId(), broker: useId(), days: useId(), category: useId() };
  const params = paramsOf(metric.id);
  const name = (label: string) => (prefix ? `${prefix} ${label.toLowerCase()}` : label);
  const choices = SCREEN_METRICS.filter((entry) => kind === undefined || entry.kind === kind);

  return (
    <>
      <Field id={ids.metric} label={name('Metric')} className="sm:w-56">
        <select
          id={ids.metric}
          className={inputClasses}
          value={metric.id}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ ...metric, id: event.target.value as TScreenMetricId })}
        >
          {GROUPS.map((group) => {
            const inGroup = choices.filter((entry) => entry.group === group);
            return inGroup.length > 0 ? (
              <optgroup key={group} label={group}>
                {inGroup.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.label}
                  </option>
                ))}
              </optgroup>
            ) : null;
          })}
        </select>
      </Field>
      {params.includes('broker') ? (
        <Field id={ids.broker} label={name('Broker')} className="sm:w-20">
          <Input
            id={ids.broker}
            className="font-mono uppercase"
            value={metric.broker}
            maxLength={2}
            placeholder="YP"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) =>
              onChange({ ...metric, broker: event.target.value.toUpperCase().replace(/[^A-Z]/g, '') })
            }
          />
        </Field>
      ) : null}
      {params.includes('days') ? (
        <Field id={ids.days} label={name('Days')} className="sm:w-20">
          <Input
            id={ids.days}
            type="number"
            inputMode="numeric"
            min={1}
            max={METRIC_MAX_DAYS}
            step={1}
            className="tabular-nums"
            value={metric.days}
            onChange={(event) => onChange({ ...metric, days: event.target.value })}
          />
        </Field>
      ) : null}
      {params.includes('category') ? (
        <Field id={ids.category} label={name('Category')} className="sm:w-48">
          <select
            id={ids.category}
            className={inputClasses}
            value={metric.category}
            onChange={(event) => onChange({ ...metric, category: event.target.value as TKseiCategory })}
          >
            {KSEI_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {KSEI_CATEGORY_NAMES[category]} ({category})
              </option>
            ))}
          </select>
        </Field>
      ) : null}
    </>
  );
}
