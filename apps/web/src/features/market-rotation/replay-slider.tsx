import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { formatShortDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { weeksBefore, weeksBetween } from './rotation-selection';

/** Waits for the slider to rest before asking for another week's rotation. */
const COMMIT_DELAY_MS = 250;
/** Play advances one week per tick: slow enough to follow each trail's turn. */
const PLAY_STEP_MS = 900;
/** Play from the latest week starts a quarter back, the span in which rotations usually show. */
const PLAY_FROM_WEEKS = 13;

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
  const [playing, setPlaying] = useState(false);

  useEffect(() => setDraft(committed), [committed]);
  useEffect(() => {
    if (draft === committed) return;
    const timer = setTimeout(() => {
      const back = total - draft;
      onChange(back === 0 ? null : weeksBefore(lastDate, back));
    }, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, total, lastDate, onChange]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setDraft((current) => Math.min(total, current + 1));
    }, PLAY_STEP_MS);
    return () => clearInterval(timer);
  }, [playing, total]);
  useEffect(() => {
    if (playing && draft >= total) setPlaying(false);
  }, [playing, draft, total]);

  const togglePlay = () => {
    if (playing) return setPlaying(false);
    if (draft >= total) setDraft(Math.max(0, total - PLAY_FROM_WEEKS));
    setPlaying(true);
  };

  const shown = weeksBefore(lastDate, total - draft);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Replay: <span className="tabular-nums">{formatShortDate(draft === total ? lastDate : shown)}</span>
        </label>
        <div className="flex gap-1">
          <Button variant="outline" size="sm" onClick={togglePlay}>
            {playing ? (
              <>
                <Pause className="size-3.5" aria-hidden="true" /> Pause
              </>
            ) : (
              <>
                <Play className="size-3.5" aria-hidden="true" /> Play
              </>
            )}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={draft === total}
            onClick={() => {
              setPlaying(false);
              setDraft(total);
            }}
          >
            <RotateCcw className="size-3.5" aria-hidden="true" /> Latest
          </Button>
        </div>
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
        onChange={(event) => {
          setPlaying(false);
          setDraft(Number(event.target.value));
        }}
      />
      <div className="flex justify-between text-xs text-muted">
        <span>{formatShortDate(firstDate)}</span>
        <span>{formatShortDate(lastDate)}</span>
      </div>
    </div>
  );
}
