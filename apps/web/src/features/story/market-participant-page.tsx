import { PageHeader } from '@/ui/page-header';
import { STORY_VIEWS } from './sub-views';

export function MarketParticipantPage() {
  const view = STORY_VIEWS['market-participant'];
  return <PageHeader title={view.title} description={view.description} />;
}
