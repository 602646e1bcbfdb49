import { PageHeader } from '@/ui/page-header';
import { STOCK_TRANSACTION_VIEWS } from './sub-views';

export function DoneDetailPage() {
  const view = STOCK_TRANSACTION_VIEWS['done-detail'];
  return <PageHeader title={view.title} description={view.description} />;
}
