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
