import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_ERROR_CODES } from '@pantau/contracts';
import { ApiError } from '@/lib/api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { toast } from '@/ui/toaster';
import { profileApi, profileKeys } from './profile-api';
import { validateChangePassword } from './validate-change-password';

function changeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === AUTH_ERROR_CODES.samePassword)
      return 'New password must be different from current password';
    if (error.code === AUTH_ERROR_CODES.sessionExpired) return 'Session expired. Please sign in again.';
    if (error.message.startsWith('Password should be at least'))
      return 'Password must be at least 6 characters';
    return error.message || 'Failed to change password';
  }
  return 'Failed to change password';
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §5 change password: every field required, new ≥ 6 and different from the current one. */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const incomplete = !values.currentPassword || !values.newPassword || !values.confirmPassword;

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateChangePassword(values);
    setProblem(found ?? null);
    if (found || busy) return;
    setBusy(true);
    try {
      await profileApi.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      toast.success('Password updated successfully!');
      setValues(EMPTY);
      // The server signed out every other device.
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: profileKeys.activity });
    } catch (error) {
      setProblem(changeFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Changing it signs out your other devices.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="space-y-5">
          {problem ? <Alert tone="danger">{problem}</Alert> : null}
          <FormField id="current-password" label="Current Password">
            <PasswordInput
              id="current-password"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={set('currentPassword')}
            />
          </FormField>
          <FormField id="new-password" label="New Password">
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={set('newPassword')}
            />
          </FormField>
          <FormField id="confirm-new-password" label="Confirm New Password">
            <PasswordInput
              id="confirm-new-password"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={set('confirmPassword')}
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={incomplete || busy}>
              {busy ? 'Updating...' : 'Update Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
