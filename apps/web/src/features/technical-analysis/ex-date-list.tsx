import { useId } from 'react';
import { EX_DATE_CODES, type ExDateMarker } from './indicator-series';

/**
 * The chart's ex-date flags in words: a flag carries only a letter, and a canvas says nothing to a
 * screen reader.
 */
export function ExDateList({ exDates }: { exDates: readonly ExDateMarker[] }) {
  const id = useId();
  if (exDates.length === 0) return null;
  return (
    <div className="space-y-1 text-sm" data-testid="ex-dates">
      <p id={id} className="font-medium">
        Corporate actions
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-x-4 gap-y-1 text-muted">
        {exDates.map((exDate) => (
          <li key={`${exDate.exDate}|${exDate.type}`} className="flex items-baseline gap-1.5">
            <span aria-hidden="true" className="font-mono text-xs font-semibold text-accent">
              {EX_DATE_CODES[exDate.type]}
            </span>
            <span>
              Ex-date {exDate.exDate} · {exDate.label}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
