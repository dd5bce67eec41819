import type { Knex } from 'knex';
import type { SessionEntry } from '../../shared/schemas/sessions';
import { isUuid } from '../../shared/schemas/common';
import type { AppContext } from '../app-context';
import { afterCommit } from '../realtime/after-commit';
import { sessionStartCutoff } from './live-sessions';
import { REFRESH_LIFETIME_MS } from './refresh-credentials';
import { isoTime } from '../presenters/row-values';

/**
 * A user's live sessions: refresh families neither revoked nor past their absolute lifetime,
 * used (signed in or refreshed) within the last 30 days, the sliding life of their credential.
 */
function liveFamilies(db: Knex, userId: string): Knex.QueryBuilder {
  return db('refresh_families')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .where('created_at', '>', sessionStartCutoff())
    .where('last_used_at', '>', new Date(Date.now() - REFRESH_LIFETIME_MS));
}

interface FamilyRow {
  id: string;
  client: string;
  created_at: Date | string;
  last_used_at: Date | string;
  user_agent: string | null;
}


/** The sessions of `GET /api/auth/sessions`, most recently used first. */
export async function listSessions(db: Knex, userId: string, currentId: string): Promise<SessionEntry[]> {
  const rows: FamilyRow[] = await liveFamilies(db, userId)
    .orderBy([{ column: 'last_used_at', order: 'desc' }, { column: 'created_at', order: 'desc' }, { column: 'id' }])
    .select('id', 'client', 'created_at', 'last_used_at', 'user_agent');
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentId,
    client: row.client === 'desktop' ? 'desktop' : 'web',
    createdAt: isoTime(row.created_at),
    lastUsedAt: isoTime(row.last_used_at),
    userAgent: row.user_agent,
  }));
}

/**
 * Ends one live session of the user: its family is revoked (its credential no longer
 * refreshes, its access tokens answer 401 from the next request on) and its sockets are
 * disconnected on every instance. False when the id names no live session of this user.
 */
export async function endSession(app: Pick<AppContext, 'db' | 'hub' | 'log'>, userId: string, sessionId: string): Promise<boolean> {
  if (!isUuid(sessionId)) return false;
  const revoked = await liveFamilies(app.db, userId).where({ id: sessionId }).update({ revoked_at: app.db.fn.now() });
  if (revoked !== 1) return false;
  await afterCommit(app.log, 'session disconnects', () => app.hub.disconnectSessions([sessionId]));
  return true;
}
