import { LinkCard, LinkCardGrid } from '@/ui/link-card';
import { PageHeader } from '@/ui/page-header';
import { BROKER_ACTIVITY_VIEWS } from './sub-views';

export function BrokerActivityOverview() {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Broker Activity"
        description="Bandarmology: follow what brokers buy and sell to see who is accumulating and who is distributing."
      />
      <LinkCardGrid>
        {Object.values(BROKER_ACTIVITY_VIEWS).map((view) => (
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
