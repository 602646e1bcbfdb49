import { SectionOverview } from '@/ui/section-overview';
import { ASTROLOGY_VIEWS } from './sub-views';

export function AstrologyOverview() {
  return (
    <SectionOverview
      title="Astrology"
      description="Bazimology: market moves read through the Chinese calendar's five elements and twelve shio."
      views={ASTROLOGY_VIEWS}
    />
  );
}
