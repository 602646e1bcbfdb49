/** The sign-in page's parameter naming where a signed-out visitor was headed. */
export const RETURN_PARAM = 'next';
const HOME = '/dashboard';

/**
 * The sign-in address that leads back to `target` (path, query and hash) once signed in; the plain
 * sign-in page when the target is the dashboard anyway.
 */
export function signInHrefFor(target: string): string {
  if (target === HOME || target === '/') return '/auth';
  return `/auth?${new URLSearchParams({ [RETURN_PARAM]: target }).toString()}`;
}

/**
 * Where to go after signing in: the requested page when it is a path on this site, else the
 * dashboard. Anything that could leave the site (`//host`, `/\host`, `https:`, `javascript:`) is
 * refused, so a crafted sign-in link cannot forward a member elsewhere.
 */
export function returnPathAfterSignIn(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME;
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return HOME;
  }
  if (url.origin !== origin || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
