import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetProfileResponseSchema, ZUpdateProfileResponseSchema } from '@pantau/contracts';
import { ACCOUNT_TEST_ENV, call, signedInUser } from './support/accounts.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(databaseKinds)('profile and avatar on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: ACCOUNT_TEST_ENV });
  });
  afterAll(() => server.close());

  const upload = async (token: string, bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${server.baseUrl}/api/auth/upload-avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();

  it('reads and updates the profile in the spec shape', async () => {
    const { user, session } = await signedInUser(server, { fullName: 'Budi Santoso' });
    const me = ZGetProfileResponseSchema.parse(
      (await call(server, 'GET', '/api/me', { token: session.access_token })).body,
    );
    expect(me.data).toMatchObject({
      id: user.id,
      email: user.email,
      full_name: 'Budi Santoso',
      avatar_url: null,
      email_verified: true,
      role: 'user',
      is_active: true,
      // Every verified account starts on its 7-day trial.
      subscriptionPlan: 'Free Trial',
      subscriptionStatus: 'active',
    });
    expect(me.data.joinedDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    const updated = await call(server, 'PUT', '/api/me', {
      token: session.access_token,
      body: { full_name: '  Budi S. Wibowo ' },
    });
    expect(ZUpdateProfileResponseSchema.parse(updated.body)).toMatchObject({
      data: { full_name: 'Budi S. Wibowo' },
      message: 'Profile updated successfully!',
    });
    const invalid = await call(server, 'PUT', '/api/me', {
      token: session.access_token,
      body: { full_name: 'B' },
    });
    expect(invalid.status).toBe(400);

    const activity = await call(server, 'GET', '/api/me/activity', { token: session.access_token });
    const kinds = activity.body.data.activities.map((entry: { kind: string }) => entry.kind);
    expect(kinds.slice(0, 2)).toEqual(['profile_updated', 'sign_in']);
    expect(activity.body.data.activities[0]).toMatchObject({
      description: 'Profile updated',
      ip: '127.0.0.1',
    });
  });

  it('re-encodes an uploaded PNG to a square WebP of at most 256 px and serves it', async () => {
    const { session } = await signedInUser(server);
    const answer = await upload(session.access_token, await png(600, 400), 'me.png', 'image/png');
    expect(answer.status).toBe(200);
    expect(answer.body.data.filePath).toMatch(/^avatars\/[0-9a-f-]{36}\/[0-9a-f]+\.webp$/);
    const served = await fetch(`${server.baseUrl}${answer.body.data.avatar_url}`);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const me = await call(server, 'GET', '/api/me', { token: session.access_token });
    expect(me.body.data.avatar_url).toBe(answer.body.data.avatar_url);

    // Replacing deletes the old file.
    const second = await upload(session.access_token, await png(64, 64), 'small.png', 'image/png');
    expect(
      (
        await sharp(
          Buffer.from(await (await fetch(`${server.baseUrl}${second.body.data.avatar_url}`)).arrayBuffer()),
        ).metadata()
      ).width,
    ).toBe(64);
    expect((await fetch(`${server.baseUrl}${answer.body.data.avatar_url}`)).status).toBe(404);

    const removed = await call(server, 'DELETE', '/api/auth/avatar', { token: session.access_token });
    expect(removed.body).toEqual({ ok: true, data: null });
    expect((await fetch(`${server.baseUrl}${second.body.data.avatar_url}`)).status).toBe(404);
    const none = await call(server, 'DELETE', '/api/auth/avatar', { token: session.access_token });
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe('No avatar found to delete');
  });

  it('refuses a 2 MB file and a text file named .png', async () => {
    const { session } = await signedInUser(server);
    const big = await upload(session.access_token, Buffer.alloc(2 * 1024 * 1024, 7), 'big.png', 'image/png');
    expect(big.status).toBe(413);
    expect(big.body.error).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File size too large' });

    const text = await upload(
      session.access_token,
      Buffer.from('hello, I am not a picture'),
      'fake.png',
      'image/png',
    );
    expect(text.status).toBe(400);
    expect(text.body.error).toMatchObject({ code: 'INVALID_FILE', message: 'Invalid file type or format' });

    // Right magic bytes, broken body: the decoder refuses it.
    const truncated = (await png(100, 100)).subarray(0, 40);
    expect((await upload(session.access_token, truncated, 'broken.png', 'image/png')).status).toBe(400);
    const me = await call(server, 'GET', '/api/me', { token: session.access_token });
    expect(me.body.data.avatar_url).toBeNull();
  });

  it('needs a session', async () => {
    expect((await call(server, 'GET', '/api/me')).status).toBe(401);
    expect((await call(server, 'PUT', '/api/me', { body: { full_name: 'Nobody Here' } })).status).toBe(401);
    expect((await call(server, 'GET', '/api/me/activity')).status).toBe(401);
  });
});
