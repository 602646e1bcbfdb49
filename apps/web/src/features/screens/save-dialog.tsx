import { useId, useState } from 'react';
import { SCREEN_NAME_MAX, ZScreenNameSchema } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { Dialog, DialogContent } from '@/ui/dialog';
import { errorIdOf, FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';

/** Asks for the name a screen is saved under; the server's refusal (e.g. the 50-screen limit) stays in view. */
export function SaveScreenDialog({
  open,
  title,
  initialName,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  title: string;
  initialName: string;
  onOpenChange: (open: boolean) => void;
  onSave: (name: string) => Promise<unknown>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={title} description="Saved screens are listed under My screens.">
          <NameForm initialName={initialName} onSave={onSave} onCancel={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function NameForm({
  initialName,
  onSave,
  onCancel,
}: {
  initialName: string;
  onSave: (name: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = ZScreenNameSchema.safeParse(name);
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? null);
          return;
        }
        setSaving(true);
        setError(null);
        try {
          await onSave(parsed.data);
        } catch (saveError) {
          setError(errorMessage(saveError));
        } finally {
          setSaving(false);
        }
      }}
    >
      <FormField id={id} label="Name" error={error ?? undefined}>
        <Input
          id={id}
          value={name}
          maxLength={SCREEN_NAME_MAX}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? errorIdOf(id) : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
