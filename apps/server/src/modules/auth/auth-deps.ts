import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { PasswordHasher } from '../../platform/passwords.ts';
import type { AccessTokens } from '../../platform/tokens.ts';
import type { LoginLockout } from './login-lockout.ts';
import type { SessionCache } from './session-cache.ts';

/** Everything the accounts services need, built once in app.ts. */
export type AuthDeps = {
  db: Db;
  config: Config;
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  mailer: Mailer;
  lockout: LoginLockout;
  /** Per-email 60 s cooldowns between mails of one kind. */
  cooldowns: { verification: RateLimiterAbstract; reset: RateLimiterAbstract };
  storage: FileStorage;
  sessionCache: SessionCache;
};
