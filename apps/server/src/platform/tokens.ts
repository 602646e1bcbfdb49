import { createHash, createSecretKey, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

/** An unguessable token for links and refresh tokens (256 bits, URL-safe). */
export const createOpaqueToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their sha256; a database leak does not hand out working links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type AccessClaims = { userId: string; sessionId: string };

export type AccessTokens = {
  ttlSeconds: number;
  sign(claims: AccessClaims): Promise<{ token: string; expiresAt: number }>;
  /** Null when the token is malformed, forged or expired. */
  verify(token: string): Promise<AccessClaims | null>;
};

const ISSUER = 'pantau';
const VERIFIED_CACHE_MAX = 10_000;
// Users and sessions are keyed by UUID; anything else would reach the database as a malformed uuid.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Short-lived HS256 JWTs carrying the user (sub) and the session (sid) they belong to. */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  // A KeyObject made once: passing raw bytes makes jose import the key on every call (~5x slower).
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // jose's HMAC check costs ~0.1 ms; a signature that verified once stays valid until `exp`, so the
  // result is remembered (revocation is the session check's job, not the signature's).
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    ttlSeconds,
    sign: async ({ userId, sessionId }) => {
      const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    verify: async (token) => {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now() / 1000) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
        if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (verified.size >= VERIFIED_CACHE_MAX) verified.clear();
        verified.set(token, { claims, expiresAt: payload.exp ?? 0 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Outside production JWT_SECRET may be unset: a random secret is created once under DATA_DIR and
 * reused, so sessions survive restarts without a hard-coded key in the repository.
 */
export async function loadOrCreateDevSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, 'jwt-secret');
  const existing = await readFile(path, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(path, secret, { mode: 0o600 });
  return secret;
}
