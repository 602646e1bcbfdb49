import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type UrlChanges = Record<string, string | null>;

/**
 * The URL's search parameters with an `update` that merges changes into them, replacing the history
 * entry. React Router's own functional `setSearchParams` hands every call the params of the last
 * render, so two updates in one tick (a chip removed while the Quick Select resets, say) lose the
 * first; here each call builds on the previous, still-pending one.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);

  useEffect(() => {
    pending.current = null;
  }, [params]);

  const update = useCallback(
    (changes: UrlChanges) => {
      const next = new URLSearchParams(pending.current ?? params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      pending.current = next;
      setParams(next, { replace: true });
    },
    [params, setParams],
  );

  return [params, update] as const;
}
