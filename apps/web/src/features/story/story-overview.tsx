import { LinkCard, LinkCardGrid } from '@/ui/link-card';
import { PageHeader } from '@/ui/page-header';
import { STORY_VIEWS } from './sub-views';

export function StoryOverview() {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Story"
        description="The story behind a stock: accumulation, who trades it, who owns it, and where foreign money goes."
      />
      <LinkCardGrid>
        {Object.values(STORY_VIEWS).map((view) => (
          <LinkCard
            key={view.path}
            to={view.path}
            title={view.title}
            description={view.description}
            icon={view.icon}
          />
        ))}
      </LinkCardGrid>
    </div>
  );
}
