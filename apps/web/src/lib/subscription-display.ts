/**
 * How a member's subscription reads everywhere (product-spec §4): active only while the status
 * is active and whole days remain (rounded up); an expired one gets a red 'Subscription expired';
 * anything else is the Free Plan with 'No active subscription'. Cancelling only stops renewal:
 * the server keeps the status 'active' (with `cancelled`) until the period ends (FAQ).
 */
export type SubscriptionLike = {
  status: string | null | undefined;
  plan_name: string | null | undefined;
  end_date: string | null | undefined;
  cancelled?: boolean;
};

export type SubscriptionState = 'active' | 'expired' | 'none';

export type SubscriptionDisplay = {
  state: SubscriptionState;
  /** Whether the member may use the analysis screens now. */
  hasAccess: boolean;
  /** Active, but cancelled: access lasts until the end date and does not renew. */
  cancelled: boolean;
  /** The plan to show: the plan's name while it gives access, otherwise 'Free Plan'. */
  planName: string;
  daysLeft: number;
  endDate: Date | null;
};

export const FREE_PLAN = 'Free Plan';
const DAY_MS = 86_400_000;
const ACTIVE_STATUSES = new Set(['active', 'trial', 'trialing']);

/** Whole days until `endDate`, rounded up; 0 once it has passed or when unknown. */
export function daysUntil(endDate: string | Date | null | undefined, now: number = Date.now()): number {
  if (!endDate) return 0;
  const end = new Date(endDate).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

/** 'Expires in 1 day', 'Expires in 12 days'. */
export function expiresInLabel(daysLeft: number): string {
  return `Expires in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}

export function describeSubscription(
  subscription: SubscriptionLike | null | undefined,
  now: number = Date.now(),
): SubscriptionDisplay {
  const none: SubscriptionDisplay = {
    state: 'none',
    hasAccess: false,
    cancelled: false,
    planName: FREE_PLAN,
    daysLeft: 0,
    endDate: null,
  };
  if (!subscription) return none;
  const status = (subscription.status ?? '').toLowerCase();
  const daysLeft = daysUntil(subscription.end_date, now);
  const endDate = subscription.end_date ? new Date(subscription.end_date) : null;
  const planName = subscription.plan_name?.trim() || FREE_PLAN;

  if (ACTIVE_STATUSES.has(status)) {
    if (daysLeft > 0) {
      const cancelled = subscription.cancelled === true;
      return { state: 'active', hasAccess: true, cancelled, planName, daysLeft, endDate };
    }
    return { ...none, state: 'expired', endDate };
  }
  if (status === 'expired') return { ...none, state: 'expired', endDate };
  return none;
}
