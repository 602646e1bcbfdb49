import { SectionOverview } from '@/ui/section-overview';
import { STORY_VIEWS } from './sub-views';

export function StoryOverview() {
  return (
    <SectionOverview
      title="Story"
      description="The story behind a stock: accumulation, who trades it, who owns it, and where foreign money goes."
      views={STORY_VIEWS}
    />
  );
}
