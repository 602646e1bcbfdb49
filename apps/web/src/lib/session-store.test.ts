import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAuthSession } from '@pantau/contracts';
import { apiFetch } from './api';
import {
  clearSession,
  currentTokens,
  currentUser,
  loadSession,
  saveSession,
  subscribeSession,
} from './session-store';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function authSession(access: string, refresh: string): TAuthSession {
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: 900,
    expires_at: Math.floor(Date.now() / 1000) + 900,
    refresh_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'rina@example.com',
      role: 'user',
      email_verified: true,
      user_metadata: { full_name: 'Rina Wijaya', avatar_url: null },
    },
  };
}

const unauthorized = () =>
  jsonResponse(401, { ok: false, error: { code: 'SESSION_EXPIRED', message: 'Session expired.' } });

afterEach(() => {
  clearSession();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('session store', () => {
  it('keeps a remembered sign-in in localStorage and a browser-session one in sessionStorage', () => {
    saveSession(authSession('a1', 'r1'), true);
    expect(JSON.parse(window.localStorage.getItem('pantau.session') ?? '{}')).toMatchObject({
      name: 'Rina Wijaya',
      isAuthenticated: true,
      session: { refresh_token: 'r1', remember: true },
    });
    saveSession(authSession('a2', 'r2'), false);
    expect(window.localStorage.getItem('pantau.session')).toBeNull();
    expect(window.sessionStorage.getItem('pantau.session')).toContain('"r2"');
  });

  it('sends the Bearer token, refreshes once on a 401 and retries with the new token', async () => {
    saveSession(authSession('old-access', 'r1'), false);
    const fetchMock = vi.fn(async (input: string, init: RequestInit) => {
      if (input === '/api/auth/refresh')
        return jsonResponse(200, { ok: true, data: { session: authSession('new-access', 'r2') } });
      const auth = new Headers(init.headers).get('Authorization');
      return auth === 'Bearer new-access'
        ? jsonResponse(200, { ok: true, data: { fine: true } })
        : unauthorized();
    });
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiFetch('/me')).resolves.toEqual({ fine: true });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/me', '/api/auth/refresh', '/api/me']);
    expect(currentTokens()?.refresh_token).toBe('r2');
  });

  it('signs out when the refresh token is refused', async () => {
    saveSession(authSession('old-access', 'r1'), true);
    const changes: unknown[] = [];
    const unsubscribe = subscribeSession((user) => changes.push(user));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorized()),
    );

    await expect(apiFetch('/me')).rejects.toMatchObject({ status: 401 });
    expect(currentTokens()).toBeNull();
    expect(changes).toEqual([null]);
    expect(window.localStorage.getItem('pantau.session')).toBeNull();
    unsubscribe();
  });

  it('retries a refresh after a network failure, with backoff', async () => {
    window.sessionStorage.setItem(
      'pantau.session',
      JSON.stringify({
        id: 'u',
        name: 'Rina Wijaya',
        email: 'rina@example.com',
        avatar: null,
        role: 'user',
        isAuthenticated: true,
        session: { access_token: 'a', refresh_token: 'r1', expires_at: 0, remember: false },
      }),
    );
    let refreshCalls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input === '/api/auth/refresh') {
          refreshCalls += 1;
          if (refreshCalls === 1) throw new TypeError('Failed to fetch');
          return jsonResponse(200, { ok: true, data: { session: authSession('a2', 'r2') } });
        }
        return jsonResponse(200, {
          ok: true,
          data: { id: 'u', full_name: 'Rina W.', email: 'rina@example.com', role: 'user', avatar_url: null },
        });
      }),
    );

    await expect(loadSession()).resolves.toMatchObject({ email: 'rina@example.com' });
    expect(refreshCalls).toBe(2);
    expect(currentTokens()?.refresh_token).toBe('r2');
    // The profile arrives after the session is known and freshens the name shown.
    await vi.waitFor(() => expect(currentUser()?.name).toBe('Rina W.'));
  });

  it('starts from a still-fresh stored token without a refresh and without waiting for the profile', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    window.sessionStorage.setItem(
      'pantau.session',
      JSON.stringify({
        id: 'u',
        name: 'Rina Wijaya',
        email: 'rina@example.com',
        avatar: null,
        role: 'user',
        isAuthenticated: true,
        session: { access_token: 'a', refresh_token: 'r1', expires_at: expiresAt, remember: false },
      }),
    );
    let answerProfile: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      (input: string) =>
        new Promise<Response>((resolve) => {
          if (input === '/api/me') answerProfile = resolve;
          else resolve(unauthorized());
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await expect(loadSession()).resolves.toMatchObject({ name: 'Rina Wijaya' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/me']);
    expect(currentTokens()?.access_token).toBe('a');

    // A 401 from the profile ends the session even after the screens have started.
    answerProfile(unauthorized());
    await vi.waitFor(() => expect(currentUser()).toBeNull());
  });
});

describe('a call whose sign-in changed while it was on its way', () => {
  it('is sent again with the same member’s newer token, without spending the refresh token', async () => {
    saveSession(authSession('first-access', 'r1'), false);
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) => {
        seen.push(`${input} ${new Headers(init.headers).get('Authorization') ?? ''}`);
        if (input === '/api/auth/refresh') throw new Error('the refresh token must not be spent');
        // A refresh made elsewhere lands while the first call is answered 401.
        if (seen.length === 1) {
          saveSession(authSession('second-access', 'r2'), false);
          return unauthorized();
        }
        return jsonResponse(200, { ok: true, data: { fine: true } });
      }),
    );

    await expect(apiFetch('/me/watchlist')).resolves.toEqual({ fine: true });
    expect(seen).toEqual(['/api/me/watchlist Bearer first-access', '/api/me/watchlist Bearer second-access']);
  });

  it('is never sent again for a member who has since signed in as somebody else', async () => {
    saveSession(authSession('rina-access', 'r1'), false);
    const other = authSession('budi-access', 'b1');
    other.user = { ...other.user, id: '00000000-0000-4000-8000-000000000002', email: 'budi@example.com' };
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        seen.push(input);
        clearSession();
        saveSession(other, true);
        return unauthorized();
      }),
    );

    await expect(apiFetch('/me/watchlist')).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(['/api/me/watchlist']);
    expect(currentTokens()?.refresh_token).toBe('b1');
  });
});

