import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { AuthCard } from './auth-card';
import { authHref } from './auth-mode';

/** Spec §9: the password-changed screen moves on after 3 s. */
const PASSWORD_CHANGED_REDIRECT_MS = 3000;

/** View 5 (mode=email-verification-success). */
export function VerificationSuccessView({ action }: { action: string | null }) {
  const navigate = useNavigate();
  const passwordChanged = action === 'password-changed';

  useEffect(() => {
    if (!passwordChanged) return;
    const timer = window.setTimeout(
      () => navigate('/profile?tab=change-password', { replace: true }),
      PASSWORD_CHANGED_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [passwordChanged, navigate]);

  return (
    <AuthCard
      icon={<CheckCircle2 aria-hidden="true" />}
      title={passwordChanged ? 'Password Changed!' : 'Email Verified!'}
      description={
        passwordChanged
          ? 'Your password was changed. Taking you back to your profile...'
          : 'Your email address is confirmed. Sign in with your email and password to continue.'
      }
    >
      {passwordChanged ? null : (
        <Link to={authHref('login')} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          Continue to Login
        </Link>
      )}
    </AuthCard>
  );
}
