import { ApiError } from './api';

/** The code the API answers 403 with when a screen needs an active trial or plan. */
export const SUBSCRIPTION_REQUIRED_CODE = 'SUBSCRIPTION_REQUIRED';

/** True when a failed call was refused only because the member has no active trial or plan. */
export function isSubscriptionRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === SUBSCRIPTION_REQUIRED_CODE;
}
