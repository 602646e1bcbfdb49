import { ArrowRight } from 'lucide-react';
import type { TCodeChange } from '@pantau/contracts';
import { formatDateTime, formatShortDate } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { ScrollRegion } from '@/ui/scroll-region';
import { PanelEmpty, PanelQueryState } from '../panel-error';
import { CodeChangeForm } from './code-change-form';
import { useCodeChanges } from './stocks-api';

const COLUMNS = ['Change', 'Effective from', 'Source', 'Recorded'];

const SOURCES: Record<TCodeChange['source'], { label: string; tone: BadgeTone }> = {
  admin: { label: 'Admin', tone: 'info' },
  import: { label: 'Import', tone: 'muted' },
};

function ChangeRow({ change }: { change: TCodeChange }) {
  const source = SOURCES[change.source];
  return (
    <tr className="align-middle">
      <td className="py-3 pr-4 font-mono font-semibold whitespace-nowrap">
        {change.old_symbol}
        <ArrowRight className="mx-1.5 inline size-3.5 text-muted" aria-hidden="true" />
        <span className="sr-only"> to </span>
        {change.new_symbol}
      </td>
      <td className="py-3 pr-4 whitespace-nowrap tabular-nums">
        <time dateTime={change.changed_on}>{formatShortDate(change.changed_on)}</time>
      </td>
      <td className="py-3 pr-4">
        <Badge tone={source.tone}>{source.label}</Badge>
      </td>
      <td className="py-3 whitespace-nowrap text-muted">
        <time dateTime={change.created_at}>{formatDateTime(change.created_at)}</time>
      </td>
    </tr>
  );
}

/** GET /api/admin/stocks/code-changes, newest first. */
function RecordedChanges() {
  const changes = useCodeChanges();

  return (
    <section aria-labelledby="recorded-code-changes" className="min-w-0 space-y-4">
      <h4 id="recorded-code-changes" className="font-semibold">
        Recorded changes
      </h4>
      {changes.isPending || changes.isError ? (
        <PanelQueryState query={changes} what="code changes" className="min-h-24" />
      ) : changes.data.changes.length === 0 ? (
        <PanelEmpty>No code changes recorded yet.</PanelEmpty>
      ) : (
        <ScrollRegion
          label="Code changes"
          className="-mx-5 max-h-[24rem] px-5 sm:-mx-6 sm:px-6 xl:mx-0 xl:px-0"
        >
          <table aria-label="Recorded code changes" className="w-full min-w-[32rem] text-sm">
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
              {changes.data.changes.map((change) => (
                <ChangeRow key={`${change.old_symbol}-${change.changed_on}`} change={change} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

/**
 * A stock that trades under a new code: recorded here (or by a stock list import), its history
 * under the old code moves to the new one so its charts stay one series.
 */
export function CodeChanges() {
  return (
    <section aria-labelledby="stock-code-changes" className="space-y-4 border-t border-border pt-6">
      <div className="space-y-1">
        <h3 id="stock-code-changes" className="font-semibold">
          Code changes
        </h3>
        <p className="text-sm text-muted">
          From the effective date the stock trades under its new code, and what was stored under the old code
          before it moves to the new one, so its charts stay one series. A search by the old code still finds
          it.
        </p>
      </div>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <section aria-labelledby="record-code-change" className="space-y-4">
          <h4 id="record-code-change" className="font-semibold">
            Record a code change
          </h4>
          <CodeChangeForm titleId="record-code-change" />
        </section>
        <RecordedChanges />
      </div>
    </section>
  );
}
