import { ZChangePasswordRequestSchema } from '@pantau/contracts';

/** Spec §5 change password on the profile: one message at a time, shown above the form. */
export function validateChangePassword(values: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): string | undefined {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword)
    return 'Please fill in all fields';
  const parsed = ZChangePasswordRequestSchema.safeParse(values).error?.issues[0]?.message;
  if (parsed) return parsed;
  if (values.newPassword !== values.confirmPassword) return 'Passwords do not match';
  if (values.newPassword === values.currentPassword)
    return 'New password must be different from current password';
  return undefined;
}
