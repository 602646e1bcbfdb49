import { PageHeader } from '@/ui/page-header';
import { MARKET_ROTATION_VIEWS } from './sub-views';

export function SeasonalityPage() {
  const view = MARKET_ROTATION_VIEWS.seasonality;
  return <PageHeader title={view.title} description={view.description} />;
}
