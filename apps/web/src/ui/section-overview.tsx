import type { LucideIcon } from 'lucide-react';
import { LinkCard, LinkCardGrid } from './link-card';
import { PageHeader } from './page-header';

export type SectionView = { path: string; title: string; description: string; icon: LucideIcon };

/** A section's landing page: its title and one card per sub-view. */
export function SectionOverview({
  title,
  description,
  views,
}: {
  title: string;
  description: string;
  views: Record<string, SectionView>;
}) {
  return (
    <div className="space-y-8">
      <PageHeader title={title} description={description} />
      <LinkCardGrid>
        {Object.values(views).map((view) => (
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
