import { ChevronDown, ChevronUp, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { Button } from './button';
import { Card } from './card';

const PHONE_QUERY = '(max-width: 639px)';

/**
 * Whether a controls card shows folded: on a phone, once the screen has results (`summary` given)
 * and until the member unfolds it, so the results start on the first screen.
 */
export function useFold(summary: string | undefined) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [unfolded, setUnfolded] = useState(false);
  const foldable = phone && summary !== undefined;
  return {
    foldable,
    folded: foldable && !unfolded,
    unfold: () => setUnfolded(true),
    fold: () => setUnfolded(false),
  };
}

/** A folded controls card: its title and one line naming the choice; a tap unfolds it. */
export function FoldedCard({
  title,
  summary,
  onUnfold,
}: {
  title: string;
  summary: string;
  onUnfold: () => void;
}) {
  return (
    <Card>
      <button
        type="button"
        aria-expanded={false}
        onClick={onUnfold}
        className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <SlidersHorizontal className="size-4 shrink-0 text-muted" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-xs text-muted">{title}</span>
          <span className="block truncate text-sm font-semibold" data-testid="selection-summary">
            {summary}
          </span>
        </span>
        <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden="true" />
      </button>
    </Card>
  );
}

/** The unfolded card's way back to the bar. */
export function FoldButton({ onFold }: { onFold: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-expanded={true} onClick={onFold}>
      <ChevronUp className="size-4" aria-hidden="true" /> Hide
    </Button>
  );
}
