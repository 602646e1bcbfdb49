import type { TGetAstrologyData } from '@pantau/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { EmptyState } from '@/ui/result-states';
import { SegmentedControl } from '@/ui/segmented-control';
import { formatNumber, formatPercent } from '@/lib/format';
import { PIVOT_OPTIONS, type PivotLevel } from './astrology-params';
import { ELEMENT_STYLE, changeTone } from './element-style';
import { ScrollRegion } from '@/ui/scroll-region';

const th = 'px-3 py-2 font-semibold whitespace-nowrap';
const td = 'px-3 py-1.5 whitespace-nowrap tabular-nums';

/** Optional pivot: one row per element–shio combination of the chosen pillar, best AVG first. */
export function PivotAnalysis({
  data,
  level,
  onLevelChange,
}: {
  data: TGetAstrologyData;
  level: PivotLevel;
  onLevelChange: (level: PivotLevel) => void;
}) {
  const rows = data.pivot[level];
  const levelLabel = PIVOT_OPTIONS.find((option) => option.value === level)?.label ?? '';
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Pivot Analysis</CardTitle>
        <CardDescription>Days of the selection by the element and shio of one pillar.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <SegmentedControl label="Pillar" value={level} options={PIVOT_OPTIONS} onChange={onLevelChange} />
        {rows.length === 0 ? (
          <EmptyState>No days match the filters.</EmptyState>
        ) : (
          <ScrollRegion
            label={`Pivot Analysis - ${levelLabel}`}
            className="max-h-[500px] overflow-auto rounded-lg border border-border"
          >
            <table className="w-full text-sm">
              <caption className="sr-only">Pivot Analysis - {levelLabel} element–shio</caption>
              <thead className="sticky top-0 bg-surface-muted text-left text-xs text-muted">
                <tr>
                  <th className={th}>Element–Shio</th>
                  <th className={cn(th, 'text-right')}>Days</th>
                  <th className={cn(th, 'text-right')}>Rising</th>
                  <th className={cn(th, 'text-right')}>Rising Rate</th>
                  <th className={cn(th, 'text-right')}>Avg Price Change</th>
                  <th className={cn(th, 'text-right')}>Avg Spike</th>
                  <th className={cn(th, 'text-right')}>Avg AVG</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} data-testid="pivot-row" className="border-t border-border">
                    <td className={cn(td, 'font-medium', ELEMENT_STYLE[row.element].text)}>{row.label}</td>
                    <td className={cn(td, 'text-right')}>{formatNumber(row.count)}</td>
                    <td className={cn(td, 'text-right')}>{formatNumber(row.risingCount)}</td>
                    <td className={cn(td, 'text-right')}>{formatNumber(row.risingRate, 1)}%</td>
                    <td className={cn(td, 'text-right', changeTone(row.averagePriceChange))}>
                      {formatPercent(row.averagePriceChange)}
                    </td>
                    <td className={cn(td, 'text-right', changeTone(row.averageSpikeChange))}>
                      {formatPercent(row.averageSpikeChange)}
                    </td>
                    <td className={cn(td, 'text-right font-semibold', changeTone(row.averageChange))}>
                      {formatPercent(row.averageChange)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}
