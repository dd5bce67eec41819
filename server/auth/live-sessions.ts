import type { Knex } from 'knex';
import { User } from '../models/user';
import type { AccessClaims, AccessTokens } from './access-tokens';

/** A refresh family ends this long after its sign-in, however actively it is used (besides its sliding 30 days). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Families started before this moment have reached their absolute lifetime. */
export function sessionStartCutoff(): Date {
  return new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS);
}

export interface LiveAccess {
  user: User;
  claims: AccessClaims;
}

/**
 * The user of a valid access token whose refresh family is still live (not revoked, within its
 * absolute lifetime); `null` otherwise. One query: the user by primary key, the family by
 * primary key.
 */
export async function liveAccess(db: Knex, tokens: AccessTokens, token: string): Promise<LiveAccess | null> {
  const claims = await tokens.verify(token);
  if (!claims || !UUID.test(claims.sub) || !UUID.test(claims.sid)) return null;
  const user = await User.query(db)
    .findById(claims.sub)
    .whereExists(
      db('refresh_families')
        .select(db.raw('1'))
        .where('refresh_families.id', claims.sid)
        .where('refresh_families.user_id', db.ref('users.id'))
        .whereNull('refresh_families.revoked_at')
        .where('refresh_families.created_at', '>', sessionStartCutoff()),
    );
  return user ? { user, claims } : null;
}
