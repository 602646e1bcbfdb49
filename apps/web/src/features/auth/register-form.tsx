import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TAuthSession } from '@pantau/contracts';
import { useSession } from '@/app/session';
import { ApiError, errorMessage } from '@/lib/api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { errorIdOf, FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toaster';
import { authApi } from './auth-api';
import { AuthCard } from './auth-card';
import { authHref, linkClasses } from './auth-mode';
import { useEmailAvailability } from './use-email-availability';
import {
  FIX_ERRORS_MESSAGE,
  hasErrors,
  validateSignUp,
  type FieldErrors,
  type SignUpField,
  type SignUpValues,
} from './validation';

const EMAIL_TAKEN = 'An account with this email already exists';
const EMAIL_CHECKING = 'Please wait while we check email availability';

const EMPTY: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** View 2: 'Create Account' (mode=register). */
export function RegisterForm() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const availability = useEmailAvailability(values.email);

  const set = <K extends SignUpField>(field: K, value: SignUpValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateSignUp(values);
    if (!found.email && availability === 'checking') found.email = EMAIL_CHECKING;
    if (!found.email && availability === 'exists') found.email = EMAIL_TAKEN;
    setErrors(found);
    if (hasErrors(found)) {
      setFormError(
        found.email === EMAIL_CHECKING && Object.keys(found).length === 1 ? null : FIX_ERRORS_MESSAGE,
      );
      return;
    }
    setFormError(null);
    setSubmitting(true);
    try {
      const email = values.email.trim().toLowerCase();
      const result = await authApi.signUp({
        email,
        password: values.password,
        full_name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      });
      // The server answers without a session until the address is verified; a session (if the
      // server ever skips verification) signs in straight away.
      const session = (result as { session: TAuthSession | null }).session;
      if (session) {
        signIn(session);
        toast.success('Akun Berhasil Dibuat!');
        window.setTimeout(() => navigate('/dashboard', { replace: true }), 1000);
        return;
      }
      navigate(authHref('email-verification', { email, type: 'signup', sent: '1' }));
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in EMPTY) {
        setErrors({ [error.field]: error.message });
      } else {
        setFormError(errorMessage(error));
      }
      setSubmitting(false);
    }
  }

  const field = (id: SignUpField) => ({
    id: `signup-${id}`,
    'aria-invalid': errors[id] ? true : undefined,
    'aria-describedby':
      errors[id] || (id === 'email' && availability !== 'unknown') ? errorIdOf(`signup-${id}`) : undefined,
  });

  const emailHint =
    availability === 'checking' ? (
      <span className="flex items-center gap-2">
        <Spinner className="size-3.5" label="Checking email availability" /> Checking availability...
      </span>
    ) : availability === 'available' ? (
      <span className="flex items-center gap-1.5 text-up">
        <CheckCircle2 className="size-4" aria-hidden="true" /> Email is available
      </span>
    ) : null;

  return (
    <AuthCard
      title="Create Account"
      description="Start your 7-day free trial. Every plan gives full access to all features."
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="signup-firstName" label="First Name" error={errors.firstName}>
            <Input
              {...field('firstName')}
              autoComplete="given-name"
              placeholder="Rina"
              value={values.firstName}
              onChange={(event) => set('firstName', event.target.value)}
            />
          </FormField>
          <FormField id="signup-lastName" label="Last Name" error={errors.lastName}>
            <Input
              {...field('lastName')}
              autoComplete="family-name"
              placeholder="Wijaya"
              value={values.lastName}
              onChange={(event) => set('lastName', event.target.value)}
            />
          </FormField>
        </div>
        <FormField
          id="signup-email"
          label="Email"
          error={errors.email ?? (availability === 'exists' ? EMAIL_TAKEN : undefined)}
          hint={emailHint}
        >
          <div className="relative">
            <Input
              {...field('email')}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              className="pr-10"
              aria-invalid={errors.email || availability === 'exists' ? true : undefined}
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
            {availability === 'checking' ? (
              <span className="absolute inset-y-0 right-3 grid place-items-center">
                <Spinner className="size-4" label="Checking email" />
              </span>
            ) : null}
          </div>
        </FormField>
        <FormField
          id="signup-password"
          label="Password"
          error={errors.password}
          hint="6-128 characters with a lowercase letter, an uppercase letter and a number."
        >
          <PasswordInput
            {...field('password')}
            autoComplete="new-password"
            placeholder="Create a password"
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
          />
        </FormField>
        <FormField id="signup-confirmPassword" label="Confirm Password" error={errors.confirmPassword}>
          <PasswordInput
            {...field('confirmPassword')}
            autoComplete="new-password"
            placeholder="Repeat the password"
            value={values.confirmPassword}
            onChange={(event) => set('confirmPassword', event.target.value)}
          />
        </FormField>
        <div className="space-y-2">
          <div className="flex items-start gap-2.5">
            <Checkbox
              {...field('acceptTerms')}
              className="mt-0.5"
              checked={values.acceptTerms}
              onChange={(event) => set('acceptTerms', event.target.checked)}
            />
            <label htmlFor="signup-acceptTerms" className="text-sm text-muted">
              I agree to the{' '}
              <Link to="/#faq" className={linkClasses}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/#faq" className={linkClasses}>
                Privacy Policy
              </Link>
            </label>
          </div>
          {errors.acceptTerms ? (
            <p id={errorIdOf('signup-acceptTerms')} role="alert" className="text-sm text-down">
              {errors.acceptTerms}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={submitting}>
          {submitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to={authHref('login')} className={linkClasses}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
