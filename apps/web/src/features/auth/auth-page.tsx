import { Info } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './auth-card';

/**
 * /auth. The sign-in and sign-up forms arrive with the accounts release; until then the page
 * says so plainly instead of offering forms that cannot work.
 */
export function AuthPage() {
  const [searchParams] = useSearchParams();
  const register = searchParams.get('mode') === 'register';

  return (
    <AuthCard
      title={register ? 'Create Account' : 'Nice to see you again'}
      description={
        register
          ? 'Start your 7-day free trial. Every plan gives full access to all features.'
          : 'Sign in to continue to your dashboard.'
      }
    >
      <p className="flex gap-3 rounded-lg border border-border bg-surface-muted p-4 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>Account sign-in is being set up. Please check back soon.</span>
      </p>
      <div className="flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <Link to="/" className="font-medium text-primary hover:underline">
          ← Back to home
        </Link>
        {register ? (
          <span className="text-muted">
            Have an account?{' '}
            <Link to="/auth?mode=login" className="font-medium text-primary hover:underline">
              Sign in
            </Link>
          </span>
        ) : (
          <span className="text-muted">
            New here?{' '}
            <Link to="/auth?mode=register" className="font-medium text-primary hover:underline">
              Sign up now
            </Link>
          </span>
        )}
      </div>
    </AuthCard>
  );
}
