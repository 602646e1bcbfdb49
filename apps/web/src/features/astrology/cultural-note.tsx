import { Alert } from '@/ui/alert';

/** Both Astrology screens say what Ba Zi is and what it is not before any number. */
export function CulturalNote() {
  return (
    <Alert tone="info" title="A cultural lens, not a forecast">
      Ba Zi (the Four Pillars) labels every day with the Chinese calendar&apos;s heavenly stem, earthly
      branch, element and shio. The pillars here come from the real solar-term calendar, as they stand at the
      session&apos;s close (16:00 WIB, so a term that falls in the night already counts that day), and the
      price figures from the stored daily bars, but grouping one by the other is a tradition, not a model:
      past spikes on a pillar do not predict the next one.
    </Alert>
  );
}
