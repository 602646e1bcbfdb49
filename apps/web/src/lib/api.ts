import { CLIENT_MESSAGES, messageForStatus } from '@pantau/contracts';

/** A failed API call, with the message the interface can show as is (product-spec §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network failure or timeout). */
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  unknown: 'UNKNOWN_ERROR',
} as const;

export type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain values are sent as JSON; FormData (uploads) is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Gives up after this long with 'Request timed out'. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * Sends the signed-in user's Bearer token and, when the server says it has expired, refreshes
   * it once and retries once. Off for the calls that establish a session (login, refresh).
   */
  auth?: boolean;
};

/** How apiFetch reaches the session without importing it (the session store calls apiFetch). */
export type AuthHandlers = {
  accessToken: () => string | null;
  /** Whose sign-in the current token belongs to (null when signed out). */
  userId?: () => string | null;
  /** Resolves true with a fresh access token in place, false when the session is gone. */
  refresh: () => Promise<boolean>;
};

let authHandlers: AuthHandlers | null = null;

/** Returns the handlers it replaces, so a test can put the session store's back. */
export function setAuthHandlers(handlers: AuthHandlers | null): AuthHandlers | null {
  const previous = authHandlers;
  authHandlers = handlers;
  return previous;
}

/** Codes whose 401 is about the presented password, not an expired token: no refresh then. */
const NOT_A_TOKEN_PROBLEM = new Set(['INVALID_CREDENTIALS']);

export const DEFAULT_TIMEOUT_MS = 15_000;
const API_BASE = '/api';

export type Envelope =
  { ok: true; data: unknown } | { ok: false; error: { code?: unknown; message?: unknown; field?: unknown } };

/**
 * Calls the Pantau API and unwraps its envelope. `path` is relative to /api ('/me' → /api/me).
 * Resolves with `data` or throws ApiError; a caller's own abort is rethrown untouched so
 * cancelled queries stay silent.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return sendWithAuth((token) => request<T>(path, options, token), options.auth !== false);
}

/**
 * Sends a request with the signed-in user's Bearer token (null when signed out or `useAuth` is
 * false) and, when the server says the token has expired, refreshes it once and sends it again.
 * apiFetch uses it; so do requests fetch cannot make, such as uploads that report their progress.
 */
export async function sendWithAuth<T>(
  send: (token: string | null) => Promise<T>,
  useAuth = true,
): Promise<T> {
  const handlers = useAuth ? authHandlers : null;
  const token = handlers?.accessToken() ?? null;
  const userId = handlers?.userId?.() ?? null;
  try {
    return await send(token);
  } catch (error) {
    const expired = error instanceof ApiError && error.status === 401 && !NOT_A_TOKEN_PROBLEM.has(error.code);
    if (!expired || !handlers || !token) throw error;
    const now = handlers.accessToken();
    if (now !== token) {
      // The token changed while the call was on its way. Refreshing now would spend the newer
      // token's refresh token for nothing; the same member's newer token is tried as is, and a call
      // made for a member who has since signed out is never sent again as somebody else.
      if (!now || (handlers.userId?.() ?? null) !== userId) throw error;
      return send(now);
    }
    const refreshed = await handlers.refresh();
    const fresh = handlers.accessToken();
    if (!refreshed || !fresh) throw error;
    return send(fresh);
  }
}

async function request<T>(path: string, options: ApiFetchOptions, token: string | null): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, headers = {} } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  const init: RequestInit = {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  init.signal = controller.signal;

  let response: Response;
  try {
    if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
    response = await fetch(`${API_BASE}${path}`, init);
  } catch (error) {
    if (timedOut) throw new ApiError(0, CLIENT_ERROR_CODES.timeout, CLIENT_MESSAGES.timeout);
    if (signal?.aborted) throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, CLIENT_MESSAGES.network);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  const envelope = await readEnvelope(response);
  if (envelope?.ok === true && response.ok) return envelope.data as T;
  throw toApiError(response.status, envelope);
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && 'ok' in parsed) return parsed as Envelope;
    return null;
  } catch {
    // Not JSON (a proxy's HTML error page, an empty 204): judged by status alone.
    return null;
  }
}

/** The error an answer's status and envelope (null when it was not one) stand for. */
export function toApiError(status: number, envelope: Envelope | null): ApiError {
  const serverError = envelope && envelope.ok === false ? envelope.error : undefined;
  const code = typeof serverError?.code === 'string' ? serverError.code : codeForStatus(status);
  const field = typeof serverError?.field === 'string' ? serverError.field : undefined;
  const serverMessage =
    typeof serverError?.message === 'string' && serverError.message.trim() !== ''
      ? serverError.message
      : undefined;
  return new ApiError(status, code, serverMessage ?? fallbackMessage(status), field);
}

function fallbackMessage(status: number): string {
  return status >= 400 && status < 600 ? messageForStatus(status) : CLIENT_MESSAGES.unknown;
}

function codeForStatus(status: number): string {
  return status >= 400 && status < 600 ? `HTTP_${status}` : CLIENT_ERROR_CODES.unknown;
}

/** The message to show for any thrown value, ApiError or not. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : CLIENT_MESSAGES.unknown;
}
