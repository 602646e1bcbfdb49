import { SectionOverview } from '@/ui/section-overview';
import { MARKET_ROTATION_VIEWS } from './sub-views';

export function MarketRotationOverview() {
  return (
    <SectionOverview
      title="Market Rotation"
      description="See where money rotates across IDX sectors and stocks, and which of them lead the index."
      views={MARKET_ROTATION_VIEWS}
    />
  );
}
