import { lazy } from 'react';
import { formatNumber } from '@/lib/format';
import { WhenVisible } from '@/ui/charts/when-visible';
import { CollapsibleSection } from './collapsible-section';
import { useParticipants } from './dashboard-api';
import { ChartSkeleton, QueryPanel } from './query-panel';
import type { SectionProps } from './sections';

const ParticipantChart = lazy(() => import('./participant-chart'));

const CHART_HEIGHT = 300;
const percent = (value: number) => `${formatNumber(value, 2)}%`;

/** Local vs foreign share of the stock's KSEI holdings, month by month, as stacked bars. */
export function MarketParticipantPanel({ symbol, open, onToggle }: SectionProps) {
  const participants = useParticipants(symbol, open);
  const latest = participants.data?.localVsForeign.at(-1);

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
        {(data) => (
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
            <WhenVisible fallback={<ChartSkeleton height={CHART_HEIGHT} />}>
              <ParticipantChart rows={data.localVsForeign} height={CHART_HEIGHT} symbol={symbol} />
            </WhenVisible>
          </div>
        )}
      </QueryPanel>
    </CollapsibleSection>
  );
}
