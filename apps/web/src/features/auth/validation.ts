import {
  ZEmailSchema,
  ZForgotPasswordRequestSchema,
  ZNewPasswordSchema,
  ZResetPasswordSchema,
} from '@pantau/contracts';

/** Field name → the first message for it; empty when the form is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const FIX_ERRORS_MESSAGE = 'Please fix the errors below';

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

export const hasErrors = (errors: FieldErrors<string>) => Object.values(errors).some(Boolean);

/** Spec §5 login: email required and a simple pattern; password required. */
export function validateLogin(values: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = firstIssue(ZEmailSchema.safeParse(values.email));
  if (email) errors.email = email;
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

export type SignUpValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};
export type SignUpField = keyof SignUpValues;

/** Spec §5 sign-up rules with their exact messages. */
export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  if (values.firstName.trim().length < 2) errors.firstName = 'First name must be at least 2 characters';
  if (values.lastName.trim().length < 2) errors.lastName = 'Last name must be at least 2 characters';
  const email = firstIssue(ZEmailSchema.safeParse(values.email));
  if (email) errors.email = email;
  const password = firstIssue(ZNewPasswordSchema.safeParse(values.password));
  if (password) errors.password = password;
  if (!values.confirmPassword) errors.confirmPassword = 'Please confirm your password';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match';
  if (!values.acceptTerms) errors.acceptTerms = 'You must agree to the terms and conditions';
  return errors;
}

/** Spec §5 forgot password: required, must contain @. */
export function validateForgotEmail(email: string): string | undefined {
  return firstIssue(ZForgotPasswordRequestSchema.safeParse({ email }));
}

/** Spec §5 new password on the reset screen, in Indonesian. */
export function validateResetPassword(values: {
  password: string;
  confirmPassword: string;
}): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  if (!values.password) errors.password = 'Password harus minimal 6 karakter';
  else {
    const password = firstIssue(ZResetPasswordSchema.safeParse(values.password));
    if (password) errors.password = password;
  }
  if (!values.confirmPassword) errors.confirmPassword = 'Password minimal 6 karakter';
  else if (values.confirmPassword !== values.password)
    errors.confirmPassword = 'Password dan konfirmasi password tidak sama';
  return errors;
}
