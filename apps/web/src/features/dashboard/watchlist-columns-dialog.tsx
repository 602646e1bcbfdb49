import { Columns3 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  SCREENS_API_MESSAGES,
  WATCHLIST_MAX_COLUMNS,
  type TMetricRef,
  type TScreenMetricId,
} from '@pantau/contracts';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { cn } from '@/ui/cn';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/ui/dialog';
import { COLUMN_GROUPS } from './watchlist-columns';

/**
 * The Columns button and its dialog: the metrics to show beside each favourite, up to
 * WATCHLIST_MAX_COLUMNS. The choice is a draft until Save; the columns keep the catalogue's order.
 */
export function WatchlistColumnsDialog({
  columns,
  onSave,
}: {
  columns: readonly TMetricRef[];
  onSave: (columns: TMetricRef[]) => void;
}) {
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<TScreenMetricId>>(new Set());
  const full = chosen.size >= WATCHLIST_MAX_COLUMNS;

  const openChange = (next: boolean) => {
    if (next) setChosen(new Set(columns.map((column) => column.id)));
    setOpen(next);
  };

  const toggle = (id: TScreenMetricId) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const save = () => {
    onSave(
      COLUMN_GROUPS.flatMap(({ metrics }) => metrics)
        .filter((metric) => chosen.has(metric.id))
        .map((metric) => ({ id: metric.id })),
    );
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label="Choose watchlist columns">
          <Columns3 className="size-4" aria-hidden="true" />
          Columns
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Watchlist columns"
        description="Metrics to show beside each favourite, from the latest trading day."
        className="max-w-lg"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <div className="max-h-[min(55vh,28rem)] space-y-4 overflow-y-auto pr-1">
            {COLUMN_GROUPS.map(({ group, metrics }) => (
              <fieldset key={group} className="space-y-2">
                <legend className="mb-2 text-sm font-semibold">{group}</legend>
                {metrics.map((metric) => {
                  const id = `${baseId}-${metric.id}`;
                  const checked = chosen.has(metric.id);
                  const disabled = full && !checked;
                  return (
                    <div key={metric.id} className="flex items-start gap-2.5">
                      <Checkbox
                        id={id}
                        className="mt-0.5"
                        checked={checked}
                        disabled={disabled}
                        aria-describedby={`${id}-hint`}
                        onChange={() => toggle(metric.id)}
                      />
                      <div className="min-w-0">
                        <label
                          htmlFor={id}
                          className={cn('text-sm font-medium', disabled ? 'text-muted' : 'cursor-pointer')}
                        >
                          {metric.label}
                        </label>
                        <p id={`${id}-hint`} className="text-xs text-muted">
                          {metric.description}
                        </p>
                      </div>
                    </div>
                  );
                })}
              </fieldset>
            ))}
          </div>
          <p aria-live="polite" className="mt-3 text-sm text-muted">
            {chosen.size} of {WATCHLIST_MAX_COLUMNS} chosen
            {full ? (
              <>
                {' · '}
                <span className="font-medium text-fg">{SCREENS_API_MESSAGES.tooManyWatchlistColumns}</span>
              </>
            ) : null}
          </p>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit">Save</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
