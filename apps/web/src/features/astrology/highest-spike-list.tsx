import { ChevronRight } from 'lucide-react';
import type { TAstrologyRecord, TGetAstrologyData } from '@pantau/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { EmptyState } from '@/ui/result-states';
import { formatNumber, formatPercent, formatShortDate } from '@/lib/format';
import { TAB_OPTIONS, type SpikeTab } from './astrology-params';
import { changeTone } from './element-style';
import { ScrollRegion } from '@/ui/scroll-region';

const th = 'px-3 py-2 font-semibold whitespace-nowrap';
const td = 'px-3 py-1.5 whitespace-nowrap tabular-nums';

function PillarCell({ element, zodiac, stem }: { element: string; zodiac: string; stem: string }) {
  return (
    <td className={td}>
      <span className="block">
        {element} {zodiac}
      </span>
      <span className="block text-xs text-muted">{stem}</span>
    </td>
  );
}

function SpikeTable({ records, caption }: { records: TAstrologyRecord[]; caption: string }) {
  return (
    <ScrollRegion label={caption} className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-left text-xs text-muted">
          <tr>
            <th className={cn(th, 'text-right')}>No</th>
            <th className={th}>Date</th>
            <th className={th}>Stock</th>
            <th className={cn(th, 'text-right')}>AVG</th>
            <th className={cn(th, 'text-right')}>Price Change</th>
            <th className={cn(th, 'text-right')}>Spike</th>
            <th className={cn(th, 'text-right')}>Close</th>
            <th className={th}>Year</th>
            <th className={th}>Month</th>
            <th className={th}>Day</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record, index) => (
            <tr key={record.id} data-testid="spike-row" className="border-t border-border">
              <td className={cn(td, 'text-right text-muted')}>{index + 1}</td>
              <td className={td}>
                <time dateTime={record.date}>{formatShortDate(record.date)}</time>
              </td>
              <td className={cn(td, 'font-semibold')}>{record.stock}</td>
              <td className={cn(td, 'text-right font-semibold', changeTone(record.avgChange))}>
                {formatPercent(record.avgChange)}
              </td>
              <td className={cn(td, 'text-right', changeTone(record.priceChange))}>
                {formatPercent(record.priceChange)}
              </td>
              <td className={cn(td, 'text-right', changeTone(record.spikeChange))}>
                {formatPercent(record.spikeChange)}
              </td>
              <td className={cn(td, 'text-right')}>{formatNumber(record.close)}</td>
              <PillarCell element={record.yearElement} zodiac={record.yearZodiac} stem={record.yearStem} />
              <PillarCell element={record.monthElement} zodiac={record.monthZodiac} stem={record.monthStem} />
              <PillarCell element={record.element} zodiac={record.zodiac} stem={record.dayStem} />
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Spec §9: days with AVG = (price change + spike) / 2 above 5%, the first 10 (per pillar on the By tabs). */
export function HighestSpikeList({
  data,
  tab,
  onTabChange,
}: {
  data: TGetAstrologyData;
  tab: SpikeTab;
  onTabChange: (tab: SpikeTab) => void;
}) {
  // While the chosen tab's answer loads, the previous answer stays on screen grouped as it was asked.
  const shown = data.tab;
  const level = TAB_OPTIONS.find((option) => option.value === shown)?.label ?? 'All';
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Highest Spike List</CardTitle>
        <CardDescription>
          AVG = (price change + spike) / 2; days with AVG above 5%, highest first, at most 10
          {shown === 'all' ? '' : ' per pillar'}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="tablist" aria-label="Highest Spike List grouping" className="flex flex-wrap gap-1">
          {TAB_OPTIONS.map((option) => (
            <button
              key={option.value}
              type="button"
              role="tab"
              id={`spike-tab-${option.value}`}
              aria-selected={option.value === tab}
              aria-controls="spike-tab-panel"
              className={cn(
                'h-8 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
                option.value === tab
                  ? 'bg-primary text-primary-fg'
                  : 'bg-surface-muted text-muted hover:text-fg',
              )}
              onClick={() => onTabChange(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="spike-tab-panel" aria-labelledby={`spike-tab-${tab}`} className="space-y-3">
          {data.highestSpikes.length === 0 ? (
            <EmptyState>No day in the selection has an average change above 5%.</EmptyState>
          ) : shown === 'all' ? (
            <SpikeTable records={data.highestSpikes[0]?.records ?? []} caption="Highest Spike List - All" />
          ) : (
            data.highestSpikes.map((group, index) => (
              <details
                key={`${shown}-${group.key}`}
                open={index === 0}
                data-testid="spike-group"
                className="group rounded-lg border border-border"
              >
                <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2 text-sm">
                  <ChevronRight
                    className="size-4 self-center text-muted transition-transform group-open:rotate-90"
                    aria-hidden="true"
                  />
                  <span className="font-semibold">{group.label}</span>
                  <span className="text-muted">{group.key}</span>
                  <span className="text-muted">
                    {formatNumber(group.records.length)} {group.records.length === 1 ? 'day' : 'days'} · best
                    AVG {formatPercent(group.records[0]?.avgChange ?? 0)}
                  </span>
                </summary>
                <div className="p-2 pt-0">
                  <SpikeTable
                    records={group.records}
                    caption={`Highest Spike List ${level} - ${group.label}`}
                  />
                </div>
              </details>
            ))
          )}
        </div>
      </CardContent>
    </Card>
  );
}
