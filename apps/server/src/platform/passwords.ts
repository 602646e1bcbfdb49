import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package exports it as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same work as a real check, so an unknown account answers in similar time. */
  verifyDummy(password: string): Promise<void>;
};

/**
 * argon2id. Production default m=64 MiB, t=2, p=1 costs ~38 ms on our 2-vCPU machines (goal 20-60 ms);
 * tests lower ARGON2_MEMORY_KIB/ARGON2_TIME_COST to stay fast.
 */
export function createPasswordHasher(params: { memoryCost: number; timeCost: number }): PasswordHasher {
  const options = { algorithm: ARGON2ID, memoryCost: params.memoryCost, timeCost: params.timeCost };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, { ...options, parallelism: 1 }),
    verify: async (stored, password) => {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    verifyDummy: async (password) => {
      dummy ??= hash('pantau-dummy-password', { ...options, parallelism: 1 });
      await verify(await dummy, password).catch(() => false);
    },
  };
}
