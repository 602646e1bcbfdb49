import { PageHeader } from '@/ui/page-header';
import { QueryError, TableSkeleton } from '@/ui/result-states';
import { AlertList } from './alert-list';
import { AlertSettingsCard } from './alert-settings-card';
import { useAlerts } from './alerts-api';
import { NewAlertForm } from './new-alert-form';
import { NotificationHistory } from './notification-history';
import { PausedNotice, PlanLine } from './plan-summary';

/** /alerts: the member's alerts, a form for a new one, what fired, and email settings. */
export function AlertsPage() {
  const alerts = useAlerts();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Alerts"
        description="Be told when a stock or a screen does what you are waiting for."
        note={alerts.data ? <PlanLine plan={alerts.data.plan} /> : null}
      />
      {alerts.data?.plan.paused ? <PausedNotice /> : null}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {alerts.isPending ? (
          <TableSkeleton rows={4} />
        ) : alerts.isError ? (
          <QueryError error={alerts.error} onRetry={() => void alerts.refetch()} />
        ) : (
          <AlertList alerts={alerts.data.alerts} />
        )}
        <NewAlertForm />
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <NotificationHistory />
        <AlertSettingsCard />
      </div>
    </div>
  );
}
