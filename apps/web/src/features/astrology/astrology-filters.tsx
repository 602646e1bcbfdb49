import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { Label } from '@/ui/label';
import type { UrlChanges } from '@/lib/use-url-params';
import {
  PILLAR_FILTERS,
  STOCK_OPTIONS,
  THRESHOLD_OPTIONS,
  type AstrologyScreen,
  type Threshold,
} from './astrology-params';
import { SelectField } from './select-field';

const STOCK_CHOICES = STOCK_OPTIONS.map((symbol) => ({ value: symbol, label: symbol }));

/** Spec §2 Astrology filters; each choice goes straight into the URL. */
export function AstrologyFilters({
  screen,
  update,
}: {
  screen: AstrologyScreen;
  update: (changes: UrlChanges) => void;
}) {
  const { query } = screen;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Filters</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <SelectField
            id="astrology-stock"
            label="Stock"
            value={query.symbol}
            options={STOCK_CHOICES}
            onChange={(symbol) => update({ symbol: symbol === 'ALL' ? null : symbol })}
          />
          <SelectField<Threshold>
            id="astrology-price-change"
            label="Price Change"
            value={query.priceChange}
            options={THRESHOLD_OPTIONS}
            onChange={(value) => update({ price: value === 'all' ? null : value })}
          />
          <SelectField<Threshold>
            id="astrology-spike"
            label="Spike"
            value={query.spike}
            options={THRESHOLD_OPTIONS}
            onChange={(value) => update({ spike: value === 'all' ? null : value })}
          />
        </div>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-6">
          {PILLAR_FILTERS.map((filter) => (
            <SelectField
              key={filter.key}
              id={`astrology-${filter.key}`}
              label={filter.label}
              value={query[filter.key]}
              options={[
                { value: 'ALL', label: 'All' },
                ...filter.options.map((option) => ({ value: option, label: option })),
              ]}
              onChange={(value) => update({ [filter.key]: value === 'ALL' ? null : value })}
            />
          ))}
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id="astrology-show-pivot"
            checked={screen.showPivot}
            onChange={(event) => update({ pivot: event.target.checked ? '1' : null })}
          />
          <Label htmlFor="astrology-show-pivot">Show Pivot Analysis</Label>
        </div>
      </CardContent>
    </Card>
  );
}
