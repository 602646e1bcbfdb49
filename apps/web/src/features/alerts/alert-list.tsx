import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { TAlert } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { useConfirm } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/result-states';
import { toast } from '@/ui/toaster';
import { describeTarget, formatWibDateTime } from './alert-format';
import { useDeleteAlert, useUpdateAlert } from './alerts-api';
import { ToggleSwitch } from './toggle-switch';

function AlertRow({ alert }: { alert: TAlert }) {
  const nameId = useId();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const confirm = useConfirm();
  const busy = update.isPending || remove.isPending;
  const onError = (error: unknown) => toast.error(errorMessage(error));

  async function askDelete() {
    const ok = await confirm({
      title: 'Delete this alert?',
      description: `“${alert.name}” stops for good. Its past notifications stay in the history.`,
      confirmText: 'Delete',
      cancelText: 'Cancel',
      destructive: true,
    });
    if (ok) remove.mutate(alert.id, { onError });
  }

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="font-medium break-words">
            {alert.name}
          </span>
          {alert.active ? null : <Badge>Paused</Badge>}
        </p>
        <p className="text-sm break-words text-muted">{describeTarget(alert.target, alert.screenName)}</p>
        <p className="text-xs text-muted">
          {alert.lastFiredAt ? `Last fired ${formatWibDateTime(alert.lastFiredAt)}` : 'Not fired yet'}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <ToggleSwitch
          label="Active"
          checked={alert.active}
          describedBy={nameId}
          disabled={busy}
          onChange={(active) => update.mutate({ id: alert.id, active }, { onError })}
        />
        <ToggleSwitch
          label="Email"
          checked={alert.email}
          describedBy={nameId}
          disabled={busy}
          onChange={(email) => update.mutate({ id: alert.id, email }, { onError })}
        />
        <Button
          variant="ghost"
          size="sm"
          className="text-down hover:bg-down/10"
          aria-label={`Delete ${alert.name}`}
          disabled={busy}
          onClick={askDelete}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Delete</span>
        </Button>
      </div>
    </li>
  );
}

/** The member's alerts, each with its switches; a paused one keeps its settings and history. */
export function AlertList({ alerts }: { alerts: readonly TAlert[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your alerts</CardTitle>
      </CardHeader>
      <CardContent>
        {alerts.length === 0 ? (
          <EmptyState>
            <p>
              No alerts yet. An alert watches a stock for you and notifies you here, and by email if you like,
              when its condition is met on the day’s data.
            </p>
            <p className="mt-2">
              Create one with New alert, or follow a whole screen from{' '}
              <Link to="/screens" className="font-medium text-primary hover:underline">
                Screens
              </Link>
              .
            </p>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label="Alerts">
            {alerts.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
