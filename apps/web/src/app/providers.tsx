import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser } from '@/lib/session-store';
import { Toaster } from '@/ui/toaster';
import { AppErrorBoundary } from './error-boundary';
import { createQueryClient } from './query-client';
import { SessionProvider } from './session';
import { ThemeProvider, useTheme } from './theme';

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster theme={resolvedTheme} />;
}

/** Everything every screen relies on: theme, server-state cache, session, toasts. */
export function AppProviders({
  children,
  initialSession,
}: {
  children: ReactNode;
  initialSession?: SessionUser | null;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <SessionProvider initialSession={initialSession}>{children}</SessionProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
      <ThemedToaster />
    </ThemeProvider>
  );
}
