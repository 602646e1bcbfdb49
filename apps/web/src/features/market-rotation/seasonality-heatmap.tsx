import type { TGetSeasonalityData } from '@pantau/contracts';
import { formatNumber } from '@/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { useHeatStyle } from '@/ui/heat-colours';
import { ScrollRegion } from '@/ui/scroll-region';

type Series = TGetSeasonalityData['series'][number];
type Cell = Series['average'][number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
const KIND_LABELS: Record<Series['kind'], string> = { index: 'Index', sector: 'Sector', stock: 'Saham' };

/** Green for a rising month, red for a falling one, as strong as the API's intensity (|%| / 3, max 1). */
function HeatCell({ cell, year }: { cell: Cell; year: string }) {
  const heatStyle = useHeatStyle();
  const month = MONTHS[cell.month - 1] ?? String(cell.month);
  return (
    <td
      data-month={cell.month}
      title={`${month} ${year}`}
      className="border-l border-border px-1.5 py-1.5 text-center text-xs tabular-nums"
      style={
        cell.performance === null
          ? undefined
          : heatStyle(cell.performance >= 0 ? 'positive' : 'negative', cell.intensity * 0.65)
      }
    >
      {cell.performance === null ? <span className="text-muted">–</span> : formatNumber(cell.performance, 1)}
    </td>
  );
}

/** One series' monthly returns (%): a row per year, the average row last. */
export function SeasonalityHeatmap({ series }: { series: Series }) {
  return (
    <Card data-testid={`seasonality-${series.code}`}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-baseline gap-x-2 text-base">
          {series.kind === 'stock' ? <span className="font-mono">{series.code}</span> : null}
          <span className={series.kind === 'stock' ? 'text-sm font-normal text-muted' : undefined}>
            {series.name}
          </span>
          <span className="text-xs font-normal text-muted">{KIND_LABELS[series.kind]}</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="p-3 sm:p-6">
        <ScrollRegion
          label={`Seasonality of ${series.name}`}
          className="relative overflow-x-auto rounded-lg border border-border"
        >
          <table className="w-full min-w-[640px] text-sm" aria-label={`Seasonality of ${series.name} (%)`}>
            <thead className="bg-surface-muted text-xs text-muted">
              <tr>
                <th scope="col" className="sticky left-0 bg-surface-muted px-2 py-1.5 text-left font-medium">
                  Tahun
                </th>
                {MONTHS.map((month) => (
                  <th key={month} scope="col" className="px-1.5 py-1.5 text-center font-medium">
                    {month}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.years.map((year) => (
                <tr key={year.year} data-year={year.year} className="border-t border-border">
                  <th
                    scope="row"
                    className="sticky left-0 bg-surface px-2 py-1.5 text-left text-xs font-medium tabular-nums"
                  >
                    {year.year}
                  </th>
                  {year.months.map((cell) => (
                    <HeatCell key={cell.month} cell={cell} year={String(year.year)} />
                  ))}
                </tr>
              ))}
              <tr data-year="average" className="border-t-2 border-border font-semibold">
                <th scope="row" className="sticky left-0 bg-surface px-2 py-1.5 text-left text-xs">
                  Rata-rata
                </th>
                {series.average.map((cell) => (
                  <HeatCell key={cell.month} cell={cell} year="rata-rata" />
                ))}
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      </CardContent>
    </Card>
  );
}
