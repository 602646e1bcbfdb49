/** The views of /auth, chosen by ?mode= (spec §2, §4). */
export type AuthMode =
  'login' | 'register' | 'forgot-password' | 'email-verification' | 'email-verification-success';

const MODES: readonly AuthMode[] = [
  'login',
  'register',
  'forgot-password',
  'email-verification',
  'email-verification-success',
];

export function parseAuthMode(value: string | null): AuthMode {
  return MODES.find((mode) => mode === value) ?? 'login';
}

/** The address of a view, e.g. authHref('email-verification', { email, type: 'signup' }). */
export function authHref(mode: AuthMode, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({ mode, ...params });
  return `/auth?${query.toString()}`;
}

export const linkClasses = 'font-medium text-primary hover:underline';
