import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/app/session';
import { errorMessage } from '@/lib/api';
import { buttonClasses } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toaster';
import { authApi } from './auth-api';
import { AuthCard } from './auth-card';
import { authHref } from './auth-mode';
import { readLinkParams } from './link-params';

const BRAND = 'Pantau';
/** Spec §9: to the dashboard 2 s after a verified link. */
const DASHBOARD_REDIRECT_MS = 2000;
const MISSING_TOKEN = 'Invalid verification link. Token is missing.';

type State =
  { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string; recovery: boolean };

/** /auth/verify and /auth/callback: the verification handler of spec §2. */
export function VerifyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [state, setState] = useState<State>({ status: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = readLinkParams(location.search, location.hash);
    if (link.error || link.errorDescription) {
      setState({
        status: 'error',
        message: link.errorDescription ?? 'Authentication failed. Please try again.',
        recovery: link.type === 'recovery',
      });
      return;
    }
    if (!link.token) {
      setState({ status: 'error', message: MISSING_TOKEN, recovery: link.type === 'recovery' });
      return;
    }
    if (link.type === 'recovery') {
      navigate(`/auth/reset-password?${new URLSearchParams({ token: link.token, type: 'recovery' })}`, {
        replace: true,
      });
      return;
    }
    authApi.verifyEmail(link.token, 'signup').then(
      ({ session }) => {
        if (session) signIn(session);
        setState({ status: 'success' });
        toast.success(`Email verified successfully! Welcome to ${BRAND}!`, {
          duration: 4000,
          position: 'top-center',
        });
        window.setTimeout(
          () => navigate(session ? '/dashboard' : authHref('login'), { replace: true }),
          DASHBOARD_REDIRECT_MS,
        );
      },
      (failure) => setState({ status: 'error', message: errorMessage(failure), recovery: false }),
    );
  }, [location.search, location.hash, navigate, signIn]);

  if (state.status === 'loading') {
    return (
      <AuthCard
        icon={<Spinner className="size-7" label="Verifying" />}
        title="Verifying Email..."
        description="Please wait while we confirm your email address."
      />
    );
  }
  if (state.status === 'success') {
    return (
      <AuthCard
        icon={<CheckCircle2 aria-hidden="true" />}
        title={`Welcome to ${BRAND}!`}
        description="Your email is verified and you are signed in. Taking you to your dashboard..."
      >
        <p className="text-center text-sm text-muted">Next time, sign in with your email and password.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={<XCircle aria-hidden="true" className="text-down" />}
      title={state.recovery ? 'Reset Failed' : 'Verification Failed'}
      description={state.message}
    >
      <Link to={authHref('login')} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        Back to Login
      </Link>
    </AuthCard>
  );
}
