import { LinkCard, LinkCardGrid } from '@/ui/link-card';
import { PageHeader } from '@/ui/page-header';
import { ASTROLOGY_VIEWS } from './sub-views';

export function AstrologyOverview() {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Astrology"
        description="Bazimology: market moves read through the Chinese calendar's five elements and twelve shio."
      />
      <LinkCardGrid>
        {Object.values(ASTROLOGY_VIEWS).map((view) => (
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
