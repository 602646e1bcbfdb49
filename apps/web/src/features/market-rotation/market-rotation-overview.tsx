import { LinkCard, LinkCardGrid } from '@/ui/link-card';
import { PageHeader } from '@/ui/page-header';
import { MARKET_ROTATION_VIEWS } from './sub-views';

export function MarketRotationOverview() {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Market Rotation"
        description="See where money rotates across IDX sectors and stocks, and which of them lead the index."
      />
      <LinkCardGrid>
        {Object.values(MARKET_ROTATION_VIEWS).map((view) => (
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
