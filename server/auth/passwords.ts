import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum, which isolatedModules cannot read).
const ARGON2ID = 2;

// OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password. With no stored hash (unknown email, Google-only account) it still runs
 * one verification against a dummy hash, so both cases take about the same time.
 */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password for timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
