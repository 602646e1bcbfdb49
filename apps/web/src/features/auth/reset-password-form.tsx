import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { errorIdOf, FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { authApi } from './auth-api';
import { authHref, linkClasses } from './auth-mode';
import { hasErrors, validateResetPassword, type FieldErrors } from './validation';

/**
 * The new-password form. `standalone` adds the 'Login di sini' line for the card on its own page;
 * `inline` is for embedding in another view.
 */
export function ResetPasswordForm({
  token,
  layout = 'standalone',
  onDone,
}: {
  token: string;
  layout?: 'standalone' | 'inline';
  onDone: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateResetPassword({ password, confirmPassword });
    setErrors(found);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    setFormError(null);
    try {
      await authApi.resetPassword(token, password);
      onDone();
    } catch (failure) {
      setFormError(errorMessage(failure) || 'Gagal mengubah password');
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <FormField id="reset-password" label="Password Baru" error={errors.password}>
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          placeholder="Minimal 6 karakter"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? errorIdOf('reset-password') : undefined}
        />
      </FormField>
      <FormField id="reset-confirm" label="Konfirmasi Password" error={errors.confirmPassword}>
        <PasswordInput
          id="reset-confirm"
          autoComplete="new-password"
          placeholder="Ulangi password baru"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={errors.confirmPassword ? errorIdOf('reset-confirm') : undefined}
        />
      </FormField>
      <p className="text-xs text-muted">Gunakan huruf besar, huruf kecil, dan angka.</p>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Mengubah Password...' : 'Ubah Password'}
      </Button>
      {layout === 'standalone' ? (
        <p className="text-center text-sm text-muted">
          Sudah ingat password?{' '}
          <Link to={authHref('login')} className={linkClasses}>
            Login di sini
          </Link>
        </p>
      ) : null}
    </form>
  );
}
