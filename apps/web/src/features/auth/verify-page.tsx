import { Link } from 'react-router';
import { AuthCard } from './auth-card';

export function VerifyPage() {
  return (
    <AuthCard
      title="Email Verification"
      description="We confirm the address you signed up with from the link in your email."
    >
      <Link to="/auth?mode=login" className="text-sm font-medium text-primary hover:underline">
        Back to Login
      </Link>
    </AuthCard>
  );
}
