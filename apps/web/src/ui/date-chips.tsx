import { X } from 'lucide-react';
import { canRemoveDates } from '@/lib/date-selection';
import { formatShortDate } from '@/lib/format';

/** The selected dates; each removable only while more than one is selected. */
export function DateChips({ dates, onRemove }: { dates: string[]; onRemove: (date: string) => void }) {
  const removable = canRemoveDates(dates);
  return (
    <ul aria-label="Selected dates" className="flex flex-wrap gap-2">
      {dates.map((date) => (
        <li
          key={date}
          data-date={date}
          className="inline-flex h-8 items-center gap-1 rounded-full border border-border bg-primary-soft pr-1 pl-3 text-sm font-medium text-primary"
        >
          <time dateTime={date}>{formatShortDate(date)}</time>
          {removable ? (
            <button
              type="button"
              aria-label={`Remove ${date}`}
              className="grid size-6 place-items-center rounded-full hover:bg-primary/15"
              onClick={() => onRemove(date)}
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          ) : (
            <span className="w-2" />
          )}
        </li>
      ))}
    </ul>
  );
}
