import { MoonStar } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { useUrlParams } from '@/lib/use-url-params';
import { useAstrology } from './astrology-api';
import { AstrologyFilters } from './astrology-filters';
import { parseAstrologyParams } from './astrology-params';
import { CulturalNote } from './cultural-note';
import { ElementAnalysis } from './element-analysis';
import { HighestSpikeList } from './highest-spike-list';
import { InputDataCard } from './input-data-card';
import { PivotAnalysis } from './pivot-analysis';
import { ASTROLOGY_VIEWS } from './sub-views';

/** Astrology (Bazimology): the stored daily bars of eight stocks read through their Ba Zi pillars. */
export function AstrologyPage() {
  const [params, update] = useUrlParams();
  const screen = parseAstrologyParams(params);
  const astrology = useAstrology(screen.query);
  const data = astrology.data;
  const lunar = ASTROLOGY_VIEWS.lunar;

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title="Astrology"
        description="Bazimology: price and volume spikes of the stored daily bars grouped by the five elements and twelve shio of their year, month and day."
        actions={
          <Link to={lunar.path} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <MoonStar className="size-4" aria-hidden="true" />
            {lunar.title}
          </Link>
        }
      />
      <CulturalNote />
      <AstrologyFilters screen={screen} update={update} />

      <section
        aria-label="Astrology results"
        aria-busy={astrology.isFetching}
        className={cn('min-w-0 space-y-6 transition-opacity', astrology.isPlaceholderData && 'opacity-60')}
      >
        {astrology.isError ? (
          <QueryError error={astrology.error} onRetry={() => void astrology.refetch()} />
        ) : !data ? (
          <>
            <TableSkeleton rows={2} />
            <TableSkeleton rows={10} />
          </>
        ) : (
          <>
            <AsOfLine asOf={data.asOf} />
            <InputDataCard data={data} symbol={screen.query.symbol} />
            {data.matchingRecords === 0 ? (
              <EmptyState>
                No trading days match the filters. Widen a filter to see spikes and elements.
              </EmptyState>
            ) : (
              <>
                <HighestSpikeList
                  data={data}
                  tab={screen.query.tab}
                  onTabChange={(tab) => update({ tab: tab === 'all' ? null : tab })}
                />
                <ElementAnalysis data={data} />
                {screen.showPivot ? (
                  <PivotAnalysis
                    data={data}
                    level={screen.pivotBy}
                    onLevelChange={(level) => update({ pivotBy: level === 'year' ? null : level })}
                  />
                ) : null}
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}
