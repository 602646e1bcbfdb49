import { useRef } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { RETURN_PARAM, returnPathAfterSignIn, signInHrefFor } from '@/lib/return-path';
import { CenteredSpinner } from '@/ui/spinner';
import { useSession } from './session';

/**
 * Members only: visitors who are not signed in go to /auth, which brings them back here after. A
 * member who signs out here (or in another tab) just goes to /auth: the page was left on purpose.
 */
export function ProtectedRoute() {
  const { status } = useSession();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  if (status === 'signed-in') wasSignedIn.current = true;
  if (status === 'loading') return <CenteredSpinner />;
  if (status === 'signed-out') {
    if (wasSignedIn.current) return <Navigate to="/auth" replace />;
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
