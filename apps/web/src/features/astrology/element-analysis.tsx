import type { TGetAstrologyData } from '@pantau/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { formatNumber, formatPercent } from '@/lib/format';
import { ELEMENT_STYLE, changeTone } from './element-style';

/** Spec §2 Element Analysis card: the day stem's element, in the order Water, Earth, Wood, Fire, Metal. */
export function ElementAnalysis({ data }: { data: TGetAstrologyData }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Element Analysis</CardTitle>
        <CardDescription>Days of the selection by the element of their day stem.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {data.elementAnalysis.map((stats) => {
            const style = ELEMENT_STYLE[stats.element];
            return (
              <li
                key={stats.element}
                data-testid={`element-${stats.element}`}
                className={cn('rounded-lg border border-border p-3', style.soft)}
              >
                <p className={cn('font-semibold', style.text)}>{stats.element}</p>
                <dl className="mt-2 space-y-1 text-sm">
                  <div className="flex justify-between gap-2">
                    <dt className="text-muted">Days</dt>
                    <dd className="tabular-nums" data-testid="element-count">
                      {formatNumber(stats.count)}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-2">
                    <dt className="text-muted">Rising</dt>
                    <dd className="tabular-nums">{formatNumber(stats.risingCount)}</dd>
                  </div>
                  <div className="flex justify-between gap-2">
                    <dt className="text-muted">Avg AVG</dt>
                    <dd className={cn('tabular-nums', changeTone(stats.averageChange))}>
                      {stats.count === 0 ? '–' : formatPercent(stats.averageChange)}
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-xs text-muted">Rising: AVG above 5%.</p>
      </CardContent>
    </Card>
  );
}
