import { ChevronDown, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ROTATION_INDEX_CODES } from '@pantau/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { cn } from '@/ui/cn';
import { inputClasses } from '@/ui/input';
import { Label } from '@/ui/label';
import { QueryError } from '@/ui/result-states';
import { SegmentedControl } from '@/ui/segmented-control';
import { StockPicker } from '@/ui/stock-picker';
import { useIndexMembers, useIndices, useSectors, type RotationKind } from './rotation-api';
import type { useRotationParams } from './use-rotation-params';

const KIND_OPTIONS: { value: RotationKind; label: string }[] = [
  { value: 'sector', label: 'Sector' },
  { value: 'stock', label: 'Stock' },
];

/** The index dropdown: COMPOSITE by default, the other benchmarks listed with their size. */
export function IndexSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const id = useId();
  const indices = useIndices();
  const options =
    indices.data?.indices ?? ROTATION_INDEX_CODES.map((code) => ({ code, name: code, members: 0 }));
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>Index</Label>
      <select
        id={id}
        className={`${inputClasses} max-w-full sm:w-64`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((index) => (
          <option key={index.code} value={index.code}>
            {index.code === index.name ? index.code : `${index.code} · ${index.name}`}
            {index.members > 0 ? ` (${index.members})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

type RotationParams = ReturnType<typeof useRotationParams>;

/** Until the members arrive the picker suggests nothing rather than stocks outside the index. */
const NO_MEMBERS: { symbol: string; name: string }[] = [];

/**
 * Sector / Stock toggle, index and the compared items (spec §2 RRG, RRC). As an `aside` (the RRG
 * puts it beside the chart on wide screens) it stacks its controls in one narrow column and, below
 * that width, folds into a summary line the user opens, so the chart comes first on the screen.
 */
export function SelectionPanel({
  selection,
  children,
  aside = false,
  className,
}: {
  selection: RotationParams;
  children?: ReactNode;
  aside?: boolean;
  className?: string;
}) {
  const { kind, index, items, update } = selection;
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const summary = `${kind === 'sector' ? 'Sectors' : 'Stocks'} vs ${index} · ${items.length} selected`;
  return (
    <Card className={className}>
      <CardHeader className={cn(aside && 'flex-row items-center justify-between gap-3')}>
        <CardTitle className="text-base">Selection</CardTitle>
        {aside ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={contentId}
            className="inline-flex min-w-0 items-center gap-1.5 rounded-md px-2 py-1 text-sm text-muted hover:bg-surface-muted hover:text-fg xl:hidden"
            onClick={() => setOpen((value) => !value)}
          >
            <span className="truncate">{summary}</span>
            <ChevronDown
              className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        ) : null}
      </CardHeader>
      <CardContent id={contentId} className={cn('space-y-5', aside && !open && 'hidden xl:block')}>
        <div
          className={cn('flex flex-wrap items-end gap-x-6 gap-y-4', aside && 'xl:flex-col xl:items-stretch')}
        >
          <SegmentedControl
            label="Compare"
            value={kind}
            options={KIND_OPTIONS}
            onChange={(next) => update({ kind: next, asOf: null })}
          />
          <IndexSelect value={index} onChange={(code) => update({ index: code })} />
          {children}
        </div>
        {kind === 'sector' ? (
          <SectorChoices selection={selection} aside={aside} />
        ) : (
          <StockChoices selection={selection} aside={aside} />
        )}
      </CardContent>
    </Card>
  );
}

function SectorChoices({ selection, aside }: { selection: RotationParams; aside: boolean }) {
  const sectors = useSectors();
  if (sectors.isError) return <QueryError error={sectors.error} onRetry={() => void sectors.refetch()} />;
  if (!sectors.data) {
    return (
      <div aria-busy="true" aria-label="Loading" className="h-20 animate-pulse rounded-lg bg-surface-muted" />
    );
  }
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">Sectors</legend>
      <div
        className={cn('grid grid-cols-2 gap-2', aside ? 'md:grid-cols-4 xl:grid-cols-1' : 'lg:grid-cols-4')}
      >
        {sectors.data.sectors.map((sector) => {
          const checked = selection.sectors.includes(sector.code);
          return (
            <label
              key={sector.code}
              className="flex min-w-0 cursor-pointer items-center gap-2 rounded-md border border-border px-2 py-1.5 text-xs hover:bg-surface-muted sm:px-3 sm:py-2 sm:text-sm"
            >
              <Checkbox
                checked={checked}
                onChange={() =>
                  checked ? selection.removeItem(sector.code) : selection.addItem(sector.code)
                }
              />
              <span className="min-w-0 leading-tight">{sector.shortName}</span>
              <span className="ml-auto hidden text-xs text-muted sm:inline" title="Listed stocks">
                {sector.members}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function StockChoices({ selection, aside }: { selection: RotationParams; aside: boolean }) {
  const members = useIndexMembers(selection.index);
  const options = members.data?.index === selection.index ? members.data.members : undefined;
  return (
    <div
      className={cn(
        'grid gap-4 md:grid-cols-[minmax(0,16rem)_1fr] md:items-start',
        aside && 'xl:grid-cols-1',
      )}
    >
      {/* Remounted after each change so the input is empty for the next stock. */}
      <StockPicker
        key={selection.stocks.join(',')}
        ticker=""
        onChange={selection.addItem}
        label="Add stock"
        emptyText={`No ${selection.index} members found`}
        options={options ?? NO_MEMBERS}
        listLabel={`${selection.index} members`}
      />
      <div className="min-w-0 space-y-1.5">
        <p className="text-sm leading-none font-medium">Stocks</p>
        <ul aria-label="Selected stocks" className="flex flex-wrap gap-2">
          {selection.stocks.map((symbol) => (
            <li
              key={symbol}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-muted py-1 pr-1 pl-3 font-mono text-sm"
            >
              {symbol}
              <button
                type="button"
                aria-label={`Remove ${symbol}`}
                className="inline-flex size-6 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-fg"
                onClick={() => selection.removeItem(symbol)}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
