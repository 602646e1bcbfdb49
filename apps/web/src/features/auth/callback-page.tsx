import { Link } from 'react-router';
import { AuthCard } from './auth-card';

export function CallbackPage() {
  return (
    <AuthCard
      title="Email Verification"
      description="We are finishing the step you started from the link in your email."
    >
      <Link to="/auth?mode=login" className="text-sm font-medium text-primary hover:underline">
        Back to Login
      </Link>
    </AuthCard>
  );
}
