import type { TImportRun } from '@pantau/contracts';
import { formatNumber, formatShortDate } from '@/lib/format';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { kindLabel } from './import-labels';

const OUTCOMES = [
  { outcome: 'stored', label: 'Stored', tone: 'up' },
  { outcome: 'replaced', label: 'Replaced', tone: 'pending' },
  { outcome: 'unchanged', label: 'Unchanged', tone: 'muted' },
] as const;

export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1_000) return `${ms} ms`;
  if (ms < 60_000) return `${formatNumber(ms / 1_000, 1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1_000)} s`;
}

/** A finished run: which days it stored, replaced or left unchanged, its rows, and why rows or the file were refused. */
export function ImportResult({ run }: { run: TImportRun }) {
  const figures = [
    { label: 'Rows stored', value: run.rows_stored },
    { label: 'Rows rejected', value: run.rows_rejected },
    { label: 'Rows skipped', value: run.rows_skipped },
    { label: 'Rows read', value: run.rows_read },
  ];
  return (
    <div className="space-y-3 text-sm">
      {run.status === 'failed' ? (
        <Alert tone="danger" title="Import failed">
          <p className="break-words">{run.message ?? 'The server gave no reason.'}</p>
        </Alert>
      ) : run.message ? (
        <p className="break-words">{run.message}</p>
      ) : null}
      <p className="text-muted">
        Kind: <span className="text-fg">{kindLabel(run.kind, run.requested_kind)}</span>
        {run.requested_kind === 'auto' && run.kind ? ' (detected)' : ''} · Duration:{' '}
        <span className="text-fg">{formatDuration(run.duration_ms)}</span>
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg bg-surface-muted px-3 py-2">
            <dt className="text-xs text-muted">{figure.label}</dt>
            <dd className="font-semibold tabular-nums">{formatNumber(figure.value)}</dd>
          </div>
        ))}
      </dl>
      {run.days.length > 0 ? (
        <ul aria-label="Days" className="space-y-1.5">
          {OUTCOMES.map(({ outcome, label, tone }) => {
            const dates = run.days.filter((day) => day.outcome === outcome).map((day) => day.date);
            if (dates.length === 0) return null;
            return (
              <li key={outcome} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <Badge tone={tone}>
                  {label}: {dates.length} {dates.length === 1 ? 'day' : 'days'}
                </Badge>
                <span className="text-muted">{dates.map(formatShortDate).join(', ')}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {run.notes.length > 0 ? (
        <ul aria-label="Notes" className="list-disc space-y-0.5 pl-5 text-muted">
          {run.notes.map((note, index) => (
            <li key={index} className="break-words">
              {note}
            </li>
          ))}
        </ul>
      ) : null}
      {run.rejected_samples.length > 0 ? (
        <details className="rounded-lg border border-border">
          <summary className="cursor-pointer px-3 py-2 font-medium">
            Rejected rows ({formatNumber(run.rows_rejected)}
            {run.rows_rejected > run.rejected_samples.length
              ? `, first ${formatNumber(run.rejected_samples.length)} shown`
              : ''}
            )
          </summary>
          <div className="max-h-64 overflow-auto border-t border-border">
            <table className="w-full text-left text-xs">
              <thead className="sticky top-0 bg-surface text-muted">
                <tr>
                  <th scope="col" className="px-3 py-1.5 font-medium">
                    Line
                  </th>
                  <th scope="col" className="px-3 py-1.5 font-medium">
                    Column
                  </th>
                  <th scope="col" className="px-3 py-1.5 font-medium">
                    Reason
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {run.rejected_samples.map((sample, index) => (
                  <tr key={index}>
                    <td className="px-3 py-1.5 tabular-nums">{sample.row}</td>
                    <td className="px-3 py-1.5">{sample.column}</td>
                    <td className="px-3 py-1.5 break-words">{sample.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </div>
  );
}
