import { PageHeader } from '@/ui/page-header';
import { STORY_VIEWS } from './sub-views';

export function OwnershipPage() {
  const view = STORY_VIEWS.ownership;
  return <PageHeader title={view.title} description={view.description} />;
}
