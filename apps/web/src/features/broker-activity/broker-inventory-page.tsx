import { PageHeader } from '@/ui/page-header';
import { BROKER_ACTIVITY_VIEWS } from './sub-views';

export function BrokerInventoryPage() {
  const view = BROKER_ACTIVITY_VIEWS.inventory;
  return <PageHeader title={view.title} description={view.description} />;
}
