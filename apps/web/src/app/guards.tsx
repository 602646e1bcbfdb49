import { Navigate, Outlet } from 'react-router';
import { CenteredSpinner } from '@/ui/spinner';
import { useSession } from './session';

/** Members only: visitors who are not signed in go to /auth. */
export function ProtectedRoute() {
  const { status } = useSession();
  if (status === 'loading') return <CenteredSpinner />;
  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** Visitors only (the sign-in page): members go straight to their dashboard. */
export function PublicOnlyRoute() {
  const { status } = useSession();
  if (status === 'loading') return <CenteredSpinner />;
  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
