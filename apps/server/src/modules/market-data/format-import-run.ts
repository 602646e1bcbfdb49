import type { TImportRun } from '@pantau/contracts';

const count = (n: number) => n.toLocaleString('en-US');

/** A finished run as the command line prints it, whether it ran in-process or on a server. */
export function formatImportRun(run: TImportRun): string {
  const seconds = run.duration_ms === null ? '' : ` in ${(run.duration_ms / 1000).toFixed(1)} s`;
  const lines = [
    `${run.kind ?? run.requested_kind} import of ${run.file_name}: ${run.status}${seconds} (run ${run.id})`,
    ...(run.message ? [`  ${run.message}`] : []),
    `  rows read      ${count(run.rows_read)}`,
    `  rows stored    ${count(run.rows_stored)}`,
    `  rows skipped   ${count(run.rows_skipped)}`,
    `  rows rejected  ${count(run.rows_rejected)}`,
    ...run.rejected_samples.map(
      (sample) => `    row ${sample.row}${sample.column ? `, ${sample.column}` : ''}: ${sample.reason}`,
    ),
    ...(run.rows_rejected > run.rejected_samples.length && run.rejected_samples.length > 0
      ? [`    … and ${count(run.rows_rejected - run.rejected_samples.length)} more`]
      : []),
    ...run.days.map((day) => `  ${day.date}: ${day.outcome}`),
    ...run.notes.map((note) => `  ${note}`),
  ];
  return lines.join('\n');
}
