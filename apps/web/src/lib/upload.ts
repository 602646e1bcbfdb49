import { CLIENT_MESSAGES, ERROR_CODES } from '@pantau/contracts';
import { ApiError, CLIENT_ERROR_CODES, sendWithAuth, toApiError, type Envelope } from './api';

const API_BASE = '/api';

/** A proxy in front of the server may refuse a large body with its own page, not our envelope. */
const TOO_LARGE_MESSAGE = 'The file is larger than the server accepts.';

export type UploadProgress = { loaded: number; total: number };

function readEnvelope(text: string): Envelope | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && 'ok' in parsed ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

function send<T>(
  path: string,
  form: FormData,
  token: string | null,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const envelope = readEnvelope(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.ok === true) resolve(envelope.data as T);
      else if (xhr.status === 413 && envelope === null) {
        reject(new ApiError(413, ERROR_CODES.payloadTooLarge, TOO_LARGE_MESSAGE));
      } else reject(toApiError(xhr.status, envelope));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, CLIENT_ERROR_CODES.network, CLIENT_MESSAGES.network));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    xhr.send(form);
  });
}

/**
 * Posts a multipart form to the API like apiFetch, but over XMLHttpRequest: fetch cannot report
 * how much of a request body has been sent, and a large market file takes a while. No timeout:
 * the time a file takes depends on its size and the line, not on the server being stuck.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  { onProgress, signal }: { onProgress: (progress: UploadProgress) => void; signal?: AbortSignal },
): Promise<T> {
  return sendWithAuth((token) => send<T>(path, form, token, onProgress, signal));
}
