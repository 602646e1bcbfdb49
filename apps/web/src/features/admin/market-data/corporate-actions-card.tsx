import { Search, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TCorporateAction } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { formatShortDate } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { useConfirm } from '@/ui/confirm-dialog';
import { Input } from '@/ui/input';
import { Pagination } from '@/ui/pagination';
import { ScrollRegion } from '@/ui/scroll-region';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toaster';
import { PanelEmpty, PanelQueryState } from '../panel-error';
import { CorporateActionForm } from './corporate-action-form';
import { useCorporateActions, useDeleteCorporateAction } from './corporate-actions-api';
import { KIND_LABELS } from './import-labels';

const FILTER_DELAY_MS = 300;
const COLUMNS = ['Ex-date', 'Stock', 'Action', 'Source'];

const SOURCES: Record<TCorporateAction['source'], { label: string; tone: BadgeTone }> = {
  admin: { label: 'Admin', tone: 'info' },
  import: { label: 'Import', tone: 'muted' },
  demo: { label: 'Demo', tone: 'pending' },
};

function ActionRow({
  action,
  deleting,
  onDelete,
}: {
  action: TCorporateAction;
  deleting: boolean;
  onDelete: () => void;
}) {
  const source = SOURCES[action.source];
  return (
    <tr className="align-middle">
      <td className="py-3 pr-4 whitespace-nowrap tabular-nums">
        <time dateTime={action.ex_date}>{formatShortDate(action.ex_date)}</time>
      </td>
      <td className="py-3 pr-4 font-mono font-semibold whitespace-nowrap">{action.symbol}</td>
      <td className="py-3 pr-4">{action.label}</td>
      <td className="py-3 pr-4">
        <Badge tone={source.tone}>{source.label}</Badge>
      </td>
      <td className="py-3 text-right">
        <Button
          variant="ghost"
          size="sm"
          disabled={deleting}
          aria-label={`Delete ${action.label} of ${action.symbol}, ex-date ${action.ex_date}`}
          onClick={onDelete}
        >
          {deleting ? (
            <Spinner className="size-3.5" />
          ) : (
            <Trash2 className="size-4 text-down" aria-hidden="true" />
          )}
          Delete
        </Button>
      </td>
    </tr>
  );
}

/** GET /api/admin/corporate-actions, newest ex-date first, filtered by stock code. */
function RecordedActions() {
  const confirm = useConfirm();
  const remove = useDeleteCorporateAction();
  const [symbolText, setSymbolText] = useState('');
  const [filter, setFilter] = useState({ symbol: '', page: 1 });
  const actions = useCorporateActions(filter);
  const pagination = actions.data?.pagination;

  useEffect(() => {
    const timer = setTimeout(() => {
      const symbol = symbolText.trim().toUpperCase();
      setFilter((current) => (current.symbol === symbol ? current : { symbol, page: 1 }));
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [symbolText]);

  async function onDelete(action: TCorporateAction, rowsOnPage: number) {
    const ok = await confirm({
      title: `Delete ${action.label} of ${action.symbol}?`,
      description: `Ex-date ${formatShortDate(action.ex_date)}. ${action.symbol}'s charts stop adjusting its earlier prices for it.`,
      confirmText: 'Delete',
      cancelText: 'Keep',
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(action.id);
      toast.success(`${action.label} of ${action.symbol} deleted`);
      // The page it was alone on no longer exists.
      if (rowsOnPage === 1 && filter.page > 1) setFilter({ ...filter, page: filter.page - 1 });
    } catch (error) {
      toast.error('Corporate action not deleted', { description: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby="recorded-corporate-actions" className="min-w-0 space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 id="recorded-corporate-actions" className="font-semibold">
          Recorded actions
        </h3>
        <label className="relative sm:w-56">
          <span className="sr-only">Filter by stock code</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            type="search"
            className="pl-9 uppercase placeholder:normal-case"
            placeholder="Filter by stock code"
            maxLength={12}
            autoComplete="off"
            spellCheck={false}
            value={symbolText}
            onChange={(event) => setSymbolText(event.target.value.toUpperCase())}
          />
        </label>
      </div>
      {actions.isPending || actions.isError ? (
        <PanelQueryState query={actions} what="corporate actions" />
      ) : actions.data.actions.length === 0 ? (
        <PanelEmpty>
          {filter.symbol ? `No corporate actions of ${filter.symbol}.` : 'No corporate actions recorded yet.'}
        </PanelEmpty>
      ) : (
        <ScrollRegion label="Corporate actions" className="-mx-5 px-5 sm:-mx-6 sm:px-6 xl:mx-0 xl:px-0">
          <table
            className={cn(
              'w-full min-w-[34rem] text-sm transition-opacity',
              actions.isPlaceholderData && 'opacity-60',
            )}
          >
            <thead>
              <tr className="border-b border-border text-left text-xs tracking-wide text-muted uppercase">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="pr-4 pb-2.5 font-medium">
                    {column}
                  </th>
                ))}
                {/* Positioned, so its visually hidden name stays inside the scroll box and cannot widen the page. */}
                <th scope="col" className="relative pb-2.5">
                  <span className="sr-only">Delete</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {actions.data.actions.map((action, _, rows) => (
                <ActionRow
                  key={action.id}
                  action={action}
                  deleting={remove.isPending && remove.variables === action.id}
                  onDelete={() => void onDelete(action, rows.length)}
                />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {pagination ? (
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPageChange={(page) => setFilter({ ...filter, page })}
          label="Corporate actions pages"
          className="justify-end"
        />
      ) : null}
    </section>
  );
}

/**
 * Splits, reverse splits, bonus shares, rights issues and cash dividends: recorded one at a time
 * here, or many at once through the upload.
 */
export function CorporateActionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Corporate actions</CardTitle>
        <CardDescription>Prices on every chart are back-adjusted from these records.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <section aria-labelledby="record-corporate-action" className="space-y-4">
          <h3 id="record-corporate-action" className="font-semibold">
            Record an action
          </h3>
          <CorporateActionForm titleId="record-corporate-action" />
          <p className="text-sm text-muted">
            Many at once: in Upload above, give a CSV the kind{' '}
            <strong className="font-medium text-fg">{KIND_LABELS['corporate-actions']}</strong>. Its columns
            are <code>symbol</code>, <code>type</code>, <code>ex_date</code>, <code>ratio</code> (as 1:5),{' '}
            <code>price</code> and <code>amount</code>.
          </p>
        </section>
        <RecordedActions />
      </CardContent>
    </Card>
  );
}
