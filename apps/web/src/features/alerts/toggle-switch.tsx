import { useId } from 'react';
import { cn } from '@/ui/cn';

/**
 * An on/off switch with its visible label; `describedBy` names what it belongs to (the alert), so a
 * list of them still reads apart to a screen reader.
 */
export function ToggleSwitch({
  label,
  checked,
  onChange,
  describedBy,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy: string;
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={`${labelId} ${describedBy}`}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex h-8 items-center gap-2 rounded-md px-1 text-sm disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-5 w-9 shrink-0 rounded-full border transition-colors',
          checked ? 'border-primary bg-primary' : 'border-border bg-surface-muted',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-3.5 rounded-full shadow-sm transition-transform',
            checked ? 'translate-x-4 bg-primary-fg' : 'bg-muted',
          )}
        />
      </span>
      <span id={labelId}>{label}</span>
    </button>
  );
}
