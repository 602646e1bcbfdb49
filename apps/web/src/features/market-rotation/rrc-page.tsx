import { PageHeader } from '@/ui/page-header';
import { MARKET_ROTATION_VIEWS } from './sub-views';

export function RrcPage() {
  const view = MARKET_ROTATION_VIEWS.rrc;
  return <PageHeader title={view.title} description={view.description} />;
}
