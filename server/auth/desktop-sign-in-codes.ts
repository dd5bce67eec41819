import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { codeChallengeS256, randomToken } from './pkce';

/** A code handed to the desktop app's loopback listener may be exchanged within this time, and only once. */
export const DESKTOP_CODE_LIFETIME_MS = 60_000;

/** What a finished Google sign-in leaves for the desktop app to collect. */
export interface DesktopGrant {
  userId: string;
  /** Whether the refresh family to start persists ("Keep me logged in"). */
  stay: boolean;
  /** Where the app continues (the complete-profile step), as `next` of a password sign-in. */
  next: string | null;
}

const hashCode = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * One-time codes of the desktop Google sign-in (RFC 8252 loopback, PKCE-bound): the callback
 * issues one for the app's challenge, the app trades it with the verifier. Only the code's
 * hash is stored; `now` is the clock (injectable for tests).
 */
export const desktopSignInCodes = {
  async issue(db: Knex, grant: DesktopGrant & { challenge: string }, now: () => number = Date.now): Promise<string> {
    const code = randomToken();
    await db('desktop_sign_in_codes').insert({
      code_hash: hashCode(code),
      user_id: grant.userId,
      challenge: grant.challenge,
      stay: grant.stay,
      next: grant.next,
      created_at: new Date(now()),
    });
    // Codes that were never collected are forgotten once they can no longer be used.
    await db('desktop_sign_in_codes')
      .where('created_at', '<=', new Date(now() - DESKTOP_CODE_LIFETIME_MS))
      .del();
    return code;
  },

  /**
   * Takes the code out of the store (so every attempt uses it up, right or wrong) and answers
   * its grant when it is younger than the lifetime and `verifier` matches its challenge;
   * `null` otherwise.
   */
  async redeem(db: Knex, code: string, verifier: string, now: () => number = Date.now): Promise<DesktopGrant | null> {
    const [row] = await db('desktop_sign_in_codes')
      .where({ code_hash: hashCode(code) })
      .del()
      .returning(['user_id', 'challenge', 'stay', 'next', 'created_at']);
    if (!row) return null;
    if (now() - new Date(row.created_at).getTime() > DESKTOP_CODE_LIFETIME_MS) return null;
    if (!sameText(codeChallengeS256(verifier), row.challenge)) return null;
    return { userId: row.user_id, stay: row.stay, next: row.next };
  },
};
