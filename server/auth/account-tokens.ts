import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { hashCredential } from './refresh-credentials';

/** What a mailed link is for, and how long it works. */
export const ACCOUNT_TOKEN_PURPOSES = {
  verify: { lifetimeMs: 24 * 60 * 60_000 },
  reset: { lifetimeMs: 60 * 60_000 },
} as const;

export type AccountTokenPurpose = keyof typeof ACCOUNT_TOKEN_PURPOSES;

/** A token must look like one we hand out (base64url) before it is looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * Single-use tokens of mailed links: 32 random bytes (base64url) in the link, only their
 * SHA-256 hash in `account_tokens`, each with a purpose and an expiry.
 */
export const accountTokens = {
  async issue(db: Knex, userId: string, purpose: AccountTokenPurpose): Promise<string> {
    const now = Date.now();
    const token = crypto.randomBytes(32).toString('base64url');
    await db('account_tokens').insert({
      token_hash: hashCredential(token),
      user_id: userId,
      purpose,
      created_at: new Date(now),
      expires_at: new Date(now + ACCOUNT_TOKEN_PURPOSES[purpose].lifetimeMs),
    });
    return token;
  },

  /** The user a live (unused, unexpired) token of this purpose belongs to, without using it up. */
  async peek(db: Knex, token: string, purpose: AccountTokenPurpose): Promise<string | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const now = Date.now();
    const row = await db('account_tokens')
      .where({ token_hash: hashCredential(token), purpose })
      .whereNull('used_at')
      .andWhere('expires_at', '>', new Date(now))
      .first('user_id');
    return row ? (row.user_id as string) : null;
  },

  /**
   * Uses a live token up, atomically: of two requests with one token only one gets the user.
   * Every other token of that user and purpose is used up with it, so an older mail's link
   * stops working too.
   */
  async consume(db: Knex, token: string, purpose: AccountTokenPurpose): Promise<string | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const now = Date.now();
    const [row] = await db('account_tokens')
      .where({ token_hash: hashCredential(token), purpose })
      .whereNull('used_at')
      .andWhere('expires_at', '>', new Date(now))
      .update({ used_at: new Date(now) }, ['user_id']);
    if (!row) return null;
    const userId = row.user_id as string;
    await db('account_tokens').where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: new Date(now) });
    return userId;
  },
};
