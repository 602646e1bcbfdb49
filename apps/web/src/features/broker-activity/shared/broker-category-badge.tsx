import type { TBroker } from '@pantau/contracts';
import { Badge, type BadgeTone } from '@/ui/badge';

// Not up/down: green and red already mean buying and selling in these tables.
const TONES: Record<TBroker['category'], BadgeTone> = { Lokal: 'muted', Asing: 'info', BUMN: 'pending' };

/** Lokal, Asing or BUMN beside a broker code. */
export function BrokerCategoryBadge({ category }: { category: TBroker['category'] | undefined }) {
  if (!category) return null;
  return (
    <Badge tone={TONES[category]} className="px-1.5 py-0 text-[11px]">
      {category}
    </Badge>
  );
}
