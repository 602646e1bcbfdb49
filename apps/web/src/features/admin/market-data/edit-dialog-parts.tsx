import { useRef } from 'react';
import { Button } from '@/ui/button';
import { DialogClose } from '@/ui/dialog';
import { errorIdOf } from '@/ui/form-field';
import { Input } from '@/ui/input';

/** A date the admin may leave empty (not retired, not delisted), with a button that empties it. */
export function ClearableDateInput({
  id,
  value,
  invalid,
  clearLabel,
  onChange,
}: {
  id: string;
  value: string;
  invalid: boolean;
  clearLabel: string;
  onChange: (value: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex gap-2">
      <Input
        ref={input}
        id={id}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={errorIdOf(id)}
        type="date"
        min="1900-01-01"
        max="2100-12-31"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button
        variant="outline"
        disabled={!value}
        aria-label={clearLabel}
        onClick={() => {
          onChange('');
          // The Clear button disables itself, which would otherwise drop focus to the page.
          input.current?.focus();
        }}
      >
        Clear
      </Button>
    </div>
  );
}

/** Cancel and Save at the foot of an edit dialog; both wait while the save is on its way. */
export function EditDialogActions({ pending }: { pending: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </Button>
    </div>
  );
}
