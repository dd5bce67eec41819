import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { randomToken } from './pkce';
import type { ClientKind } from './refresh-credentials';

/** An `mfaToken` lives this long (API.md). */
export const MFA_TOKEN_LIFETIME_MS = 5 * 60_000;
/** Wrong codes an `mfaToken` allows; the next attempt is refused with 429 (API.md). */
export const MFA_TOKEN_ATTEMPTS = 5;

/** The sign-in waiting for its second step: what its session will be once a code is right. */
export interface PendingSignIn {
  userId: string;
  stay: boolean;
  client: ClientKind;
  /** `next` of the access answer (the complete-profile step), or null. */
  next: string | null;
}

export type Attempt = { ok: true; pending: PendingSignIn } | { ok: false; reason: 'unknown' | 'exhausted' };

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const cutoff = () => new Date(Date.now() - MFA_TOKEN_LIFETIME_MS);

/**
 * Sign-ins whose password (or Google identity) was right and whose account asks for a code.
 * The token (32 random bytes) is kept only as its SHA-256 hash.
 */
export const mfaChallenges = {
  async issue(db: Knex, pending: PendingSignIn): Promise<string> {
    const token = randomToken();
    await db('mfa_challenges').insert({ token_hash: hashToken(token), user_id: pending.userId, stay: pending.stay, client: pending.client, next: pending.next });
    // Sign-ins that never got their code are forgotten once their token has expired.
    await db('mfa_challenges').where('created_at', '<=', cutoff()).del();
    return token;
  },

  /**
   * Counts one attempt of a live token before its code is checked (one atomic update, so
   * parallel guesses cannot pass the limit): `exhausted` once MFA_TOKEN_ATTEMPTS were counted,
   * `unknown` for a token that is not live (never issued, used, expired).
   */
  async attempt(db: Knex, token: string): Promise<Attempt> {
    const [row] = await db('mfa_challenges')
      .where({ token_hash: hashToken(token) })
      .where('created_at', '>', cutoff())
      .where('failures', '<', MFA_TOKEN_ATTEMPTS)
      .increment('failures', 1)
      .returning(['user_id', 'stay', 'client', 'next']);
    if (row) return { ok: true, pending: { userId: row.user_id, stay: row.stay, client: row.client, next: row.next } };
    const live = await db('mfa_challenges').where({ token_hash: hashToken(token) }).where('created_at', '>', cutoff()).first('failures');
    return { ok: false, reason: live ? 'exhausted' : 'unknown' };
  },

  /** Uses the token up once its code was right; false when a racing attempt used it first. */
  async complete(db: Knex, token: string): Promise<boolean> {
    return (await db('mfa_challenges').where({ token_hash: hashToken(token) }).del()) === 1;
  },
};
