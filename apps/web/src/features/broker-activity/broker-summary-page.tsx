import { PageHeader } from '@/ui/page-header';
import { BROKER_ACTIVITY_VIEWS } from './sub-views';

export function BrokerSummaryPage() {
  const view = BROKER_ACTIVITY_VIEWS.summary;
  return <PageHeader title={view.title} description={view.description} />;
}
