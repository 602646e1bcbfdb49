import { PageHeader } from '@/ui/page-header';
import { STORY_VIEWS } from './sub-views';

export function ForeignFlowPage() {
  const view = STORY_VIEWS['foreign-flow'];
  return <PageHeader title={view.title} description={view.description} />;
}
