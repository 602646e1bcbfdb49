import { FileText, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { TImportRun, TRequestedImportKind } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/input';
import { ProgressBar } from '@/ui/progress-bar';
import { Spinner } from '@/ui/spinner';
import { KIND_LABELS, REQUESTED_KINDS } from './import-labels';
import { ImportResult } from './import-result';
import { isFinished, useImportRun } from './market-data-api';
import { RunStatusBadge } from './run-status-badge';
import type { QueuedImport } from './use-import-queue';

const selectClasses =
  'h-9 w-full cursor-pointer rounded-lg border border-border bg-surface px-2.5 text-sm text-fg shadow-xs ' +
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:w-64';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

/** The server's side of one accepted upload: queued, then rows and speed while running, then the result. */
function RunProgress({
  runId,
  name,
  onFinished,
}: {
  runId: string;
  name: string;
  onFinished: (run: TImportRun) => void;
}) {
  const run = useImportRun(runId);
  const reported = useRef(false);
  const finished = isFinished(run.data);
  useEffect(() => {
    if (!finished || reported.current || !run.data) return;
    reported.current = true;
    onFinished(run.data);
  }, [finished, run.data, onFinished]);

  if (run.data === undefined) {
    if (run.isError) {
      return (
        <Alert tone="warning" title="Could not read the import's progress">
          <p>{errorMessage(run.error)}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void run.refetch()}>
            Try again
          </Button>
        </Alert>
      );
    }
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" label={`Starting the import of ${name}`} /> Starting…
      </p>
    );
  }
  const data = run.data;
  if (data.status === 'queued') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" label={`${name} is queued`} /> Queued: waiting for the import before it
      </p>
    );
  }
  if (data.status === 'running') {
    const progress = data.progress;
    const percent =
      progress && progress.bytes_total > 0 ? (progress.bytes_read / progress.bytes_total) * 100 : 0;
    const text = `${Math.round(percent)}% · ${formatNumber(data.rows_read)} rows${
      progress ? ` · ${formatNumber(progress.rows_per_second)} rows/s` : ''
    }`;
    return (
      <div className="space-y-1.5">
        <ProgressBar value={percent} label={`Import of ${name}`} text={text} />
        <p className="text-xs text-muted tabular-nums">Importing: {text}</p>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <RunStatusBadge status={data.status} />
      <ImportResult run={data} />
    </div>
  );
}

/** One row of the upload list: the file, its kind, and how far it got. */
export function UploadItem({
  item,
  onKindChange,
  onHintsChange,
  onRemove,
  onFinished,
}: {
  item: QueuedImport;
  onKindChange: (kind: TRequestedImportKind) => void;
  onHintsChange: (hints: Partial<Pick<QueuedImport, 'date' | 'symbol'>>) => void;
  onRemove: () => void;
  onFinished: (run: TImportRun) => void;
}) {
  const name =
    item.files.length === 1
      ? item.files[0]!.name
      : `${item.files[0]!.name} and ${item.files.length - 1} more`;
  const bytes = item.files.reduce((sum, file) => sum + file.size, 0);
  const removable = item.phase === 'ready' || item.phase === 'refused';
  // An XLSX may not state its market day, and a one-stock chart CSV need not be named after its stock.
  const asksDate = item.phase === 'ready' && item.files.some((file) => /\.xlsx$/i.test(file.name));
  const asksSymbol = item.phase === 'ready' && item.kind === 'bars';
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0" aria-label={name}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <FileText className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{name}</p>
            <p className="text-xs text-muted">
              {formatBytes(bytes)}
              {item.files.length > 1 ? ` · ${item.files.length} parts of one day` : ''}
              {item.phase === 'ready' ? '' : ` · ${KIND_LABELS[item.kind]}`}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          {item.phase === 'ready' ? (
            <select
              aria-label={`Kind of ${name}`}
              className={selectClasses}
              value={item.kind}
              onChange={(event) => onKindChange(event.target.value as TRequestedImportKind)}
            >
              {REQUESTED_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          ) : null}
          {removable ? (
            <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={onRemove}>
              <X className="size-4" aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
      {asksDate || asksSymbol ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:pl-8">
          {asksDate ? (
            <label className="space-y-1 text-xs text-muted">
              <span className="block">
                Market date, if the file does not state it<span className="sr-only"> ({name})</span>
              </span>
              <Input
                type="date"
                className="sm:w-48"
                value={item.date}
                onChange={(event) => onHintsChange({ date: event.target.value })}
              />
            </label>
          ) : null}
          {asksSymbol ? (
            <label className="space-y-1 text-xs text-muted">
              <span className="block">
                Symbol, for a one-stock chart CSV<span className="sr-only"> ({name})</span>
              </span>
              <Input
                className="uppercase sm:w-48"
                placeholder="BBCA"
                maxLength={12}
                value={item.symbol}
                onChange={(event) => onHintsChange({ symbol: event.target.value })}
              />
            </label>
          ) : null}
        </div>
      ) : null}
      <div className={cn('sm:pl-8', item.phase === 'ready' && 'hidden')}>
        {item.phase === 'waiting' ? (
          <p className="text-sm text-muted">Waiting for the upload before it…</p>
        ) : item.phase === 'uploading' ? (
          <div className="space-y-1.5">
            <ProgressBar
              value={item.sent * 100}
              label={`Upload of ${name}`}
              text={`${Math.round(item.sent * 100)}% uploaded`}
            />
            <p className="text-xs text-muted tabular-nums">
              {item.sent < 1
                ? `Uploading: ${Math.round(item.sent * 100)}%`
                : 'Uploaded: waiting for the server to accept it'}
            </p>
          </div>
        ) : item.phase === 'refused' ? (
          <Alert tone="danger" title="Refused">
            <p className="break-words">{item.error}</p>
          </Alert>
        ) : item.runId ? (
          <RunProgress runId={item.runId} name={name} onFinished={onFinished} />
        ) : null}
      </div>
    </li>
  );
}
