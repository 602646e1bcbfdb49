import { KeyRound, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { errorIdOf, FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toaster';
import { authApi } from './auth-api';
import { AuthCard } from './auth-card';
import { authHref, linkClasses } from './auth-mode';
import { useCountdown } from './use-countdown';
import { validateForgotEmail } from './validation';

/** View 3: the reset-link request, then 'Check Your Email' with a 60 s resend cooldown. */
export function ForgotPasswordView() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cooldown = useCountdown();

  async function send(event: FormEvent) {
    event.preventDefault();
    const problem = validateForgotEmail(email);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    const address = email.trim().toLowerCase();
    try {
      await authApi.forgotPassword(address);
      toast.success(AUTH_MESSAGES.forgotPasswordSent);
      setSentTo(address);
      cooldown.start();
    } catch (failure) {
      setError(undefined);
      toast.error(errorMessage(failure) || 'Gagal mengirim link reset password');
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    if (!sentTo || cooldown.secondsLeft > 0 || busy) return;
    setBusy(true);
    try {
      await authApi.resendForgotPassword(sentTo);
      toast.success(AUTH_MESSAGES.forgotPasswordSent);
      cooldown.start();
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <AuthCard
        icon={<MailCheck aria-hidden="true" />}
        title="Check Your Email"
        description={
          <>
            If an account exists for <span className="font-medium break-all text-fg">{sentTo}</span>, we sent
            a link to reset your password.
          </>
        }
      >
        <Alert tone="info">The link expires in 1 hour. Didn&apos;t get it? Check your spam folder.</Alert>
        <div className="space-y-3">
          <Button
            variant="outline"
            className="w-full"
            onClick={resend}
            disabled={busy || cooldown.secondsLeft > 0}
          >
            {cooldown.secondsLeft > 0 ? `Resend in ${cooldown.secondsLeft}s` : 'Resend Email'}
          </Button>
          <p className="text-center text-sm">
            <Link to={authHref('login')} className={linkClasses}>
              Back to Login
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<KeyRound aria-hidden="true" />}
      title="Forgot Password?"
      description="Enter the email you signed up with and we will send you a link to reset your password."
    >
      <form noValidate onSubmit={send} className="space-y-5 text-left">
        <FormField id="forgot-email" label="Email" error={error}>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorIdOf('forgot-email') : undefined}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link to={authHref('login')} className={linkClasses}>
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
