import { useState } from 'react';
import type { TImportRun } from '@pantau/contracts';
import { formatDateTime, formatNumber } from '@/lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { Dialog, DialogContent } from '@/ui/dialog';
import { Pagination } from '@/ui/pagination';
import { ScrollRegion } from '@/ui/scroll-region';
import { PanelEmpty, PanelQueryState } from '../panel-error';
import { kindLabel, TRIGGER_LABELS } from './import-labels';
import { formatDuration, ImportResult } from './import-result';
import { useImportRun, useImportRuns } from './market-data-api';
import { RunStatusBadge } from './run-status-badge';

const COLUMNS = ['Who', 'When', 'File', 'Kind', 'Trigger', 'Outcome', 'Rows', 'Duration'];

function RunRow({ run, onOpen }: { run: TImportRun; onOpen: () => void }) {
  return (
    <tr className="cursor-pointer align-middle hover:bg-surface-muted" onClick={onOpen}>
      <td className="py-3 pr-4 whitespace-nowrap">{run.actor?.full_name ?? '—'}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{formatDateTime(run.created_at)}</td>
      <td className="max-w-[16rem] py-3 pr-4">
        <button
          type="button"
          className="max-w-full truncate text-left font-medium text-primary hover:underline"
          aria-label={`Details of ${run.file_name}, ${formatDateTime(run.created_at)}`}
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          {run.file_name}
        </button>
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">{kindLabel(run.kind, run.requested_kind)}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{TRIGGER_LABELS[run.trigger]}</td>
      <td className="py-3 pr-4">
        <RunStatusBadge status={run.status} />
      </td>
      <td className="py-3 pr-4 whitespace-nowrap tabular-nums">
        {formatNumber(run.rows_stored)} stored
        {run.rows_rejected > 0 ? (
          <span className="text-down"> · {formatNumber(run.rows_rejected)} rejected</span>
        ) : null}
      </td>
      <td className="py-3 whitespace-nowrap tabular-nums">{formatDuration(run.duration_ms)}</td>
    </tr>
  );
}

/** A run's details, asked afresh: a run still going keeps moving while they are open. */
function RunDetails({ listed }: { listed: TImportRun }) {
  const live = useImportRun(listed.id);
  const run = live.data ?? listed;
  return (
    <DialogContent
      title={run.file_name}
      description={`${formatDateTime(run.created_at)} · ${TRIGGER_LABELS[run.trigger]}${
        run.actor ? ` by ${run.actor.full_name}` : ''
      }`}
      className="max-h-[85vh] overflow-y-auto sm:max-w-2xl"
    >
      <div className="mb-3">
        <RunStatusBadge status={run.status} />
      </div>
      <ImportResult run={run} />
    </DialogContent>
  );
}

/** GET /api/admin/market-data/imports, newest first; a row opens the run's details. */
export function RunsHistoryCard() {
  const [page, setPage] = useState(1);
  const [openRun, setOpenRun] = useState<TImportRun | null>(null);
  const runs = useImportRuns(page);
  const pagination = runs.data?.pagination;

  return (
    <Card>
      <CardHeader>
        <CardTitle>History of runs</CardTitle>
        <CardDescription>
          Every import: uploads here, scheduled feeds, the inbox and the command line.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {runs.isPending || runs.isError ? (
          <PanelQueryState query={runs} what="import runs" message="Failed to fetch import runs" />
        ) : runs.data.runs.length === 0 ? (
          <PanelEmpty>No imports yet.</PanelEmpty>
        ) : (
          <ScrollRegion label="Import runs" className="-mx-5 px-5 sm:-mx-6 sm:px-6">
            <table
              className={cn(
                'w-full min-w-[52rem] text-sm transition-opacity',
                runs.isPlaceholderData && 'opacity-60',
              )}
            >
              <thead>
                <tr className="border-b border-border text-left text-xs tracking-wide text-muted uppercase">
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="pr-4 pb-2.5 font-medium last:pr-0">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {runs.data.runs.map((run) => (
                  <RunRow key={run.id} run={run} onOpen={() => setOpenRun(run)} />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {pagination ? (
          <Pagination
            page={pagination.page}
            totalPages={pagination.totalPages}
            onPageChange={setPage}
            label="Import runs pages"
            className="justify-end"
          />
        ) : null}
      </CardContent>
      <Dialog open={openRun !== null} onOpenChange={(open) => (open ? undefined : setOpenRun(null))}>
        {openRun ? <RunDetails listed={openRun} /> : null}
      </Dialog>
    </Card>
  );
}
