import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { receiveNotification } from '../../src/modules/subscription/notification.service.ts';
import type { SubscriptionDeps } from '../../src/modules/subscription/subscription-deps.ts';
import { DEV_MIDTRANS_SERVER_KEY } from '../../src/platform/config.ts';
import { notificationFor } from '../factories/subscriptions.ts';
import { createTestDatabase } from '../support/test-server.ts';
import { createFakeGateway, type FakeGateway } from './fake-gateway.ts';

export type LogLine = { level: string; msg: string; fields: Record<string, unknown> };

/** The app's logger (pino), keeping each line it writes, so a test can look for a warning. */
function createRecordingLog(lines: LogLine[]): FastifyBaseLogger {
  const keep = (json: string) => {
    const { level, msg, ...fields } = JSON.parse(json) as { level: number; msg?: string };
    lines.push({ level: pino.levels.labels[level] ?? String(level), msg: msg ?? '', fields });
  };
  return pino({ level: 'trace', base: undefined, timestamp: false }, { write: keep });
}

export const EXPIRY_MINUTES = 60;

/**
 * The subscription services over a real (in-memory PGlite) database, with a fake gateway and a
 * recording logger. Registers its own hooks; read the fields inside tests. Each test gets a fresh
 * gateway and log; the database (and so the members made in it) lives for the whole file.
 */
export function useSubscriptionTestbed() {
  let drop: () => Promise<void> = async () => {};
  const state = {} as { db: Db; fake: FakeGateway; logs: LogLine[]; deps: SubscriptionDeps };
  beforeAll(async () => {
    const testDatabase = await createTestDatabase('pglite');
    state.db = testDatabase.database.db;
    drop = async () => {
      await testDatabase.database.close();
      await testDatabase.drop();
    };
  });
  afterAll(() => drop());
  beforeEach(() => {
    state.fake = createFakeGateway();
    state.logs = [];
    state.deps = {
      db: state.db,
      gateway: state.fake.gateway,
      payments: {
        gateway: 'midtrans',
        sandboxPayNeedsMember: false,
        serverKey: DEV_MIDTRANS_SERVER_KEY,
        clientKey: 'SB-Mid-client-TEST',
        snapBase: 'https://app.sandbox.midtrans.test',
        apiBase: 'https://api.sandbox.midtrans.test',
        notificationUrl: undefined,
        expiryMinutes: EXPIRY_MINUTES,
        sweepSeconds: 0,
      },
      log: createRecordingLog(state.logs),
    };
  });
  return state;
}

/**
 * The clock the services read (`new Date()`): only Date is faked, so database I/O and timers run
 * normally. `setClock` moves it and answers the new time.
 */
export function useFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return (iso: string) => {
    const now = new Date(iso);
    vi.setSystemTime(now);
    return now;
  };
}

/** Delivers a correctly signed Midtrans notification for the order to the webhook service. */
export const deliver = (
  deps: SubscriptionDeps,
  order: { orderId: string; amount: number },
  transactionStatus: string,
  options: Parameters<typeof notificationFor>[2] = {},
) => receiveNotification(deps, notificationFor(order, transactionStatus, options));

export type Testbed = {
  bed: ReturnType<typeof useSubscriptionTestbed>;
  setClock: ReturnType<typeof useFakeClock>;
};
