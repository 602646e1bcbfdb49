import { useSearchParams } from 'react-router';
import { parseAuthMode } from './auth-mode';
import { EmailVerificationView } from './email-verification-view';
import { ForgotPasswordView } from './forgot-password-view';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { VerificationSuccessView } from './verification-success-view';

/** /auth: login, sign-up, forgot password and the email-verification views (spec §2). */
export function AuthPage() {
  const [searchParams] = useSearchParams();
  const mode = parseAuthMode(searchParams.get('mode'));
  switch (mode) {
    case 'register':
      return <RegisterForm />;
    case 'forgot-password':
      return <ForgotPasswordView />;
    case 'email-verification':
      return (
        <EmailVerificationView
          key={searchParams.toString()}
          email={searchParams.get('email') ?? ''}
          type={searchParams.get('type') === 'recovery' ? 'recovery' : 'signup'}
          token={searchParams.get('token')}
          justSent={searchParams.get('sent') === '1'}
        />
      );
    case 'email-verification-success':
      return <VerificationSuccessView action={searchParams.get('action')} />;
    default:
      return <LoginForm />;
  }
}
