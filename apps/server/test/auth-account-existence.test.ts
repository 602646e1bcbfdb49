import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from './factories/users.ts';
import { ACCOUNT_TEST_ENV, waitForMail } from './support/accounts.ts';
import { timePosts } from './support/timed-requests.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

const SAMPLES = 21;
/** Production-like argon2 cost: what a sign-up costs, and what a refusal without hashing would save. */
const PASSWORD_COST = { memoryCost: 19_456, timeCost: 2 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Within 30 % of each other, with 3 ms of slack for loopback noise on sub-10 ms answers. */
const similar = ({ known, unknown }: { known: number; unknown: number }) =>
  Math.abs(known - unknown) <= Math.max(0.3 * Math.min(known, unknown), 3);

/**
 * Medians of alternating requests, measured again up to three times: these tests share the machine
 * with the browser tests, whose bursts can tilt one round's medians by a few ms. A real difference
 * (work done only for a real account before answering) shows in every round.
 */
async function expectSimilarTiming<T extends { known: number; unknown: number }>(
  measure: () => Promise<T>,
): Promise<T> {
  const rounds: T[] = [];
  for (let round = 0; round < 3; round++) {
    const timing = await measure();
    if (similar(timing)) return timing;
    rounds.push(timing);
  }
  const shown = rounds.map((r) => `known ${r.known.toFixed(2)} ms, unknown ${r.unknown.toFixed(2)} ms`);
  return expect.fail(`timing differs in every round: ${shown.join('; ')}`);
}

describe.each(databaseKinds)('account existence does not show in timing on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: {
        ...ACCOUNT_TEST_ENV,
        ARGON2_MEMORY_KIB: String(PASSWORD_COST.memoryCost),
        ARGON2_TIME_COST: String(PASSWORD_COST.timeCost),
      },
    });
  });
  afterAll(() => server.close());

  /** Alternates real and unknown addresses (fresh ones each time: a repeat would hit the cooldown). */
  async function timeBoth(
    path: string,
    body: (email: string) => Record<string, unknown>,
    account: Parameters<typeof createUser>[1] = {},
    answered: (status: number) => boolean = (status) => status < 300,
  ) {
    const accounts = [];
    for (let i = 0; i < SAMPLES; i++) accounts.push(await createUser(server.app.database.db, account));
    const emails = accounts.flatMap((account, i) =>
      i % 2 === 0 ? [account.email, uniqueEmail('ghost')] : [uniqueEmail('ghost'), account.email],
    );
    const known = new Set(accounts.map((account) => account.email));
    const times = await timePosts(`${server.baseUrl}${path}`, emails.map(body));
    for (const time of times) expect(answered(time.status), `status ${time.status}`).toBe(true);
    return {
      known: median(times.filter((_, i) => known.has(emails[i]!)).map((time) => time.ms)),
      unknown: median(times.filter((_, i) => !known.has(emails[i]!)).map((time) => time.ms)),
      accounts,
    };
  }

  it('forgot-password answers a real address as fast as an unknown one, and still mails the link', async () => {
    const { accounts } = await expectSimilarTiming(() =>
      timeBoth('/api/auth/forgot-password', (email) => ({ email })),
    );
    const [mail] = await waitForMail(server, accounts[0]!.email);
    expect(mail?.subject).toBe('Reset your Pantau password');
  });

  it('sign-in refuses a wrong password as slowly as an unknown address', async () => {
    // One wrong password per account: the lockout, not timing, answers after five. The accounts'
    // hashes carry the server's cost, as every real account's does.
    await expectSimilarTiming(() =>
      timeBoth(
        '/api/auth/login',
        (email) => ({ email, password: 'Wrong123', remember: false }),
        { passwordCost: PASSWORD_COST },
        (status) => status === 401,
      ),
    );
  });

  it('sign-up takes about as long for a taken address as for a new one', async () => {
    await expectSimilarTiming(() =>
      timeBoth('/api/auth/signup', (email) => ({
        email,
        password: 'Rahasia123',
        full_name: 'Ab Cd',
      })),
    );
  });

  it('resend-verification answers an unverified account as fast as an unknown address, and still mails it', async () => {
    const { accounts } = await expectSimilarTiming(() =>
      timeBoth('/api/auth/resend-verification', (email) => ({ email }), { verified: false }),
    );
    const [mail] = await waitForMail(server, accounts[0]!.email);
    expect(mail?.subject).toBe('Verify your email for Pantau');
  });
});
