import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories/users.ts';
import { ACCOUNT_TEST_ENV, call, signIn, tokenFromLink, waitForMail } from './support/accounts.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(databaseKinds)('passwords on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: ACCOUNT_TEST_ENV });
  });
  afterAll(() => server.close());

  const login = (email: string, password: string) =>
    call(server, 'POST', '/api/auth/login', { body: { email, password } });

  it('forgot → mail → reset: every session ends, the old password fails, the new one works', async () => {
    const user = await createUser(server.app.database.db);
    const session = await signIn(server, user.email, user.password);

    const forgot = await call(server, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    expect(forgot.body).toEqual({
      ok: true,
      data: null,
      message: 'Jika email terdaftar, kami telah mengirim link reset password.',
    });
    const [mail] = await waitForMail(server, user.email);
    const link = mail?.links.find((url) => url.includes('/auth/reset-password')) ?? '';
    expect(link).toMatch(/^http:\/\/pantau\.test\/auth\/reset-password\?token=[\w-]+&type=recovery$/);
    const token = tokenFromLink(link);

    const check = await call(server, 'POST', '/api/auth/verify-email', { body: { token, type: 'recovery' } });
    expect(check.body).toEqual({ ok: true, data: { session: null } });

    const weak = await call(server, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'lemah' },
    });
    expect(weak.body.error.message).toBe('Password harus minimal 6 karakter');
    const noUpper = await call(server, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'lemah123' },
    });
    expect(noUpper.body.error.message).toBe('Password harus mengandung huruf besar, huruf kecil, dan angka');
    const same = await call(server, 'POST', '/api/auth/reset-password', {
      body: { token, password: user.password },
    });
    expect(same.body.error).toMatchObject({
      code: 'SAME_PASSWORD',
      message: 'New password must be different from current password',
    });

    const reset = await call(server, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'BaruSekali9' },
    });
    expect(reset.status).toBe(200);
    expect((await call(server, 'GET', '/api/me', { token: session.access_token })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'BaruSekali9')).status).toBe(200);

    const reused = await call(server, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'LagiLagi9' },
    });
    expect(reused.body.error.message).toBe(
      'Invalid or expired reset link. Please request a new password reset.',
    );
  });

  it('sends no second reset mail within the cooldown, and resend says how long to wait', async () => {
    const user = await createUser(server.app.database.db);
    await call(server, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const again = await call(server, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    expect(again.status).toBe(200);
    const resend = await call(server, 'POST', '/api/auth/resend-forgot-password', {
      body: { email: user.email },
    });
    expect(resend.status).toBe(429);
    expect(resend.body.error.message).toMatch(
      /^Please wait (59|60) seconds before requesting another email\.$/,
    );
    expect(await waitForMail(server, user.email)).toHaveLength(1);
  });

  it('changes the password: wrong current and unchanged are refused; other sessions end', async () => {
    const user = await createUser(server.app.database.db);
    const here = await signIn(server, user.email, user.password);
    const elsewhere = await signIn(server, user.email, user.password);
    const change = (body: unknown) =>
      call(server, 'POST', '/api/auth/change-password', { body, token: here.access_token });

    expect((await change({ currentPassword: 'Salah123', newPassword: 'Baru12345' })).body.error).toEqual({
      code: 'INVALID_CURRENT_PASSWORD',
      message: 'Current password is incorrect',
      field: 'currentPassword',
    });
    expect(
      (await change({ currentPassword: user.password, newPassword: user.password })).body.error.message,
    ).toBe('New password must be different from current password');
    expect((await change({ currentPassword: user.password, newPassword: 'abc' })).body.error.message).toBe(
      'New password must be at least 6 characters',
    );
    expect((await change({ currentPassword: '', newPassword: '' })).body.error.message).toBe(
      'Please fill in all fields',
    );

    const ok = await change({ currentPassword: user.password, newPassword: 'Baru12345' });
    expect(ok.body).toEqual({ ok: true, data: null, message: 'Password updated successfully!' });
    expect((await call(server, 'GET', '/api/me', { token: here.access_token })).status).toBe(200);
    expect((await call(server, 'GET', '/api/me', { token: elsewhere.access_token })).status).toBe(401);
    expect((await login(user.email, 'Baru12345')).status).toBe(200);

    const activity = await call(server, 'GET', '/api/me/activity', { token: here.access_token });
    expect(activity.body.data.activities.map((entry: { kind: string }) => entry.kind)).toContain(
      'password_changed',
    );
  });
});
