import { cn } from './cn';

/** A row of mutually exclusive buttons (Quick Select, View, Layout, Board). */
export function SegmentedControl<T extends string>({
  label,
  hint,
  value,
  options,
  onChange,
}: {
  label: string;
  /** Tooltip on the whole group, and its accessible description. */
  hint?: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="min-w-0 space-y-1.5">
      <p className="text-sm leading-none font-medium">{label}</p>
      <div
        role="group"
        aria-label={label}
        title={hint}
        className="inline-flex flex-wrap gap-1 rounded-lg bg-surface-muted p-1"
      >
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
              option.value === value ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
