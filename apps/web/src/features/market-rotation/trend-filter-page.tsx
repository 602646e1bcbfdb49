import { PageHeader } from '@/ui/page-header';
import { MARKET_ROTATION_VIEWS } from './sub-views';

export function TrendFilterPage() {
  const view = MARKET_ROTATION_VIEWS['trend-filter'];
  return <PageHeader title={view.title} description={view.description} />;
}
