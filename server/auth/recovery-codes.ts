import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { TwoFactorKey } from './two-factor-key';

/** How many recovery codes a user gets when two-step sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;

// Crockford's base32: no i, l, o or u, so what is read aloud or copied by hand comes back right.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 10;

/** A new code: 10 characters of 5 random bits each (50 bits), shown as `xxxxx-xxxxx`. */
function newCode(): string {
  const chars = [...crypto.randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What a typed code means: case, spaces and dashes ignored, Crockford's look-alikes read as digits. */
export function normaliseRecoveryCode(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/[il]/g, '1')
    .replace(/o/g, '0');
}

const PURPOSE = 'recovery code';

/**
 * Single-use recovery codes, stored only as keyed hashes (HMAC under a key derived from the
 * two-factor key: a copy of the database alone cannot test guesses).
 */
export const recoveryCodes = {
  /** Replaces every code of the user with RECOVERY_CODE_COUNT new ones and answers them (shown once). */
  async replace(trx: Knex, key: TwoFactorKey, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
    await trx('recovery_codes').where({ user_id: userId }).del();
    await trx('recovery_codes').insert(codes.map((code) => ({ user_id: userId, code_hash: key.digest(PURPOSE, normaliseRecoveryCode(code)) })));
    return codes;
  },

  /** How many of the user's codes are still unused. */
  async left(db: Knex, userId: string): Promise<number> {
    const row = await db('recovery_codes').where({ user_id: userId }).whereNull('used_at').count<{ count: number }[]>({ count: '*' }).first();
    return Number(row?.count ?? 0);
  },

  /** Uses up one unused code of the user (atomically: of two racing uses, one wins); false when there is none such. */
  async use(db: Knex, key: TwoFactorKey, userId: string, typed: string): Promise<boolean> {
    const normalised = normaliseRecoveryCode(typed);
    if (normalised.length !== LENGTH || ![...normalised].every((char) => ALPHABET.includes(char))) return false;
    const used = await db('recovery_codes')
      .where({ user_id: userId, code_hash: key.digest(PURPOSE, normalised) })
      .whereNull('used_at')
      .update({ used_at: db.fn.now() });
    return used === 1;
  },
};
