/** Who is signed in, as the interface needs it. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'user' | 'moderator';
  avatarUrl: string | null;
};

/**
 * Determines the current session when the app starts.
 *
 * Accounts are not built yet, so nobody can be signed in and this answers null. The accounts
 * release replaces the body (refresh the access token, then GET /api/me with a 10 s timeout);
 * SessionProvider already treats it as asynchronous and shows the guards' spinner meanwhile.
 */
export async function loadSession(): Promise<SessionUser | null> {
  return null;
}

/**
 * Ends the session on the server (best effort: POST /api/auth/logout once accounts exist).
 * It may throw; the caller clears the local session regardless.
 */
export async function endSession(): Promise<void> {}