describe('a newly opened tab', () => {
  const otherTab = () => new BroadcastChannel('pantau-session');

  it('asks the open tabs for a browser-session sign-in and waits for a busy one to answer', async () => {
    const shared = authSession('shared-access', 'shared-refresh');
    window.localStorage.setItem('pantau.shared-sign-in', String(Date.now()));
    const tab = otherTab();
    tab.onmessage = (event: MessageEvent<{ kind: string }>) => {
      if (event.data.kind !== 'ask') return;
      // Busy drawing a heavy screen: it answers well after the first few hundred milliseconds.
      setTimeout(() => {
        tab.postMessage({
          kind: 'answer',
          snapshot: {
            user: {
              id: shared.user.id,
              name: 'Rina Wijaya',
              email: shared.user.email,
              role: 'user',
              avatarUrl: null,
            },
            tokens: { ...shared, remember: false },
          },
        });
      }, 600);
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Promise<Response>(() => undefined)),
    );

    await expect(loadSession()).resolves.toMatchObject({ name: 'Rina Wijaya' });
    expect(currentTokens()?.refresh_token).toBe('shared-refresh');
    tab.close();
  });

  it('does not wait at all when no tab has held a browser-session sign-in lately', async () => {
    window.localStorage.setItem('pantau.shared-sign-in', String(Date.now() - 10 * 60_000));
    const asked: unknown[] = [];
    const tab = otherTab();
    tab.onmessage = (event: MessageEvent) => asked.push(event.data);

    const started = Date.now();
    await expect(loadSession()).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(100);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    tab.close();
  });

  it('forgets the note when nobody answers, so the next tab does not wait either', async () => {
    window.localStorage.setItem('pantau.shared-sign-in', String(Date.now()));

    await expect(loadSession()).resolves.toBeNull();
    expect(window.localStorage.getItem('pantau.shared-sign-in')).toBeNull();
  });
});
