import { PageHeader } from '@/ui/page-header';
import { STOCK_TRANSACTION_VIEWS } from './sub-views';

export function DoneSummaryPage() {
  const view = STOCK_TRANSACTION_VIEWS['done-summary'];
  return <PageHeader title={view.title} description={view.description} />;
}
