import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';

export const DEFAULT_PASSWORD = 'Rahasia123';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** Seeds an account straight into the database (verified by default); also used by the bench. */
export async function createUser(
  db: Db,
  options: {
    email?: string;
    password?: string;
    fullName?: string;
    verified?: boolean;
    role?: 'admin' | 'user' | 'moderator';
    isActive?: boolean;
    /** The hash's cost; cheap unless a test times a password check against the server's own cost. */
    passwordCost?: { memoryCost: number; timeCost: number };
  } = {},
) {
  const password = options.password ?? DEFAULT_PASSWORD;
  const cost = options.passwordCost ?? { memoryCost: 1024, timeCost: 1 };
  const [user] = await db
    .insert(users)
    .values({
      email: (options.email ?? uniqueEmail()).toLowerCase(),
      // Cheap parameters: the hash format carries them, so the server verifies it all the same.
      passwordHash: await hash(password, { ...cost, parallelism: 1, algorithm: 2 }),
      fullName: options.fullName ?? 'Budi Santoso',
      emailVerifiedAt: options.verified === false ? null : new Date(),
      role: options.role ?? 'user',
      isActive: options.isActive ?? true,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return { ...user, password };
}
