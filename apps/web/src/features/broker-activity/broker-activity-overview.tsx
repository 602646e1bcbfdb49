import { SectionOverview } from '@/ui/section-overview';
import { BROKER_ACTIVITY_VIEWS } from './sub-views';

export function BrokerActivityOverview() {
  return (
    <SectionOverview
      title="Broker Activity"
      description="Bandarmology: follow what brokers buy and sell to see who is accumulating and who is distributing."
      views={BROKER_ACTIVITY_VIEWS}
    />
  );
}
