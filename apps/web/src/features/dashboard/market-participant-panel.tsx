import { useMemo } from 'react';
import type { TGetParticipantsData } from '@pantau/contracts';
import { formatNumber } from '@/lib/format';
import { axisStyle, EChart, type EChartOption } from '@/ui/charts/echart';
import { useChartPalette, type ChartPalette } from '@/ui/charts/chart-palette';
import { CollapsibleSection } from './collapsible-section';
import { useParticipants } from './dashboard-api';
import { ChartSkeleton, QueryPanel } from './query-panel';
import type { SectionProps } from './sections';

const CHART_HEIGHT = 300;
const monthLabel = new Intl.DateTimeFormat('id-ID', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const percent = (value: number) => `${formatNumber(value, 2)}%`;

function chartOption(rows: TGetParticipantsData['localVsForeign'], palette: ChartPalette): EChartOption {
  const bar = (name: 'Local' | 'Foreign', color: string) => ({
    name,
    type: 'bar',
    stack: 'holdings',
    barMaxWidth: 36,
    itemStyle: { color },
    data: rows.map((row) => Number(row[name].toFixed(2))),
  });
  return {
    grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
    legend: { top: 0, data: ['Local', 'Foreign'] },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => percent(Number(value)) },
    xAxis: {
      ...axisStyle(palette),
      type: 'category',
      data: rows.map((row) => monthLabel.format(new Date(`${row.date}T00:00:00Z`))),
    },
    yAxis: {
      ...axisStyle(palette),
      type: 'value',
      max: 100,
      axisLabel: { color: palette.muted, formatter: '{value}%' },
    },
    series: [bar('Local', palette.primary), bar('Foreign', palette.accent)],
  };
}

/** Local vs foreign share of the stock's KSEI holdings, month by month, as stacked bars. */
export function MarketParticipantPanel({ symbol, open, onToggle }: SectionProps) {
  const participants = useParticipants(symbol, open);
  const palette = useChartPalette();
  const rows = participants.data?.localVsForeign;
  const option = useMemo(() => (rows ? chartOption(rows, palette) : null), [rows, palette]);
  const latest = rows?.at(-1);

  return (
    <CollapsibleSection
      title="Market Participant"
      symbol={symbol}
      open={open}
      onToggle={onToggle}
      asOf={latest?.date}
    >
      <QueryPanel
        query={participants}
        skeleton={<ChartSkeleton height={CHART_HEIGHT} />}
        isEmpty={(data) => data.localVsForeign.length === 0}
        empty={`No ownership composition for ${symbol}.`}
      >
        {() => (
          <div className="space-y-3">
            {latest ? (
              <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="participant-latest">
                <div className="flex gap-2">
                  <dt className="text-muted">Local</dt>
                  <dd className="font-semibold tabular-nums">{percent(latest.Local)}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-muted">Foreign</dt>
                  <dd className="font-semibold tabular-nums">{percent(latest.Foreign)}</dd>
                </div>
              </dl>
            ) : null}
            {option ? (
              <EChart
                option={option}
                height={CHART_HEIGHT}
                ariaLabel={`Local vs foreign holdings of ${symbol} by month`}
              />
            ) : null}
          </div>
        )}
      </QueryPanel>
    </CollapsibleSection>
  );
}
