import { Link } from 'react-router';
import type { TAlertPlan } from '@pantau/contracts';
import { Alert } from '@/ui/alert';

const PLAN_NAMES: Record<TAlertPlan['plan'], string> = { trial: 'Trial', paid: 'Paid', none: 'No plan' };

/** '2 of 3 active alerts · Trial'. */
export function PlanLine({ plan }: { plan: TAlertPlan }) {
  return (
    <p className="text-sm text-muted" data-testid="alert-plan">
      {plan.plan === 'none'
        ? 'No active plan'
        : `${plan.active} of ${plan.limit} active alerts · ${PLAN_NAMES[plan.plan]}`}
    </p>
  );
}

export function PausedNotice() {
  return (
    <Alert tone="warning">
      Your plan has ended: alerts are paused and kept.{' '}
      <Link to="/subscription" className="font-medium underline underline-offset-2">
        Subscribe to resume them.
      </Link>
    </Alert>
  );
}
