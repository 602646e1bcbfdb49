import { useCallback, useEffect, useState } from 'react';

/** Resend cooldown (spec §9: 60 s). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Seconds left of a countdown; `start()` begins (or restarts) it. */
export function useCountdown(initialSeconds = 0) {
  const [endsAt, setEndsAt] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000 - ((endsAt - now) % 1000 || 0));
    return () => window.clearTimeout(timer);
  }, [endsAt, now]);

  const start = useCallback((seconds = RESEND_COOLDOWN_SECONDS) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setEndsAt(startedAt + seconds * 1000);
  }, []);

  return { secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}
