import { Link } from 'react-router';
import { AuthCard } from './auth-card';

export function ResetPasswordPage() {
  return (
    <AuthCard title="Reset Password" description="Choose a new password from the link in your email.">
      <Link to="/auth?mode=login" className="text-sm font-medium text-primary hover:underline">
        Back to Login
      </Link>
    </AuthCard>
  );
}
