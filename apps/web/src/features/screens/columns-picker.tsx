import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import {
  metricKey,
  SCREEN_MAX_COLUMNS,
  SCREEN_METRIC_BY_ID,
  SCREENS_API_MESSAGES,
  ZMetricRefSchema,
  type TMetricRef,
} from '@pantau/contracts';
import { metricLabel } from '@/lib/metric-format';
import { Button } from '@/ui/button';
import { MetricFields } from './metric-fields';
import { metricProblem } from './screen-check';
import { draftMetric, refInput } from './screen-draft';

/** Metrics shown beside those the rules name, up to the contract's 24. */
export function ColumnsPicker({
  columns,
  onChange,
}: {
  columns: readonly TMetricRef[];
  onChange: (columns: TMetricRef[]) => void;
}) {
  const [metric, setMetric] = useState(() => draftMetric({ id: 'value' }));
  const [error, setError] = useState<string | null>(null);
  const full = columns.length >= SCREEN_MAX_COLUMNS;

  const add = () => {
    const problem = metricProblem(metric);
    const parsed = problem ? null : ZMetricRefSchema.safeParse(refInput(metric));
    if (!parsed?.success) {
      setError(problem ?? parsed?.error.issues[0]?.message ?? null);
      return;
    }
    const key = metricKey(parsed.data);
    if (columns.some((column) => metricKey(column) === key)) {
      setError(`${metricLabel(parsed.data)} is already a column`);
      return;
    }
    setError(null);
    onChange([...columns, parsed.data]);
  };

  return (
    <section aria-labelledby="extra-columns-title" className="space-y-3">
      <div>
        <h3 id="extra-columns-title" className="text-sm font-semibold">
          Extra columns
        </h3>
        <p className="text-xs text-muted">
          Results show every metric the rules name; add others to see beside them (up to {SCREEN_MAX_COLUMNS}
          ).
        </p>
      </div>
      {columns.length > 0 ? (
        <ul aria-label="Extra columns" className="flex flex-wrap gap-2">
          {columns.map((column) => {
            const label = metricLabel(column);
            return (
              <li
                key={metricKey(column)}
                className="inline-flex items-center rounded-full bg-surface-muted pl-3 text-sm"
                title={SCREEN_METRIC_BY_ID.get(column.id)?.description}
              >
                {label}
                <button
                  type="button"
                  aria-label={`Remove column ${label}`}
                  className="grid size-8 place-items-center rounded-full text-muted hover:text-down"
                  onClick={() => onChange(columns.filter((entry) => entry !== column))}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
        <MetricFields
          prefix="Column"
          metric={metric}
          onChange={(next) => {
            setMetric(next);
            setError(null);
          }}
        />
        <Button variant="outline" disabled={full} onClick={add}>
          <Plus className="size-4" aria-hidden="true" /> Add column
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-down">
          {error}
        </p>
      ) : full ? (
        <p className="text-sm text-muted">{SCREENS_API_MESSAGES.tooManyColumns}</p>
      ) : null}
    </section>
  );
}
