import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { formatShortDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { weeksBefore, weeksBetween } from './rotation-selection';

/** Waits for the slider to rest before asking for another week's rotation. */
const COMMIT_DELAY_MS = 250;

/**
 * 'Replay' slider: moves the rotation date week by week from the first week with a full tail up
 * to the last trading day. The right end is the latest picture (no asOf in the URL).
 */
export function ReplaySlider({
  firstDate,
  lastDate,
  rotationDate,
  onChange,
}: {
  firstDate: string;
  lastDate: string;
  rotationDate: string;
  onChange: (asOf: string | null) => void;
}) {
  const id = useId();
  const total = weeksBetween(firstDate, lastDate);
  const committed = total - Math.min(total, weeksBetween(rotationDate, lastDate));
  const [draft, setDraft] = useState(committed);

  useEffect(() => setDraft(committed), [committed]);
  useEffect(() => {
    if (draft === committed) return;
    const timer = setTimeout(() => {
      const back = total - draft;
      onChange(back === 0 ? null : weeksBefore(lastDate, back));
    }, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, total, lastDate, onChange]);

  const shown = weeksBefore(lastDate, total - draft);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Replay: <span className="tabular-nums">{formatShortDate(draft === total ? lastDate : shown)}</span>
        </label>
        <Button variant="ghost" size="sm" disabled={draft === total} onClick={() => setDraft(total)}>
          <RotateCcw className="size-3.5" aria-hidden="true" /> Latest
        </Button>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={total}
        step={1}
        value={draft}
        aria-valuetext={formatShortDate(draft === total ? lastDate : shown)}
        className="w-full accent-primary"
        onChange={(event) => setDraft(Number(event.target.value))}
      />
      <div className="flex justify-between text-xs text-muted">
        <span>{formatShortDate(firstDate)}</span>
        <span>{formatShortDate(lastDate)}</span>
      </div>
    </div>
  );
}
