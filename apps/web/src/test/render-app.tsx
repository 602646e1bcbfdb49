import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import type { SessionUser } from '@/lib/session-store';

export const MEMBER: SessionUser = {
  id: 'u-1',
  name: 'Rina Wijaya',
  email: 'rina@example.com',
  role: 'user',
  avatarUrl: null,
};

export const ADMIN: SessionUser = { ...MEMBER, id: 'u-2', name: 'Budi Santoso', role: 'admin' };

/** The real route table in memory, with a given session (null: signed out). */
export function renderApp(path: string, session: SessionUser | null) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders initialSession={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
