import type { TMarketDataCoverageData } from '@pantau/contracts';
import { formatDateTime, formatShortDate } from '@/lib/format';
import { Card } from '@/ui/card';
import { DATASETS } from './import-labels';

/** One card per dataset: the last market date it covers and when an import last stored it. */
export function FreshnessCards({ freshness }: { freshness: TMarketDataCoverageData['freshness'] }) {
  const byDataset = new Map(freshness.map((entry) => [entry.dataset, entry]));
  return (
    <section aria-label="Freshness" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      <h2 className="sr-only">Freshness</h2>
      {DATASETS.map(({ dataset, label }) => {
        const entry = byDataset.get(dataset);
        return (
          <Card key={dataset} className="p-4" aria-label={label} role="group">
            <h3 className="text-sm font-medium text-muted">{label}</h3>
            <p className="mt-1 text-lg font-semibold">
              {entry?.latest_date ? formatShortDate(entry.latest_date) : 'never'}
            </p>
            <p className="text-xs text-muted">
              Imported {entry?.last_import_at ? formatDateTime(entry.last_import_at) : 'never'}
            </p>
          </Card>
        );
      })}
    </section>
  );
}
