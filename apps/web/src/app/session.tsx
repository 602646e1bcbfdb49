import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endSession, loadSession, type SessionUser } from '@/lib/session-store';

export type { SessionUser };
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

type SessionContextValue = {
  status: SessionStatus;
  user: SessionUser | null;
  /** Ends the session. The local session is cleared even when the server call throws. */
  signOut: () => Promise<void>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

type SessionProviderProps = {
  children: ReactNode;
  /**
   * A known session to start from, skipping the start-up check (tests, previews). Leave it out
   * in the app: the session is then determined by loadSession().
   */
  initialSession?: SessionUser | null;
};

export function SessionProvider({ children, initialSession }: SessionProviderProps) {
  const known = initialSession !== undefined;
  const [user, setUser] = useState<SessionUser | null>(initialSession ?? null);
  const [resolved, setResolved] = useState(known);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (known) return;
    let active = true;
    loadSession()
      .catch(() => null)
      .then((loaded) => {
        if (!active) return;
        setUser(loaded);
        setResolved(true);
      });
    return () => {
      active = false;
    };
  }, [known]);

  const signOut = useCallback(async () => {
    try {
      await endSession();
    } finally {
      setUser(null);
      // Nothing fetched for one account may be shown to the next.
      queryClient.clear();
    }
  }, [queryClient]);

  const value = useMemo<SessionContextValue>(
    () => ({ status: !resolved ? 'loading' : user ? 'signed-in' : 'signed-out', user, signOut }),
    [resolved, user, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
