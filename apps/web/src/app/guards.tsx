import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { RETURN_PARAM, returnPathAfterSignIn, signInHrefFor } from '@/lib/return-path';
import { CenteredSpinner } from '@/ui/spinner';
import { useSession } from './session';

/** Members only: visitors who are not signed in go to /auth, which brings them back here after. */
export function ProtectedRoute() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <CenteredSpinner />;
  if (status === 'signed-out') {
    return <Navigate to={signInHrefFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}

/** Visitors only (the sign-in page): members go on to the page they asked for, else the dashboard. */
export function PublicOnlyRoute() {
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  if (status === 'loading') return <CenteredSpinner />;
  if (status === 'signed-in') {
    return <Navigate to={returnPathAfterSignIn(searchParams.get(RETURN_PARAM))} replace />;
  }
  return <Outlet />;
}
