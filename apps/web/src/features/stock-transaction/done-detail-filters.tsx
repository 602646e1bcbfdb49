import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { inputClasses } from '@/ui/input';
import { Label } from '@/ui/label';
import { cn } from '@/ui/cn';
import { SegmentedControl } from '@/ui/segmented-control';

export type DetailFilters = { sort: 'latest' | 'oldest'; broker: string; price: string };
export const DEFAULT_DETAIL_FILTERS: DetailFilters = { sort: 'latest', broker: 'ALL', price: 'ALL' };

const SORT_OPTIONS = [
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
] as const;

/** Sort Time, Broker (All or code), Price (All or price) and Reset → latest / all / all. */
export function DoneDetailFiltersCard({
  filters,
  brokers,
  prices,
  onChange,
}: {
  filters: DetailFilters;
  brokers: string[];
  prices: number[];
  onChange: (changes: Partial<DetailFilters>) => void;
}) {
  const brokerId = useId();
  const priceId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Filters</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-4">
        <SegmentedControl
          label="Sort Time"
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => onChange({ sort })}
        />
        <div className="w-full space-y-1.5 sm:w-40">
          <Label htmlFor={brokerId}>Broker</Label>
          <select
            id={brokerId}
            className={cn(inputClasses, 'font-mono')}
            value={filters.broker}
            onChange={(event) => onChange({ broker: event.target.value })}
          >
            <option value="ALL">All</option>
            {brokers.map((broker) => (
              <option key={broker} value={broker}>
                {broker}
              </option>
            ))}
          </select>
        </div>
        <div className="w-full space-y-1.5 sm:w-40">
          <Label htmlFor={priceId}>Price</Label>
          <select
            id={priceId}
            className={inputClasses}
            value={filters.price}
            onChange={(event) => onChange({ price: event.target.value })}
          >
            <option value="ALL">All</option>
            {prices.map((price) => (
              <option key={price} value={String(price)}>
                {formatNumber(price)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" onClick={() => onChange(DEFAULT_DETAIL_FILTERS)}>
          <RotateCcw className="size-4" aria-hidden="true" /> Reset
        </Button>
      </CardContent>
    </Card>
  );
}
