import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { isSubscriptionRequired } from './subscription-required';

describe('isSubscriptionRequired', () => {
  it('recognises the 403 the API gives members without a plan', () => {
    expect(isSubscriptionRequired(new ApiError(403, 'SUBSCRIPTION_REQUIRED', 'Upgrade'))).toBe(true);
  });

  it('ignores other refusals and non-API errors', () => {
    expect(isSubscriptionRequired(new ApiError(403, 'FORBIDDEN', 'No'))).toBe(false);
    expect(isSubscriptionRequired(new ApiError(401, 'SUBSCRIPTION_REQUIRED', 'No'))).toBe(false);
    expect(isSubscriptionRequired(new Error('SUBSCRIPTION_REQUIRED'))).toBe(false);
    expect(isSubscriptionRequired(null)).toBe(false);
  });
});
