import { useCallback, useMemo } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { useChartPalette } from '@/ui/charts/chart-palette';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { SegmentedControl } from '@/ui/segmented-control';
import { formatShortDate } from '@/lib/format';
import { MomentumScreener } from './momentum-screener';
import { ReplaySlider } from './replay-slider';
import { useRrgChunks, type RrgBasis } from './rotation-api';
import { RRG_CHUNK, chunk, weeksBefore } from './rotation-selection';
import { RrgChart, type RrgAxes } from './rrg-chart';
import { RrgLegend } from './rrg-legend';
import { SelectionPanel } from './selection-panel';
import { MARKET_ROTATION_VIEWS } from './sub-views';
import { useMemberStocks } from './use-member-stocks';
import { useRotationParams } from './use-rotation-params';

/** All eleven IDX-IC sectors: the screener lists every one so any can be added. */
const ALL_SECTORS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'];
const SECTOR_CHUNKS = [ALL_SECTORS];

/** Members without enough history for a point have no row: the description says how many are ranked. */
function memberSummary(ranked: number, members: number | undefined, index: string) {
  const which = members === undefined || ranked === members ? `All ${ranked}` : `${ranked} of the ${members}`;
  return `${which} members of ${index} with enough history; Add puts one on the graph.`;
}

const BASIS_OPTIONS: { value: RrgBasis; label: string }[] = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'daily', label: 'Daily' },
];

const AXES_OPTIONS: { value: RrgAxes; label: string }[] = [
  { value: 'fit', label: 'Fit to data' },
  { value: 'fixed', label: 'Fixed 90–110' },
];

/** Replaying a date before some of today's members joined leaves them out; this says which. */
function omittedNote(omitted: string[], index: string, date: string) {
  const count = omitted.length === 1 ? '1 stock' : `${omitted.length} stocks`;
  return `${count} not in ${index} on ${formatShortDate(date)}: ${omitted.join(', ')}.`;
}

export function RrgPage() {
  const header = MARKET_ROTATION_VIEWS.rrg;
  const selection = useRotationParams();
  const { kind, index, items, basis, asOf, params, update, addItem, removeItem } = selection;
  const axes: RrgAxes = params.get('axes') === 'fixed' ? 'fixed' : 'fit';
  const palette = useChartPalette();
  const { members, memberList, ready } = useMemberStocks(selection);
  // Stocks, like sectors, are asked as the whole universe (every member of the index, in the API's
  // chunks): the screener lists them all and ticking one redraws without a request.
  const chunks = useMemo(
    () =>
      kind === 'sector'
        ? SECTOR_CHUNKS
        : ready && memberList
          ? chunk(
              memberList.map((member) => member.symbol),
              RRG_CHUNK,
            )
          : [],
    [kind, ready, memberList],
  );
  const rrg = useRrgChunks({ kind, index, basis, asOf }, chunks);
  const { data } = rrg;

  const colourOf = useCallback(
    (code: string) =>
      palette.series[Math.max(0, items.indexOf(code)) % palette.series.length] ?? palette.primary,
    [items, palette],
  );
  const shownItems = useMemo(
    () => (data ? items.flatMap((code) => data.items.find((item) => item.code === code) ?? []) : []),
    [data, items],
  );
  const replayStart = useMemo(() => {
    if (!data?.firstDate) return null;
    // Warm-up before the first full tail: 2w + p − 2 periods plus the tail, in weeks.
    const periods = 2 * data.window + data.rocPeriod - 2 + data.tail;
    const weeks = data.basis === 'weekly' ? periods : Math.ceil(periods / 5) + 1;
    return weeksBefore(data.firstDate, -weeks);
  }, [data]);
  const blocked = (kind === 'stock' && (members.isError || memberList?.length === 0)) || rrg.error !== null;
  const onReplay = useCallback((date: string | null) => update({ asOf: date }), [update]);

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={null} />}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_19rem] xl:items-start">
        <SelectionPanel selection={selection} aside className="xl:order-2">
          <SegmentedControl
            label="Basis"
            value={basis}
            options={BASIS_OPTIONS}
            onChange={(next) => update({ basis: next })}
          />
          <SegmentedControl
            label="Axes"
            value={axes}
            options={AXES_OPTIONS}
            onChange={(next) => update({ axes: next === 'fixed' ? next : null })}
          />
        </SelectionPanel>
        <div className="min-w-0 xl:order-1">
          {members.isError && kind === 'stock' ? (
            <QueryError error={members.error} onRetry={() => void members.refetch()} />
          ) : kind === 'stock' && memberList?.length === 0 ? (
            <EmptyState>{index} has no members on the last trading day.</EmptyState>
          ) : rrg.error ? (
            <QueryError error={rrg.error} onRetry={rrg.refetch} />
          ) : !data ? (
            <div
              aria-busy="true"
              aria-label="Loading"
              className="h-[420px] animate-pulse rounded-xl bg-surface-muted sm:h-[600px]"
            />
          ) : (
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Relative Rotation Graph</CardTitle>
                <CardDescription>
                  {kind === 'sector' ? 'Sectors' : 'Stocks'} vs {data.index},{' '}
                  {basis === 'weekly' ? 'weekly' : 'daily'} basis, tails of {data.tail} points, as of{' '}
                  {formatShortDate(data.rotationDate)}.
                </CardDescription>
                {data.omitted.length > 0 ? (
                  <p data-testid="rrg-omitted" className="text-sm text-muted">
                    {omittedNote(data.omitted, data.index, data.rotationDate)}
                  </p>
                ) : null}
              </CardHeader>
              <CardContent className="space-y-4 p-3 sm:p-6">
                {shownItems.every((item) => item.points.length === 0) ? (
                  <EmptyState>Not enough history to plot the rotation on this date.</EmptyState>
                ) : (
                  <RrgChart items={shownItems} colourOf={colourOf} axes={axes} />
                )}
                <RrgLegend items={shownItems} colourOf={colourOf} />
                {replayStart && replayStart < data.asOf ? (
                  <ReplaySlider
                    firstDate={replayStart}
                    lastDate={data.asOf}
                    rotationDate={asOf ?? data.asOf}
                    basis={data.basis}
                    onChange={onReplay}
                  />
                ) : null}
                <AsOfLine asOf={data.asOf} />
              </CardContent>
            </Card>
          )}
        </div>
      </div>
      {data && !blocked ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Relative Momentum Screener</CardTitle>
            {kind === 'stock' ? (
              <CardDescription>
                {memberSummary(data.screener.length, memberList?.length, data.index)}
              </CardDescription>
            ) : null}
          </CardHeader>
          <CardContent className="p-3 sm:p-6">
            {data.screener.length === 0 ? (
              <EmptyState>
                Not enough history to rank these {kind === 'sector' ? 'sectors' : 'stocks'}.
              </EmptyState>
            ) : (
              <MomentumScreener
                rows={data.screener}
                kind={kind}
                selected={items}
                colourOf={colourOf}
                onAdd={addItem}
                onRemove={removeItem}
              />
            )}
          </CardContent>
        </Card>
      ) : !blocked ? (
        <TableSkeleton rows={5} />
      ) : null}
    </div>
  );
}
