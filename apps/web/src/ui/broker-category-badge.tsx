import type { TBroker } from '@pantau/contracts';
import { Badge, type BadgeTone } from './badge';

// Not up/down: green and red already mean buying and selling in the tables that show brokers.
export const BROKER_CATEGORY_TONES: Record<TBroker['category'], BadgeTone> = {
  Lokal: 'muted',
  Asing: 'info',
  BUMN: 'pending',
};

/** Lokal, Asing or BUMN beside a broker code. */
export function BrokerCategoryBadge({ category }: { category: TBroker['category'] | undefined }) {
  if (!category) return null;
  return (
    <Badge tone={BROKER_CATEGORY_TONES[category]} className="px-1.5 py-0 text-[11px]">
      {category}
    </Badge>
  );
}
