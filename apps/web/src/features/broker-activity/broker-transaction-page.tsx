import { PageHeader } from '@/ui/page-header';
import { BROKER_ACTIVITY_VIEWS } from './sub-views';

export function BrokerTransactionPage() {
  const view = BROKER_ACTIVITY_VIEWS.transaction;
  return <PageHeader title={view.title} description={view.description} />;
}
