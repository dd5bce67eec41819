import type { Knex } from 'knex';
import { randomToken } from './pkce';

/** A started Google sign-in may be finished within this time, and only once. */
export const OAUTH_STATE_LIFETIME_MS = 10 * 60_000;

/** Where a desktop app waits for its sign-in (RFC 8252 loopback) and the PKCE challenge it will prove. */
export interface DesktopLoopback {
  port: number;
  challenge: string;
}

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Set when the desktop app started the sign-in. */
  desktop?: DesktopLoopback;
  /** A web sign-in's page to go back to (a same-site path, checked before it is kept). */
  returnTo?: string;
}

function expiredBefore(): Date {
  return new Date(Date.now() - OAUTH_STATE_LIFETIME_MS);
}

/** The `state`, `nonce` and PKCE verifier of started sign-ins, kept in the database (every instance sees them). */
export const oauthStates = {
  /** Fresh values for a sign-in about to start; nothing is stored until `save`. */
  generate(desktop?: DesktopLoopback, returnTo?: string): PendingSignIn {
    return { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken(), ...(desktop ? { desktop } : {}), ...(returnTo ? { returnTo } : {}) };
  },

  async save(db: Knex, pending: PendingSignIn): Promise<void> {
    await db('oauth_states').insert({
      state: pending.state,
      nonce: pending.nonce,
      code_verifier: pending.codeVerifier,
      desktop_port: pending.desktop?.port ?? null,
      desktop_challenge: pending.desktop?.challenge ?? null,
      return_to: pending.returnTo ?? null,
    });
    // Sign-ins that were never finished are forgotten once they can no longer be used.
    await db('oauth_states').where('created_at', '<=', expiredBefore()).del();
  },

  /** Takes a pending sign-in out of the store; `null` when unknown, already used or expired. */
  async consume(db: Knex, state: string): Promise<PendingSignIn | null> {
    const [row] = await db('oauth_states').where({ state }).del().returning(['nonce', 'code_verifier', 'desktop_port', 'desktop_challenge', 'return_to', 'created_at']);
    if (!row || new Date(row.created_at).getTime() <= expiredBefore().getTime()) return null;
    const desktop = row.desktop_port === null ? {} : { desktop: { port: row.desktop_port, challenge: row.desktop_challenge } };
    const returnTo = row.return_to === null ? {} : { returnTo: row.return_to as string };
    return { state, nonce: row.nonce, codeVerifier: row.code_verifier, ...desktop, ...returnTo };
  },
};
