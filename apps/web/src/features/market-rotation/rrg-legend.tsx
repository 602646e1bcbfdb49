import type { TGetRrgData } from '@pantau/contracts';
import { Badge, type BadgeTone } from '@/ui/badge';

type RrgItem = TGetRrgData['items'][number];

const QUADRANT_TONES: Record<NonNullable<RrgItem['quadrant']>, BadgeTone> = {
  Leading: 'up',
  Weakening: 'pending',
  Lagging: 'down',
  Improving: 'info',
};

/** What the canvas shows, in words: each plotted item, its current quadrant and tail length. */
export function RrgLegend({ items, colourOf }: { items: RrgItem[]; colourOf: (code: string) => string }) {
  return (
    <ul aria-label="Plotted items" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {items.map((item) => (
        <li
          key={item.code}
          data-testid="rrg-legend-item"
          data-code={item.code}
          data-points={item.points.length}
          className="inline-flex items-center gap-1.5"
        >
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full"
            style={{ background: colourOf(item.code) }}
          />
          <span className="font-medium">{item.code.length === 1 ? item.sector : item.code}</span>
          {item.quadrant ? (
            <Badge tone={QUADRANT_TONES[item.quadrant]}>{item.quadrant}</Badge>
          ) : (
            <span className="text-xs text-muted">not enough history</span>
          )}
        </li>
      ))}
    </ul>
  );
}
