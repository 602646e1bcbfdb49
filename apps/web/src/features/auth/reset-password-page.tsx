import { CheckCircle2, KeyRound, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
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
import { ResetPasswordForm } from './reset-password-form';

/** Spec §9: missing parameters leave after 2 s, a finished reset after 3 s. */
const MISSING_PARAMS_REDIRECT_MS = 2000;
const SUCCESS_REDIRECT_MS = 3000;
const NO_ACCESS = 'Akses tidak diizinkan. Gunakan link dari email untuk reset password.';

type View = 'missing' | 'verifying' | 'invalid' | 'form' | 'success';

/** /auth/reset-password: verifying, invalid link or form, success, redirect (spec §4). */
export function ResetPasswordPage() {
  const location = useLocation();
  // Re-created when the query string changes (spec §2).
  return <ResetPassword key={location.search + location.hash} />;
}

function ResetPassword() {
  const location = useLocation();
  const navigate = useNavigate();
  const { status, signOut } = useSession();
  const link = readLinkParams(location.search, location.hash);
  const token = link.token;
  const [view, setView] = useState<View>(token ? 'verifying' : 'missing');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!token) {
      toast.error(NO_ACCESS);
      const timer = window.setTimeout(
        () => navigate(authHref('login'), { replace: true }),
        MISSING_PARAMS_REDIRECT_MS,
      );
      return () => window.clearTimeout(timer);
    }
    let active = true;
    authApi.verifyEmail(token, 'recovery').then(
      () => active && setView('form'),
      (failure) => {
        if (!active) return;
        setProblem(errorMessage(failure));
        setView('invalid');
      },
    );
    return () => {
      active = false;
    };
  }, [token, navigate]);

  useEffect(() => {
    if (view !== 'success') return;
    const timer = window.setTimeout(
      () => navigate(authHref('login'), { replace: true }),
      SUCCESS_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [view, navigate]);

  function finished() {
    toast.success('Password Anda berhasil diubah!');
    // The server ended every session of the account, this browser's included.
    if (status === 'signed-in') void signOut().catch(() => undefined);
    setView('success');
  }

  switch (view) {
    case 'missing':
      return (
        <AuthCard
          icon={<XCircle aria-hidden="true" className="text-down" />}
          title="Reset Password"
          description={NO_ACCESS}
        />
      );
    case 'verifying':
      return (
        <AuthCard
          icon={<Spinner className="size-7" label="Verifying" />}
          title="Memverifikasi link..."
          description="Mohon tunggu sebentar."
        />
      );
    case 'invalid':
      return (
        <AuthCard
          icon={<XCircle aria-hidden="true" className="text-down" />}
          title="Link Tidak Valid"
          description={problem ?? 'Invalid or expired reset link. Please request a new password reset.'}
        >
          <Link
            to={authHref('forgot-password')}
            className={buttonClasses({ size: 'lg', className: 'w-full' })}
          >
            Request a new link
          </Link>
          <Link
            to={authHref('login')}
            className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
          >
            Back to Login
          </Link>
        </AuthCard>
      );
    case 'success':
      return (
        <AuthCard
          icon={<CheckCircle2 aria-hidden="true" />}
          title="Password Berhasil Diubah!"
          description="Silakan login dengan password baru Anda. Mengalihkan ke halaman login..."
        >
          <Link to={authHref('login')} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            Login Sekarang
          </Link>
        </AuthCard>
      );
    default:
      return (
        <AuthCard
          icon={<KeyRound aria-hidden="true" />}
          title="Reset Password"
          description="Buat password baru untuk akun Anda."
        >
          <ResetPasswordForm token={token ?? ''} onDone={finished} />
        </AuthCard>
      );
  }
}
