import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { formatRupiah } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { cn } from '@/ui/cn';
import { Input, inputClasses } from '@/ui/input';
import { Label } from '@/ui/label';
import { SegmentedControl } from '@/ui/segmented-control';
import {
  NO_FILTERS,
  parseCodes,
  type RunningTradeFilters,
  type RunningTradeScope,
} from './running-trade-filters';

const SCOPE_OPTIONS: { value: RunningTradeScope; label: string }[] = [
  { value: 'all', label: 'All stocks' },
  { value: 'watchlist', label: 'My watchlist' },
];

const VALUE_STEPS: { value: number; label: string }[] = [
  { value: 0, label: 'Any' },
  { value: 100_000_000, label: 'Rp100 juta' },
  { value: 500_000_000, label: 'Rp500 juta' },
  { value: 1_000_000_000, label: 'Rp1 miliar' },
  { value: 5_000_000_000, label: 'Rp5 miliar' },
  { value: 10_000_000_000, label: 'Rp10 miliar' },
];

// Two to a row on a phone, so the trades are not a whole screen below the filters.
const field = 'min-w-0 space-y-1.5 sm:w-44';

/**
 * Codes typed as the member likes (commas or spaces, any case). What is typed stays as typed while
 * it reads as the codes in the URL; when the URL changes elsewhere (Reset, a shared link) it shows those.
 */
function CodesInput({
  label,
  kind,
  codes,
  placeholder,
  onChange,
}: {
  label: string;
  kind: 'stock' | 'broker';
  codes: string[];
  placeholder: string;
  onChange: (codes: string[]) => void;
}) {
  const id = useId();
  const [text, setText] = useState(codes.join(', '));
  const typed = parseCodes(text, kind);
  const shown = typed.join(',') === codes.join(',') ? text : codes.join(', ');
  return (
    <div className={field}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={shown}
        placeholder={placeholder}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseCodes(event.target.value, kind));
        }}
      />
    </div>
  );
}

/** Scope (every stock or the watchlist, asked of the server) and the filters applied here. */
export function RunningTradeFiltersCard({
  scope,
  filters,
  onScope,
  onFilters,
}: {
  scope: RunningTradeScope;
  filters: RunningTradeFilters;
  onScope: (scope: RunningTradeScope) => void;
  onFilters: (changes: Partial<RunningTradeFilters>) => void;
}) {
  const minLotId = useId();
  const minValueId = useId();
  const foreignId = useId();
  const valueSteps = VALUE_STEPS.some((step) => step.value === filters.minValue)
    ? VALUE_STEPS
    : [...VALUE_STEPS, { value: filters.minValue, label: formatRupiah(filters.minValue) }];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Filters</CardTitle>
        <CardDescription>Filters apply to the trades shown and to those arriving.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap sm:gap-4">
        <div className="col-span-2">
          <SegmentedControl label="Scope" value={scope} options={SCOPE_OPTIONS} onChange={onScope} />
        </div>
        <CodesInput
          label="Stocks"
          kind="stock"
          codes={filters.stocks}
          placeholder="e.g. BBCA, TLKM"
          onChange={(stocks) => onFilters({ stocks })}
        />
        <CodesInput
          label="Brokers"
          kind="broker"
          codes={filters.brokers}
          placeholder="e.g. YP, CC"
          onChange={(brokers) => onFilters({ brokers })}
        />
        <div className={cn(field, 'sm:w-28')}>
          <Label htmlFor={minLotId}>Min lot</Label>
          <Input
            id={minLotId}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="Any"
            value={filters.minLot > 0 ? String(filters.minLot) : ''}
            onChange={(event) =>
              onFilters({ minLot: Math.max(0, Math.floor(Number(event.target.value) || 0)) })
            }
          />
        </div>
        <div className={field}>
          <Label htmlFor={minValueId}>Min value</Label>
          <select
            id={minValueId}
            className={inputClasses}
            value={String(filters.minValue)}
            onChange={(event) => onFilters({ minValue: Number(event.target.value) })}
          >
            {valueSteps.map((step) => (
              <option key={step.value} value={String(step.value)}>
                {step.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id={foreignId}
            checked={filters.foreignOnly}
            onChange={(event) => onFilters({ foreignOnly: event.target.checked })}
          />
          <Label htmlFor={foreignId}>Foreign only</Label>
        </div>
        <Button variant="outline" className="justify-self-start" onClick={() => onFilters(NO_FILTERS)}>
          <RotateCcw className="size-4" aria-hidden="true" /> Reset
        </Button>
      </CardContent>
    </Card>
  );
}
