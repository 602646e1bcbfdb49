import { Plus, RotateCcw } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { DateChips } from '@/ui/date-chips';
import { QUICK_SELECT_OPTIONS } from '@/lib/date-selection';
import { SegmentedControl } from '@/ui/segmented-control';
import { StockPicker } from '@/ui/stock-picker';
import type { DateSelection } from './use-date-selection';

/** 'Stock Selection & Date Range (Max 7 Days)': stock, from/to + add, Quick Select, chips. */
export function SelectionCard({ selection, children }: { selection: DateSelection; children?: ReactNode }) {
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

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Stock Selection &amp; Date Range (Max 7 Days)</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid gap-4 md:grid-cols-[minmax(0,14rem)_1fr]">
          <StockPicker ticker={selection.ticker} onChange={selection.setTicker} />
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
