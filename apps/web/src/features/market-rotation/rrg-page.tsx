import { PageHeader } from '@/ui/page-header';
import { MARKET_ROTATION_VIEWS } from './sub-views';

export function RrgPage() {
  const view = MARKET_ROTATION_VIEWS.rrg;
  return <PageHeader title={view.title} description={view.description} />;
}
