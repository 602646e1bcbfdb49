import { useCallback, useEffect, useRef, useState } from 'react';
import { ZEmailSchema, type TCheckAttemptsData } from '@pantau/contracts';
import { authApi } from './auth-api';
import { useCountdown } from './use-countdown';

/**
 * The sign-in protection state of the typed address (POST /api/auth/check-attempts), re-read
 * after each failed sign-in and when a temporary block runs out.
 */
export function useLoginAttempts(email: string) {
  const [attempts, setAttempts] = useState<TCheckAttemptsData | null>(null);
  const { secondsLeft, start } = useCountdown();
  const latest = useRef(0);

  const check = useCallback(
    async (address: string, signal?: AbortSignal) => {
      const parsed = ZEmailSchema.safeParse(address);
      if (!parsed.success) {
        setAttempts(null);
        return null;
      }
      const call = ++latest.current;
      try {
        const info = await authApi.checkAttempts(parsed.data, signal);
        if (call !== latest.current) return info;
        setAttempts(info);
        start(info.timeRemaining ?? 0);
        return info;
      } catch {
        // The banner is advisory; the sign-in itself still enforces the limits.
        return null;
      }
    },
    [start],
  );

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => void check(email, controller.signal), 500);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [email, check]);

  // When the block runs out, ask again so the form unlocks.
  const blocked =
    attempts !== null && !attempts.allowed && !attempts.isSuspended && (attempts.timeRemaining ?? 0) > 0;
  useEffect(() => {
    if (blocked && secondsLeft === 0) void check(email);
  }, [blocked, secondsLeft, email, check]);

  const locked = attempts !== null && (attempts.isSuspended || (!attempts.allowed && secondsLeft > 0));
  return { attempts, secondsLeft, locked, recheck: () => check(email) };
}
