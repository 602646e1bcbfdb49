import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTrialEnd } from './factories/subscriptions.ts';
import { call, signedInUser, tokenFromLink, waitForMail, type Answer } from './support/accounts.ts';
import { idxJson, stockSummaryRecord, uploadImport, waitForRun } from './support/imports.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds } from './support/test-server.ts';
import { startTrial } from './factories/subscriptions.ts';

const priceAbove = (symbol: string, close: number) => ({
  kind: 'condition',
  symbol,
  definition: {
    combine: 'and',
    groups: [
      {
        combine: 'and',
        rules: [{ metric: { id: 'close' }, op: 'gt', right: { kind: 'value', value: close } }],
      },
    ],
  },
});

describe.each(databaseKinds)('alerts on %s', (kind) => {
  let server: MarketTestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startMarketServer(kind);
    admin = (await signedInUser(server, { role: 'admin' })).session.access_token;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const member = async () => {
    const { user, session } = await signedInUser(server);
    await startTrial(server.app.database.db, user);
    const token = session.access_token;
    return {
      user,
      call: (method: string, path: string, body?: unknown): Promise<Answer> =>
        call(server, method, path, { token, body }),
    };
  };

  /** Imports one Stock Summary day and waits until the alerts have been evaluated on it. */
  const importDay = async (date: string, records: unknown[]) => {
    const upload = await uploadImport(server, admin, 'stock-summary', [
      { name: `${date}.json`, content: idxJson(records) },
    ]);
    expect(upload.status, JSON.stringify(upload.body)).toBe(202);
    expect(await waitForRun(server, admin, upload.body.data.id)).toMatchObject({ status: 'done' });
    const evaluator = server.app.alertEvaluator;
    for (const started = Date.now(); evaluator.lastEvaluation?.asOf !== date;) {
      if (Date.now() - started > 30_000) throw new Error(`alerts not evaluated on ${date}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await evaluator.idle();
  };

  it('refuses a trial member’s fourth active alert with a clear message, counting a burst once', async () => {
    const trial = await member();
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        trial.call('POST', '/api/alerts', {
          name: `BBRI above ${index}`,
          target: priceAbove('BBRI', 1000 + index),
        }),
      ),
    );
    expect(created.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 403, 403, 403]);
    const refused = created.find((answer) => answer.status === 403)!;
    expect(refused.body.error).toEqual({
      code: 'ALERT_LIMIT',
      message: 'Your trial allows 3 active alerts. Pause or delete one, or subscribe for up to 50.',
    });

    const listed = await trial.call('GET', '/api/alerts');
    expect(listed.body.data.plan).toEqual({ plan: 'trial', limit: 3, active: 3, paused: false });
    const [first] = listed.body.data.alerts;
    // Paused alerts are kept and do not count: room for one more, then resuming is refused.
    expect((await trial.call('PATCH', `/api/alerts/${first.id}`, { active: false })).body.data.active).toBe(
      false,
    );
    expect(
      (await trial.call('POST', '/api/alerts', { name: 'Fourth', target: priceAbove('TLKM', 1) })).status,
    ).toBe(200);
    const resume = await trial.call('PATCH', `/api/alerts/${first.id}`, { active: true });
    expect(resume.status).toBe(403);
    expect(resume.body.error.code).toBe('ALERT_LIMIT');

    // Another member's alert is as unknown as a missing one.
    const stranger = await member();
    expect((await stranger.call('DELETE', `/api/alerts/${first.id}`)).status).toBe(404);
  });

  it('fires once when an import makes the rule true: one notification, one email; a second import keeping it true sends none', async () => {
    const watcher = await member();
    const values = await watcher.call('POST', '/api/screens/values', {
      symbols: ['BBRI'],
      metrics: [{ id: 'close' }],
    });
    expect(values.status, JSON.stringify(values.body)).toBe(200);
    const close = values.body.data.rows[0].values.close as number;
    expect(values.body.data.asOf).toBe(TEST_MARKET.endDate);

    const created = await watcher.call('POST', '/api/alerts', {
      name: 'BBRI breaks out',
      target: priceAbove('BBRI', close + 100),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    await importDay('2026-11-23', [stockSummaryRecord('2026-11-23', 'BBRI', close + 200)]);
    const fired = await watcher.call('GET', '/api/alerts/notifications');
    expect(fired.body.data.unread).toBe(1);
    expect(fired.body.data.notifications).toEqual([
      expect.objectContaining({
        alertName: 'BBRI breaks out',
        tradeDate: '2026-11-23',
        live: false,
        read: false,
        stocks: [{ symbol: 'BBRI', change: 'fired', values: { close: close + 200 } }],
      }),
    ]);
    const [mail] = await waitForMail(server, watcher.user.email, 1);
    expect(mail!.subject).toContain('BBRI');
    expect(mail!.text).toContain('BBRI breaks out');

    await importDay('2026-11-24', [stockSummaryRecord('2026-11-24', 'BBRI', close + 250)]);
    expect((await watcher.call('GET', '/api/alerts/notifications')).body.data.notifications).toHaveLength(1);
    const mails = await call(
      server,
      'GET',
      `/dev/mailbox/messages?to=${encodeURIComponent(watcher.user.email)}`,
    );
    expect(
      mails.body.data.messages.filter((message: { subject: string }) =>
        message.subject.startsWith('Pantau alert'),
      ),
    ).toHaveLength(1);

    // The mail's link turns this alert's email off without signing in; a made-up token is refused.
    const link = (mail!.links as string[]).find((candidate) => candidate.includes('/alerts/unsubscribe'))!;
    const off = await call(server, 'POST', `/api/alerts/unsubscribe?token=${tokenFromLink(link)}`);
    expect(off.body).toEqual({ ok: true, data: { alertName: 'BBRI breaks out' } });
    expect((await watcher.call('GET', '/api/alerts')).body.data.alerts[0].email).toBe(false);
    const forged = await call(server, 'POST', `/api/alerts/unsubscribe?token=${'x'.repeat(32)}`);
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe('This unsubscribe link is not valid');

    await watcher.call('POST', '/api/alerts/notifications/read', {});
    expect((await watcher.call('GET', '/api/alerts/unread')).body.data).toEqual({ unread: 0 });
  });

  it('holds the mail of an alert fired in the member’s quiet hours and sends it once they are over', async () => {
    const sleeper = await member();
    // Quiet from an hour ago to an hour from now, WIB (UTC+7).
    const clock = (offsetHours: number) =>
      new Date(Date.now() + (7 + offsetHours) * 3_600_000).toISOString().slice(11, 16);
    const quiet = { emailEnabled: true, quietFrom: clock(-1), quietTo: clock(1) };
    expect((await sleeper.call('PUT', '/api/alerts/settings', quiet)).body.data).toEqual(quiet);
    const halfSet = await sleeper.call('PUT', '/api/alerts/settings', { ...quiet, quietTo: null });
    expect(halfSet.status).toBe(400);

    // True from the start: it fires at its first evaluation.
    expect(
      (await sleeper.call('POST', '/api/alerts', { name: 'At night', target: priceAbove('BBRI', 1) })).status,
    ).toBe(200);
    for (const started = Date.now(); ;) {
      const { notifications } = (await sleeper.call('GET', '/api/alerts/notifications')).body.data;
      if (notifications.length > 0) break;
      if (Date.now() - started > 30_000) throw new Error('the alert did not fire');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await server.app.alertEvaluator.idle();
    await server.app.alertEvaluator.sendMails();
    const mailbox = async () =>
      (await call(server, 'GET', `/dev/mailbox/messages?to=${encodeURIComponent(sleeper.user.email)}`)).body
        .data.messages as { subject: string }[];
    expect((await mailbox()).filter((mail) => mail.subject.startsWith('Pantau alert'))).toEqual([]);

    await sleeper.call('PUT', '/api/alerts/settings', { emailEnabled: true, quietFrom: null, quietTo: null });
    await Promise.all([server.app.alertEvaluator.sendMails(), server.app.alertEvaluator.sendMails()]);
    expect((await mailbox()).filter((mail) => mail.subject.startsWith('Pantau alert'))).toHaveLength(1);
  });

  it('pauses the alerts of a member whose plan ended: kept, listed as paused, never evaluated', async () => {
    const lapsed = await member();
    const values = await lapsed.call('POST', '/api/screens/values', {
      symbols: ['BBRI'],
      metrics: [{ id: 'close' }],
    });
    const close = values.body.data.rows[0].values.close as number;
    const created = await lapsed.call('POST', '/api/alerts', {
      name: 'Anything',
      target: priceAbove('BBRI', close + 500),
    });
    expect(created.status).toBe(200);
    await setTrialEnd(server.app.database.db, lapsed.user.id, new Date(Date.now() - 60_000));
    const listed = await lapsed.call('GET', '/api/alerts');
    expect(listed.body.data.plan).toEqual({ plan: 'none', limit: 0, active: 1, paused: true });
    expect(listed.body.data.alerts).toHaveLength(1);

    await importDay('2026-11-25', [stockSummaryRecord('2026-11-25', 'BBRI', close + 1000)]);
    expect((await lapsed.call('GET', '/api/alerts/notifications')).body.data.notifications).toEqual([]);
    expect((await lapsed.call('GET', '/api/alerts')).body.data.alerts[0].lastFiredAt).toBeNull();
    // Without a plan a paused alert cannot be added to.
    const refused = await lapsed.call('POST', '/api/alerts', { name: 'More', target: priceAbove('BBRI', 1) });
    expect(refused.status).toBe(403);
  });
});
