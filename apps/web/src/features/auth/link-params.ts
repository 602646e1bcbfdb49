import type { TVerificationType } from '@pantau/contracts';

/** What an emailed link carries, from its query string or its fragment (spec §2 verification handler). */
export type LinkParams = {
  token: string | null;
  type: TVerificationType;
  redirectTo: string | null;
  error: string | null;
  errorDescription: string | null;
  refreshToken: string | null;
};

export function readLinkParams(search: string, hash: string): LinkParams {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const read = (name: string) => query.get(name) ?? fragment.get(name);
  return {
    token: read('token') ?? read('access_token') ?? read('code'),
    type: read('type') === 'recovery' ? 'recovery' : 'signup',
    redirectTo: read('redirect_to'),
    error: read('error'),
    errorDescription: read('error_description'),
    refreshToken: read('refresh_token'),
  };
}
