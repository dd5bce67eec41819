import type { AppContext } from '../app-context';
import { afterCommit } from '../realtime/after-commit';
import { refreshCredentials } from './refresh-credentials';

/**
 * Ends every session of a user at once: revokes all their refresh families (but
 * `exceptFamilyId`, e.g. the session changing its password), so their access tokens answer 401
 * from the next request on, and disconnects those sessions' sockets on every instance.
 * For password reset and change, and a Google takeover. Call it outside any transaction that
 * is still to commit (it writes with `app.db`). A failing disconnect is logged: the revocation
 * stands, and the sockets go at their token's expiry at the latest.
 */
export async function revokeUserSessions(
  app: Pick<AppContext, 'db' | 'hub' | 'log'>,
  userId: string,
  options: { exceptFamilyId?: string } = {},
): Promise<string[]> {
  const revoked = await refreshCredentials.revokeAllOf(app.db, userId, options.exceptFamilyId);
  if (revoked.length) await afterCommit(app.log, 'session disconnects', () => app.hub.disconnectSessions(revoked));
  return revoked;
}
