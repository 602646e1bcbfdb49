import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setAuthHandlers } from './api';
import { uploadForm } from './upload';

/** XMLHttpRequest with the test answering: each request is answered by `answer` once sent. */
class FakeXhr {
  static answers: Array<(xhr: FakeXhr) => void> = [];
  static sent: FakeXhr[] = [];
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift();
    queueMicrotask(() => answer?.(this));
  }
  abort() {
    this.onabort?.();
  }
  reply(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

let sessionHandlers: ReturnType<typeof setAuthHandlers> = null;

beforeEach(() => {
  // Signed out unless a test signs in; files share a module graph, so the session store's
  // handlers go back in place afterwards.
  sessionHandlers = setAuthHandlers(null);
  FakeXhr.answers = [];
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAuthHandlers(sessionHandlers);
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the upload to fail');
}

describe('uploadForm', () => {
  it('reports the bytes sent and resolves with the data of a 202', async () => {
    const seen: number[] = [];
    FakeXhr.answers.push((xhr) => {
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 2048 });
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 2048, total: 2048 });
      xhr.reply(202, JSON.stringify({ ok: true, data: { id: 'run-1' } }));
    });
    const data = await uploadForm('/admin/market-data/imports', new FormData(), {
      onProgress: ({ loaded, total }) => seen.push(loaded / total),
    });
    expect(data).toEqual({ id: 'run-1' });
    expect(seen).toEqual([0.25, 1]);
  });

  it('refreshes an expired token once and sends the upload again with the new one', async () => {
    let token = 'old';
    const refresh = vi.fn(async () => {
      token = 'new';
      return true;
    });
    setAuthHandlers({ accessToken: () => token, refresh });
    FakeXhr.answers.push((xhr) =>
      xhr.reply(401, JSON.stringify({ ok: false, error: { code: 'UNAUTHORIZED', message: 'expired' } })),
    );
    FakeXhr.answers.push((xhr) => xhr.reply(202, JSON.stringify({ ok: true, data: { id: 'run-2' } })));
    await expect(uploadForm('/x', new FormData(), { onProgress: () => {} })).resolves.toEqual({
      id: 'run-2',
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent.map((xhr) => xhr.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it("gives the server's message for a refusal, and a plain one for a proxy's 413 page", async () => {
    FakeXhr.answers.push((xhr) =>
      xhr.reply(
        409,
        JSON.stringify({ ok: false, error: { code: 'CONFLICT', message: 'a.json is already importing' } }),
      ),
    );
    const conflict = await caught(uploadForm('/x', new FormData(), { onProgress: () => {} }));
    expect([conflict.status, conflict.code, conflict.message]).toEqual([
      409,
      'CONFLICT',
      'a.json is already importing',
    ]);

    FakeXhr.answers.push((xhr) => xhr.reply(413, '<html><body>413 Request Entity Too Large</body></html>'));
    const tooLarge = await caught(uploadForm('/x', new FormData(), { onProgress: () => {} }));
    expect([tooLarge.status, tooLarge.message]).toEqual([413, 'The file is larger than the server accepts.']);
  });

  it('fails with the network message when the connection drops', async () => {
    FakeXhr.answers.push((xhr) => xhr.onerror?.());
    const dropped = await caught(uploadForm('/x', new FormData(), { onProgress: () => {} }));
    expect(dropped.message).toBe('Network error. Please check your connection and try again.');
  });
});
