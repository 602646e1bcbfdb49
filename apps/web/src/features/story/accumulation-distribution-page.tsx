import { PageHeader } from '@/ui/page-header';
import { STORY_VIEWS } from './sub-views';

export function AccumulationDistributionPage() {
  const view = STORY_VIEWS['accumulation-distribution'];
  return <PageHeader title={view.title} description={view.description} />;
}
