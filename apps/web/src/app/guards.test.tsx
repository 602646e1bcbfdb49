import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '@/test/render-app';
import type { SessionUser } from '@/lib/session-store';
import { ProtectedRoute, PublicOnlyRoute } from './guards';
import { SessionProvider } from './session';

function Harness({
  path,
  session,
  children,
}: {
  path: string;
  session?: SessionUser | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider initialSession={session}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>
  );
}

const appRoutes = (
  <Routes>
    <Route element={<ProtectedRoute />}>
      <Route path="/dashboard" element={<h1>Members area</h1>} />
    </Route>
    <Route element={<PublicOnlyRoute />}>
      <Route path="/auth" element={<h1>Sign in page</h1>} />
    </Route>
  </Routes>
);

describe('ProtectedRoute', () => {
  it('shows a spinner while the session is determined, then sends a visitor to /auth', async () => {
    render(<Harness path="/dashboard">{appRoutes}</Harness>);

    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Members area' })).toBeNull();
  });

  it('lets a member in', () => {
    render(
      <Harness path="/dashboard" session={MEMBER}>
        {appRoutes}
      </Harness>,
    );
    expect(screen.getByRole('heading', { name: 'Members area' })).toBeTruthy();
  });
});

describe('PublicOnlyRoute', () => {
  it('shows a spinner while the session is determined, then the page to a visitor', async () => {
    render(<Harness path="/auth">{appRoutes}</Harness>);

    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
  });

  it('sends a member to /dashboard', () => {
    render(
      <Harness path="/auth" session={MEMBER}>
        {appRoutes}
      </Harness>,
    );
    expect(screen.getByRole('heading', { name: 'Members area' })).toBeTruthy();
  });
});
