import { useEffect, useRef } from 'react';
import { cn } from '@/ui/cn';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { BrokerInventoryPanel } from './broker-inventory-panel';
import { BrokerSummaryPanel } from './broker-summary-panel';
import { useWatchlistColumns } from './dashboard-api';
import { DoneSummaryPanel } from './done-summary-panel';
import { ForeignFlowPanel } from './foreign-flow-panel';
import { MarketParticipantPanel } from './market-participant-panel';
import { OwnershipPanel } from './ownership-panel';
import { PriceActionCard } from './price-action-card';
import { QuickAccessCard } from './quick-access-card';
import { SECTION_IDS, type SectionId } from './sections';
import { useDashboardParams } from './use-dashboard-params';
import { WatchlistCard } from './watchlist-card';

const PANELS = {
  'done-summary': DoneSummaryPanel,
  'broker-summary': BrokerSummaryPanel,
  'market-participant': MarketParticipantPanel,
  ownership: OwnershipPanel,
  'foreign-flow': ForeignFlowPanel,
  'broker-inventory': BrokerInventoryPanel,
} as const;

export function DashboardPage() {
  const { symbol, selectSymbol, openSections, setOpenSections } = useDashboardParams();
  const hasMetricColumns = (useWatchlistColumns().data?.columns.length ?? 0) > 0;
  const scrollPending = useRef(false);
  const sectionsRef = useRef<HTMLDivElement>(null);

  // The sections open through the URL, a render later than the click: scroll once they are open,
  // or the page is still too short to bring them to the top.
  useEffect(() => {
    if (!scrollPending.current || openSections.size < SECTION_IDS.length) return;
    scrollPending.current = false;
    sectionsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [openSections]);

  const openBandarmology = () => {
    if (openSections.size === SECTION_IDS.length) {
      sectionsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    scrollPending.current = true;
    setOpenSections(new Set(SECTION_IDS));
  };
  const toggle = (id: SectionId) => {
    const next = new Set(openSections);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpenSections(next);
  };

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title="Dashboard"
        description="Your watchlist, the selected stock's price action and its broker flows."
        note={<CoverageNote symbol={symbol} />}
      />
      <QuickAccessCard onBandarmology={openBandarmology} />
      <div
        className={cn(
          'grid min-w-0 gap-6',
          // Chosen metric columns need room beside the stocks; the chart keeps the larger share.
          hasMetricColumns
            ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]'
            : 'lg:grid-cols-[minmax(0,340px)_minmax(0,1fr)]',
        )}
      >
        <WatchlistCard symbol={symbol} onSelect={selectSymbol} />
        <PriceActionCard symbol={symbol} />
      </div>
      <div
        ref={sectionsRef}
        className="min-w-0 scroll-mt-20 space-y-3"
        aria-label="Bandarmology"
        role="region"
      >
        <h2 className="text-lg font-semibold tracking-tight">Bandarmology · {symbol}</h2>
        {SECTION_IDS.map((id) => {
          const Panel = PANELS[id];
          return <Panel key={id} symbol={symbol} open={openSections.has(id)} onToggle={() => toggle(id)} />;
        })}
      </div>
    </div>
  );
}
