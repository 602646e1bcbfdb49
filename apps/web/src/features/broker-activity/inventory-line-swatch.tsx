import type { TBroker } from '@pantau/contracts';
import { brokerColourHex } from '@/lib/broker-colours';
import type { LinePattern } from './inventory-line-styles';

/** A short stroke in the broker's colour and dash pattern, as its chart line is drawn. */
export function LineSwatch({
  colour,
  pattern,
}: {
  colour: string | undefined;
  pattern: LinePattern | undefined;
}) {
  return (
    <span
      className="inline-block w-5 shrink-0 border-t-[3px] border-muted"
      style={{ borderTopColor: colour, borderTopStyle: pattern?.css ?? 'solid' }}
      aria-hidden="true"
    />
  );
}

/**
 * The broker's category (the line's dash) and its colour group (spec §3) as a dot: lines get
 * colours of their own, so the group the broker belongs to is told here.
 */
export function BrokerGroup({
  category,
  colour,
  dark,
}: {
  category: TBroker['category'];
  colour: TBroker['colour'];
  dark: boolean;
}) {
  return (
    <span className="inline-flex items-center gap-1 text-muted" title={`${category} · ${colour}`}>
      <span
        className="size-2 rounded-full"
        style={{ background: brokerColourHex(colour, dark) }}
        aria-hidden="true"
      />
      {category}
    </span>
  );
}
