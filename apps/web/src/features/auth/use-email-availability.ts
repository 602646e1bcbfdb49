import { useEffect, useState } from 'react';
import { ZEmailSchema } from '@pantau/contracts';
import { authApi } from './auth-api';

/** Spec §4 email availability: unknown, checking, exists, available. */
export type EmailAvailability = 'unknown' | 'checking' | 'exists' | 'available';

/** Spec §9: the check runs 500 ms after typing stops. */
export const EMAIL_CHECK_DELAY_MS = 500;

/** Asks POST /api/auth/check-email about a well-formed address once typing pauses. */
export function useEmailAvailability(email: string): EmailAvailability {
  const [state, setState] = useState<{ email: string; availability: EmailAvailability }>({
    email: '',
    availability: 'unknown',
  });
  const parsed = ZEmailSchema.safeParse(email);
  const address = parsed.success ? parsed.data : null;

  useEffect(() => {
    if (!address) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      authApi.checkEmail(address, controller.signal).then(
        ({ exists }) => setState({ email: address, availability: exists ? 'exists' : 'available' }),
        () => {
          // Unknown: the sign-up itself still refuses a taken address.
          if (!controller.signal.aborted) setState({ email: address, availability: 'unknown' });
        },
      );
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [address]);

  if (!address) return 'unknown';
  // Until the answer for this exact address arrives, it is being checked.
  return state.email === address ? state.availability : 'checking';
}
