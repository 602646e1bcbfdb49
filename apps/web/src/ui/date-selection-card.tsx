import { Plus, RotateCcw } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import { DateChips } from './date-chips';
import { FoldButton, FoldedCard, useFold } from './folding-card';
import { Input } from './input';
import { Label } from './label';
import { SegmentedControl } from './segmented-control';
import { QUICK_SELECT_OPTIONS, type QuickSelect } from '@/lib/date-selection';

/** What the card needs from a screen's date-selection hook. */
export type DateSelectionControls = {
  quick: QuickSelect;
  dates: string[];
  /** Newest first; the newest bounds the date inputs. */
  tradeDates: readonly string[];
  chooseQuickSelect: (next: QuickSelect) => void;
  clear: () => void;
  /** Adds from–to; true when the inputs should be cleared. */
  addRange: (from: string, to: string) => boolean;
  remove: (date: string) => void;
};

/**
 * A '… Selection & Date Range (Max 7 Days)' card: the screen's picker, From/To with Add dates,
 * Quick Select (Custom shows Clear), the screen's own toggles (`children`) and the date chips.
 * Given a `summary` (once results are on screen), a phone folds the card into one bar naming the
 * choice, so the results start on the first screen; tapping the bar unfolds the controls.
 */
export function DateSelectionCard({
  title,
  picker,
  selection,
  summary,
  children,
}: {
  title: string;
  picker: ReactNode;
  selection: DateSelectionControls;
  summary?: string;
  children?: ReactNode;
}) {
  const fold = useFold(summary);
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const newest = selection.tradeDates[0];

  const add = () => {
    if (selection.addRange(from, to)) {
      setFrom('');
      setTo('');
    }
  };

  if (fold.folded && summary !== undefined) {
    return <FoldedCard title={title} summary={summary} onUnfold={fold.unfold} />;
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="text-base">{title}</CardTitle>
          {fold.foldable ? <FoldButton onFold={fold.fold} /> : null}
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid gap-4 md:grid-cols-[minmax(0,14rem)_1fr]">
          {picker}
          <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <div className="space-y-1.5">
              <Label htmlFor={fromId}>From</Label>
              <Input
                id={fromId}
                type="date"
                value={from}
                max={newest}
                onChange={(e) => setFrom(e.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={toId}>To</Label>
              <Input id={toId} type="date" value={to} max={newest} onChange={(e) => setTo(e.target.value)} />
            </div>
            <Button variant="outline" onClick={add}>
              <Plus className="size-4" aria-hidden="true" /> Add dates
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <div className="flex flex-wrap items-end gap-2">
            <SegmentedControl
              label="Quick Select"
              value={selection.quick}
              options={QUICK_SELECT_OPTIONS}
              onChange={selection.chooseQuickSelect}
            />
            {selection.quick === 'custom' ? (
              <Button variant="ghost" size="sm" className="mb-1" onClick={selection.clear}>
                <RotateCcw className="size-3.5" aria-hidden="true" /> Clear
              </Button>
            ) : null}
          </div>
          {children}
        </div>
        <DateChips dates={selection.dates} onRemove={selection.remove} />
      </CardContent>
    </Card>
  );
}
