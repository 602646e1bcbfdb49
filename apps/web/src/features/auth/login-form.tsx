import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_ERROR_CODES } from '@pantau/contracts';
import { useSession } from '@/app/session';
import { ApiError, errorMessage } from '@/lib/api';
import { RETURN_PARAM, returnPathAfterSignIn } from '@/lib/return-path';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { errorIdOf, FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { PasswordInput } from '@/ui/password-input';
import { toast } from '@/ui/toaster';
import { authApi } from './auth-api';
import { AuthCard } from './auth-card';
import { authHref, linkClasses } from './auth-mode';
import { LoginAttemptsBanner } from './login-attempts-banner';
import { useLoginAttempts } from './use-login-attempts';
import { FIX_ERRORS_MESSAGE, hasErrors, validateLogin, type FieldErrors } from './validation';

/** View 1: 'Nice to see you again'. */
export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failedOnce, setFailedOnce] = useState(false);
  const attempts = useLoginAttempts(email);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (attempts.locked || submitting) return;
    const found = validateLogin({ email, password });
    setErrors(found);
    if (hasErrors(found)) {
      setFormError(FIX_ERRORS_MESSAGE);
      return;
    }
    setFormError(null);
    setSubmitting(true);
    try {
      const { session } = await authApi.login({ email, password, remember });
      signIn(session, { remember });
      toast.success('Login Berhasil!', { description: 'Selamat datang kembali!' });
      navigate(returnPathAfterSignIn(searchParams.get(RETURN_PARAM)), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.emailNotConfirmed) {
        navigate(authHref('email-verification', { email: email.trim().toLowerCase(), type: 'signup' }));
        return;
      }
      setFailedOnce(true);
      const info = await attempts.recheck();
      // The banner tells blocked and suspended accounts what happened; no need to say it twice.
      const shownByBanner = info !== null && (info.isSuspended || !info.allowed);
      setFormError(shownByBanner ? null : errorMessage(error));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Nice to see you again" description="Sign in to continue to your dashboard.">
      <form noValidate onSubmit={submit} className="space-y-5">
        <LoginAttemptsBanner
          attempts={attempts.attempts}
          secondsLeft={attempts.secondsLeft}
          showRemaining={failedOnce}
        />
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <FormField id="login-email" label="Login" error={errors.email}>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            placeholder="Email address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? errorIdOf('login-email') : undefined}
          />
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password}>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            placeholder="Enter password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? errorIdOf('login-password') : undefined}
          />
        </FormField>
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Checkbox
              id="login-remember"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <Label htmlFor="login-remember" className="font-normal">
              Remember me
            </Label>
          </div>
          <Link to={authHref('forgot-password')} className={`text-sm ${linkClasses}`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={submitting || attempts.locked}>
          {submitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        Don&apos;t have an account?{' '}
        <Link to={authHref('register')} className={linkClasses}>
          Sign up now
        </Link>
      </p>
    </AuthCard>
  );
}
