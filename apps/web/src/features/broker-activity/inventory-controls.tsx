import type { TBoardFilter, TBroker } from '@pantau/contracts';
import { useEffect, useId, useState } from 'react';
import { QUICK_SELECT_OPTIONS, type QuickSelect } from '@/lib/date-selection';
import { Alert } from '@/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { FoldButton, FoldedCard, useFold } from '@/ui/folding-card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { SegmentedControl } from '@/ui/segmented-control';
import { StockPicker } from '@/ui/stock-picker';
import { InventoryBrokerChips } from './inventory-broker-chips';
import { InventoryBrokerInput } from './inventory-broker-input';
import { checkInventoryRange, type DateRange } from './inventory-dates';
import { INVENTORY_BOARDS, type InventoryMode } from './inventory-params';

const MODE_OPTIONS: { value: InventoryMode; label: string }[] = [
  { value: 'combined', label: 'Combined' },
  { value: 'split', label: 'Split' },
];
const BOARD_OPTIONS = INVENTORY_BOARDS.map((board) => ({ value: board, label: board }));

export type InventoryControlsProps = {
  ticker: string;
  onTicker: (ticker: string) => void;
  brokers: readonly string[];
  directory: ReadonlyMap<string, TBroker>;
  onAddBroker: (code: string) => void;
  onRemoveBroker: (code: string) => void;
  range: DateRange | null;
  newestDate: string | undefined;
  onRange: (range: DateRange) => void;
  quick: QuickSelect;
  onQuick: (quick: QuickSelect) => void;
  mode: InventoryMode;
  onMode: (mode: InventoryMode) => void;
  board: TBoardFilter;
  onBoard: (board: TBoardFilter) => void;
  /** One line naming the choice once the charts show; a phone then folds the card into it. */
  summary?: string;
};

const TITLE = 'Ticker, Brokers & Date Range';

/**
 * Ticker, brokers, date range, Quick Select, Combined/Split and board. A date edit is applied only
 * when the window is valid; otherwise the spec's warning shows and the charts keep the last window.
 */
export function InventoryControls(props: InventoryControlsProps) {
  const { range, onRange } = props;
  const fromId = useId();
  const toId = useId();
  const [draft, setDraft] = useState<DateRange>(range ?? { from: '', to: '' });
  const warning = draft.from && draft.to ? checkInventoryRange(draft) : null;
  const fold = useFold(props.summary);

  // Follow the applied window (Quick Select, reload, the default month) by value, not identity.
  const appliedFrom = range?.from;
  const appliedTo = range?.to;
  useEffect(() => {
    if (appliedFrom && appliedTo) setDraft({ from: appliedFrom, to: appliedTo });
  }, [appliedFrom, appliedTo]);

  const edit = (changes: Partial<DateRange>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    if (next.from && next.to && !checkInventoryRange(next)) onRange(next);
  };

  if (fold.folded && props.summary !== undefined) {
    return <FoldedCard title={TITLE} summary={props.summary} onUnfold={fold.unfold} />;
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="text-base">{TITLE}</CardTitle>
          {fold.foldable ? <FoldButton onFold={fold.fold} /> : null}
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,12rem)_minmax(0,14rem)_1fr_1fr]">
          <div className="col-span-2 sm:col-span-1">
            <StockPicker
              ticker={props.ticker}
              onChange={props.onTicker}
              label="Ticker"
              emptyText="No tickers found"
            />
          </div>
          <div className="col-span-2 sm:col-span-1">
            <InventoryBrokerInput selected={props.brokers} onAdd={props.onAddBroker} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={fromId}>From</Label>
            <Input
              id={fromId}
              type="date"
              value={draft.from}
              max={props.newestDate}
              aria-invalid={warning ? true : undefined}
              onChange={(event) => edit({ from: event.target.value })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={toId}>To</Label>
            <Input
              id={toId}
              type="date"
              value={draft.to}
              max={props.newestDate}
              aria-invalid={warning ? true : undefined}
              onChange={(event) => edit({ to: event.target.value })}
            />
          </div>
        </div>
        {warning ? (
          <Alert tone="warning" title={warning.title}>
            {warning.message}
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <SegmentedControl
            label="Quick Select"
            value={props.quick}
            options={QUICK_SELECT_OPTIONS}
            onChange={props.onQuick}
          />
          <SegmentedControl label="View" value={props.mode} options={MODE_OPTIONS} onChange={props.onMode} />
          <SegmentedControl
            label="Board"
            value={props.board}
            options={BOARD_OPTIONS}
            onChange={props.onBoard}
          />
        </div>
        <InventoryBrokerChips
          codes={props.brokers}
          directory={props.directory}
          onRemove={props.onRemoveBroker}
        />
      </CardContent>
    </Card>
  );
}
