import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(implementation: (input: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiFetch', () => {
  it('resolves with data from an ok envelope and calls under /api', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { ok: true, data: { status: 'ok' } }));

    await expect(apiFetch('/health')).resolves.toEqual({ status: 'ok' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health');
  });

  it('sends a body as JSON with POST by default', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { ok: true, data: null }));

    await apiFetch('/auth/check-email', { body: { email: 'a@b.co' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it("throws the server's own code, message and field", async () => {
    stubFetch(async () =>
      jsonResponse(401, {
        ok: false,
        error: { code: 'EMAIL_NOT_CONFIRMED', message: 'Please verify your email first.', field: 'email' },
      }),
    );

    const error = await caught(apiFetch('/auth/login', { body: {} }));
    expect(error).toMatchObject({
      status: 401,
      code: 'EMAIL_NOT_CONFIRMED',
      message: 'Please verify your email first.',
      field: 'email',
    });
  });

  it('uses the spec text for the status when the server gives no message', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 500 }));
    const serverError = await caught(apiFetch('/me'));
    expect(serverError.status).toBe(500);
    expect(serverError.message).toBe('Server error. Please try again later.');

    stubFetch(async () => jsonResponse(429, { ok: false, error: { code: 'RATE_LIMITED', message: '' } }));
    const limited = await caught(apiFetch('/me'));
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.message).toBe('Too many requests. Please try again later.');
  });

  it('reports a network failure', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    const error = await caught(apiFetch('/me'));
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error. Please check your connection and try again.',
    });
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );

    const pending = caught(apiFetch('/me', { timeoutMs: 10_000 }));
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await pending;
    expect(error).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: 'Request timed out. Please try again.',
    });
  });

  it("rethrows the caller's own abort instead of reporting an error", async () => {
    stubFetch(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();

    const pending = apiFetch('/me', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });
});
