import type {
  TCheckAttemptsData,
  TCheckEmailData,
  TLoginData,
  TSignUpData,
  TVerificationType,
  TVerifyEmailData,
} from '@pantau/contracts';
import { apiFetch } from '@/lib/api';

/** The /api/auth calls the auth screens make (spec §7). */
export const authApi = {
  login: (body: { email: string; password: string; remember: boolean }) =>
    apiFetch<TLoginData>('/auth/login', { body, auth: false }),
  checkAttempts: (email: string, signal?: AbortSignal) =>
    apiFetch<TCheckAttemptsData>('/auth/check-attempts', { body: { email }, signal, auth: false }),
  checkEmail: (email: string, signal?: AbortSignal) =>
    apiFetch<TCheckEmailData>('/auth/check-email', { body: { email }, signal, auth: false }),
  signUp: (body: { email: string; password: string; full_name: string }) =>
    apiFetch<TSignUpData>('/auth/signup', { body, auth: false }),
  verifyEmail: (token: string, type: TVerificationType) =>
    apiFetch<TVerifyEmailData>('/auth/verify-email', { body: { token, type }, auth: false }),
  resendVerification: (email: string) =>
    apiFetch<null>('/auth/resend-verification', { body: { email }, auth: false }),
  forgotPassword: (email: string) =>
    apiFetch<null>('/auth/forgot-password', { body: { email }, auth: false }),
  resendForgotPassword: (email: string) =>
    apiFetch<null>('/auth/resend-forgot-password', { body: { email }, auth: false }),
  resetPassword: (token: string, password: string) =>
    apiFetch<null>('/auth/reset-password', { body: { token, password }, auth: false }),
};
