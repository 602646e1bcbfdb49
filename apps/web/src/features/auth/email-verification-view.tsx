import { CheckCircle2, Mail } from 'lucide-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, type TVerificationType } from '@pantau/contracts';
import { useSession } from '@/app/session';
import { errorMessage } from '@/lib/api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toaster';
import { authApi } from './auth-api';
import { AuthCard } from './auth-card';
import { authHref, linkClasses } from './auth-mode';
import { useCountdown } from './use-countdown';

/** Spec §9: the verified handler runs 1.5 s after 'Email Verified!'. */
const VERIFIED_DELAY_MS = 1500;

type Props = { email: string; type: TVerificationType; token: string | null; justSent: boolean };

/** View 4: where the link went, what to do next, and a resend with a 60 s cooldown. */
export function EmailVerificationView({ email, type, token, justSent }: Props) {
  if (token) return <AutoVerify token={token} type={type} />;
  return <PendingVerification email={email} type={type} justSent={justSent} />;
}

function PendingVerification({ email, type, justSent }: Omit<Props, 'token'>) {
  const cooldown = useCountdown(justSent ? 60 : 0);
  const [busy, setBusy] = useState(false);

  async function resend() {
    if (!email || cooldown.secondsLeft > 0 || busy) return;
    setBusy(true);
    try {
      if (type === 'recovery') await authApi.resendForgotPassword(email);
      else await authApi.resendVerification(email);
      toast.success(AUTH_MESSAGES.verificationSent);
      cooldown.start();
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      icon={<Mail aria-hidden="true" />}
      title="Verify Your Email"
      description={
        <>
          We sent a {type === 'recovery' ? 'password reset' : 'verification'} link to{' '}
          <span className="font-medium wrap-anywhere text-fg">
            {email ? <BreakableEmail email={email} /> : 'your email address'}
          </span>
          .
        </>
      }
    >
      <div className="rounded-lg border border-border bg-surface-muted p-4 text-left text-sm">
        <p className="font-semibold">Next Steps</p>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted">
          <li>Open the email from Pantau.</li>
          <li>
            Click the {type === 'recovery' ? 'reset' : 'verification'} link inside. It is valid for{' '}
            {type === 'recovery' ? '1 hour' : '24 hours'}.
          </li>
          <li>
            {type === 'recovery'
              ? 'Choose a new password.'
              : 'You are signed in and taken to your dashboard.'}
          </li>
        </ol>
      </div>
      <p className="text-sm text-muted">Can&apos;t find it? Check your spam or junk folder.</p>
      <div className="space-y-3">
        <Button
          variant="outline"
          className="w-full"
          onClick={resend}
          disabled={!email || busy || cooldown.secondsLeft > 0}
        >
          {cooldown.secondsLeft > 0 ? `Resend in ${cooldown.secondsLeft}s` : 'Resend Email'}
        </Button>
        <Link to={authHref('login')} className={`block text-center text-sm ${linkClasses}`}>
          I&apos;ve verified my email — Back to Login
        </Link>
      </div>
    </AuthCard>
  );
}

function AutoVerify({ token, type }: { token: string; type: TVerificationType }) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [state, setState] = useState<
    { status: 'verifying' } | { status: 'verified' } | { status: 'error'; message: string }
  >({
    status: 'verifying',
  });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (type === 'recovery') {
      navigate(`/auth/reset-password?${new URLSearchParams({ token, type })}`, { replace: true });
      return;
    }
    let timer = 0;
    authApi.verifyEmail(token, type).then(
      ({ session }) => {
        setState({ status: 'verified' });
        timer = window.setTimeout(() => {
          if (session) signIn(session);
          navigate(session ? '/dashboard' : authHref('login'), { replace: true });
        }, VERIFIED_DELAY_MS);
      },
      (failure) => setState({ status: 'error', message: errorMessage(failure) }),
    );
    return () => window.clearTimeout(timer);
  }, [token, type, navigate, signIn]);

  if (state.status === 'verifying') {
    return (
      <AuthCard
        icon={<Spinner className="size-7" />}
        title="Verifying Email..."
        description="This takes a moment."
      />
    );
  }
  if (state.status === 'verified') {
    return (
      <AuthCard
        icon={<CheckCircle2 aria-hidden="true" />}
        title="Email Verified!"
        description="Your email is confirmed. Taking you to your dashboard..."
      />
    );
  }
  return (
    <AuthCard icon={<Mail aria-hidden="true" />} title="Verification Failed" description={state.message}>
      <Alert tone="danger">{state.message}</Alert>
      <Link to={authHref('login')} className={`block text-center text-sm ${linkClasses}`}>
        Back to Login
      </Link>
    </AuthCard>
  );
}

/**
 * An address that wraps before its '@' and dots rather than mid-word; `wrap-anywhere` on the
 * parent only splits a part that is wider than the card on its own.
 */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
