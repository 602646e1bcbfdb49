import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export type UrlChanges = Record<string, string | null>;

/**
 * The URL's search parameters with an `update` that merges changes into them, replacing the history
 * entry and keeping the scroll position. React Router's own functional `setSearchParams` hands every
 * call the params of the last render, so two updates in one tick (a chip removed while the Quick
 * Select resets, say) lose the first; here each call builds on the previous, still-pending one.
 * Until the router's navigation lands the hook answers the pending params, so a checkbox or toggle
 * driven by the URL shows its new state at once instead of snapping back for a frame.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  const [shown, setShown] = useState<URLSearchParams | null>(null);

  useEffect(() => {
    pending.current = null;
    setShown(null);
  }, [params]);

  const update = useCallback(
    (changes: UrlChanges) => {
      const next = new URLSearchParams(pending.current ?? params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      pending.current = next;
      setShown(next);
      // Screen state is not a new page: without preventScrollReset, ScrollRestoration jumps to the top
      // on every change (a section toggled at the bottom of the dashboard would lose its place).
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [params, setParams],
  );

  return [shown ?? params, update] as const;
}
