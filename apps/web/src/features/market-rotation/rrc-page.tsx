import { useCallback } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { useChartPalette } from '@/ui/charts/chart-palette';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError } from '@/ui/result-states';
import { SegmentedControl } from '@/ui/segmented-control';
import { useRrc } from './rotation-api';
import { RrcChart } from './rrc-chart';
import { SelectionPanel } from './selection-panel';
import { MARKET_ROTATION_VIEWS } from './sub-views';
import { useMemberStocks } from './use-member-stocks';
import { useRotationParams } from './use-rotation-params';

/** Trading days shown: about three months, six months and a year. */
const RANGE_OPTIONS = [
  { value: '60', label: '3M' },
  { value: '120', label: '6M' },
  { value: '250', label: '1Y' },
] as const;
type Range = (typeof RANGE_OPTIONS)[number]['value'];

export function RrcPage() {
  const header = MARKET_ROTATION_VIEWS.rrc;
  const selection = useRotationParams();
  const { kind, index, items, params, update } = selection;
  const palette = useChartPalette();
  const range: Range = RANGE_OPTIONS.some((option) => option.value === params.get('days'))
    ? (params.get('days') as Range)
    : '120';
  const { members, memberList, ready } = useMemberStocks(selection);
  const rrc = useRrc({ kind, index, items, days: Number(range) }, ready);
  const data = rrc.data?.kind === kind ? rrc.data : undefined;

  const colourOf = useCallback(
    (code: string) =>
      palette.series[Math.max(0, items.indexOf(code)) % palette.series.length] ?? palette.primary,
    [items, palette],
  );

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={null} />}
      />
      <SelectionPanel selection={selection}>
        <SegmentedControl
          label="Range"
          value={range}
          options={RANGE_OPTIONS}
          onChange={(next) => update({ days: next })}
        />
      </SelectionPanel>
      {members.isError && kind === 'stock' ? (
        <QueryError error={members.error} onRetry={() => void members.refetch()} />
      ) : kind === 'stock' && memberList?.length === 0 ? (
        <EmptyState>{index} has no members on the last trading day.</EmptyState>
      ) : rrc.isError ? (
        <QueryError error={rrc.error} onRetry={() => void rrc.refetch()} />
      ) : !data ? (
        <div
          aria-busy="true"
          aria-label="Loading"
          className="h-[360px] animate-pulse rounded-xl bg-surface-muted sm:h-[480px]"
        />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Relative performance vs {data.index}</CardTitle>
            <CardDescription>
              100 = moving with the index since the first day shown; above 100 beats it, below 100 trails it.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-3 p-3 sm:p-6">
            {data.items.every((item) => item.series.length === 0) ? (
              <EmptyState>No shared trading days with the index in this range.</EmptyState>
            ) : (
              <RrcChart items={data.items} colourOf={colourOf} resetKey={`${kind}:${index}:${range}`} />
            )}
            <AsOfLine asOf={data.asOf} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
