import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { tradingDaysBetween } from '@pantau/market/calendar';
import { formatShortDate } from '@/lib/format';
import { Button } from '@/ui/button';
import type { RrgBasis } from './rotation-api';
import { replaySteps, stepIndexOf } from './rotation-selection';

/** Waits for the slider to rest before asking for another step's rotation. */
const COMMIT_DELAY_MS = 250;
/**
 * Play advances one step per tick: a week slowly enough to follow each trail's turn, a trading day
 * faster because one day moves a daily trail about as little as a week moves a weekly one.
 */
const PLAY_STEP_MS: Record<RrgBasis, number> = { weekly: 900, daily: 400 };
/** Play from the latest step starts a quarter back, the span in which rotations usually show. */
const PLAY_FROM_STEPS: Record<RrgBasis, number> = { weekly: 13, daily: 63 };

/**
 * 'Replay' slider: moves the rotation date from the first step with a full tail up to the last
 * trading day, a week at a time on the weekly basis and a trading day at a time on the daily one.
 * The right end is the latest picture (no asOf in the URL).
 */
export function ReplaySlider({
  firstDate,
  lastDate,
  rotationDate,
  basis,
  onChange,
}: {
  firstDate: string;
  lastDate: string;
  rotationDate: string;
  basis: RrgBasis;
  onChange: (asOf: string | null) => void;
}) {
  const id = useId();
  const steps = useMemo(
    () => replaySteps(firstDate, lastDate, basis, tradingDaysBetween),
    [firstDate, lastDate, basis],
  );
  const total = steps.length - 1;
  const committed = stepIndexOf(steps, rotationDate);
  const [draft, setDraft] = useState(committed);
  const [playing, setPlaying] = useState(false);

  useEffect(() => setDraft(committed), [committed]);
  useEffect(() => {
    if (draft === committed) return;
    const timer = setTimeout(() => {
      onChange(draft >= total ? null : (steps[draft] ?? null));
    }, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, total, steps, onChange]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setDraft((current) => Math.min(total, current + 1));
    }, PLAY_STEP_MS[basis]);
    return () => clearInterval(timer);
  }, [playing, total, basis]);
  useEffect(() => {
    if (playing && draft >= total) setPlaying(false);
  }, [playing, draft, total]);

  const togglePlay = () => {
    if (playing) return setPlaying(false);
    if (draft >= total) setDraft(Math.max(0, total - PLAY_FROM_STEPS[basis]));
    setPlaying(true);
  };

  const shown = steps[draft] ?? lastDate;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Replay: <span className="tabular-nums">{formatShortDate(shown)}</span>
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
        aria-valuetext={formatShortDate(shown)}
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
