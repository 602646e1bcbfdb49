import { useId, useState, type FormEvent } from 'react';
import { ALERT_MESSAGES, type TAlertSettings } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { errorIdOf } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { QueryError } from '@/ui/result-states';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toaster';
import { useAlertSettings, useSaveAlertSettings } from './alerts-api';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Both times or neither; what the server would refuse, said before asking it. */
function checkQuietHours(from: string, to: string): string | null {
  if ((from === '') !== (to === '')) return 'Set both quiet-hour times, or neither';
  if (from !== '' && (!CLOCK.test(from) || !CLOCK.test(to))) return ALERT_MESSAGES.quietHours;
  return null;
}

function SettingsForm({ saved }: { saved: TAlertSettings }) {
  const id = useId();
  const save = useSaveAlertSettings();
  const [emailEnabled, setEmailEnabled] = useState(saved.emailEnabled);
  const [from, setFrom] = useState(saved.quietFrom ?? '');
  const [to, setTo] = useState(saved.quietTo ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = errorIdOf(`${id}-quiet`);
  const quietInvalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkQuietHours(from, to);
    setError(problem);
    if (problem) return;
    save.mutate(
      { emailEnabled, quietFrom: from || null, quietTo: to || null },
      {
        onSuccess: () => toast.success('Alert settings saved'),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Alert settings">
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-email`}
          checked={emailEnabled}
          onChange={(event) => setEmailEnabled(event.target.checked)}
        />
        <Label htmlFor={`${id}-email`} className="font-normal">
          Email alerts
        </Label>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Quiet hours (WIB)</legend>
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-from`} className="font-normal text-muted">
              From
            </Label>
            <Input
              id={`${id}-from`}
              type="time"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              {...quietInvalid}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-to`} className="font-normal text-muted">
              To
            </Label>
            <Input
              id={`${id}-to`}
              type="time"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              {...quietInvalid}
            />
          </div>
        </div>
        <p className="text-xs text-muted">
          Emails due in these hours are sent when they end; the app shows notifications at once.
        </p>
      </fieldset>
      {error ? (
        <div id={errorId}>
          <Alert tone="danger">{error}</Alert>
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** Whether alerts send email at all, and the hours in which emails wait. */
export function AlertSettingsCard() {
  const settings = useAlertSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Settings</CardTitle>
        <CardDescription>Email for all alerts; each alert also has its own Email switch.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner className="size-5" />
        ) : settings.isError ? (
          <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <SettingsForm saved={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
