import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ALERT_NAME_MAX } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Dialog, DialogContent } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { SegmentedControl } from '@/ui/segmented-control';
import { toast } from '@/ui/toaster';
import { useCreateAlert } from './screens-api';

type On = 'enter' | 'leave' | 'both';
const ON_OPTIONS: readonly { value: On; label: string }[] = [
  { value: 'enter', label: 'Enter' },
  { value: 'leave', label: 'Leave' },
  { value: 'both', label: 'Enter or leave' },
];

type AlertScreen = { id: string; name: string; changed: boolean };

/** An alert on a saved screen: fires when stocks enter and/or leave its results. */
export function ScreenAlertDialog({
  screen,
  open,
  onOpenChange,
}: {
  screen: AlertScreen;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Create alert"
          description={
            screen.changed
              ? `It watches "${screen.name}" as saved: save your changes first for the alert to use them.`
              : `Be told when stocks enter or leave "${screen.name}".`
          }
        >
          <AlertForm screen={screen} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AlertForm({ screen, onDone }: { screen: AlertScreen; onDone: () => void }) {
  const ids = { name: useId(), email: useId() };
  const navigate = useNavigate();
  const create = useCreateAlert();
  const [name, setName] = useState(`${screen.name} changes`.slice(0, ALERT_NAME_MAX));
  const [on, setOn] = useState<On>('enter');
  const [email, setEmail] = useState(true);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) {
          setError('Name is required');
          return;
        }
        setError(null);
        create.mutate(
          { name: name.trim(), target: { kind: 'screen', screenId: screen.id, on }, email },
          {
            onSuccess: () => {
              toast.success('Alert created', {
                action: { label: 'View alerts', onClick: () => navigate('/alerts') },
              });
              onDone();
            },
            // ALERT_LIMIT and the rest: the server's words, as they are.
            onError: (createError) => setError(errorMessage(createError)),
          },
        );
      }}
    >
      <FormField id={ids.name} label="Name">
        <Input
          id={ids.name}
          value={name}
          maxLength={ALERT_NAME_MAX}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <SegmentedControl label="When stocks" value={on} options={ON_OPTIONS} onChange={setOn} />
      <div className="flex items-center gap-2">
        <Checkbox id={ids.email} checked={email} onChange={(event) => setEmail(event.target.checked)} />
        <Label htmlFor={ids.email}>Also email me</Label>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-down">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create alert'}
        </Button>
      </div>
    </form>
  );
}
