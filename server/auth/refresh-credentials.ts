import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { sessionStartCutoff } from './live-sessions';

export const REFRESH_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type ClientKind = 'browser' | 'desktop';

export interface RefreshSession {
  userId: string;
  familyId: string;
  stay: boolean;
  client: ClientKind;
}

/** What a sign-in tells about the device, kept with its family for the list of sessions. */
export interface SessionOrigin {
  /** The sign-in request's User-Agent (at most USER_AGENT_MAX characters), null without one. */
  userAgent: string | null;
}

export const USER_AGENT_MAX = 512;

function newCredential(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashCredential(credential: string): string {
  return crypto.createHash('sha256').update(credential).digest('hex');
}

async function insertToken(trx: Knex, familyId: string): Promise<string> {
  const credential = newCredential();
  await trx('refresh_tokens').insert({
    token_hash: hashCredential(credential),
    family_id: familyId,
    expires_at: new Date(Date.now() + REFRESH_LIFETIME_MS),
  });
  return credential;
}

async function familyOf(db: Knex, credential: string, userId: string): Promise<string | null> {
  const row = await db('refresh_tokens as t')
    .join('refresh_families as f', 'f.id', 't.family_id')
    .where({ 't.token_hash': hashCredential(credential), 'f.user_id': userId })
    .first('f.id');
  return row ? (row.id as string) : null;
}

export type RotateResult =
  | { ok: true; credential: string; session: RefreshSession }
  | { ok: false; revoked?: { familyId: string; userId: string } };

/**
 * Opaque refresh credentials, stored only as hashes. Each sign-in starts a family; every
 * refresh rotates the credential; presenting a rotated one revokes the whole family.
 */
export const refreshCredentials = {
  async start(db: Knex, session: Omit<RefreshSession, 'familyId'> & Partial<SessionOrigin>): Promise<{ credential: string; familyId: string }> {
    const familyId = crypto.randomUUID();
    return db.transaction(async (trx) => {
      await trx('refresh_families').insert({
        id: familyId,
        user_id: session.userId,
        stay: session.stay,
        client: session.client,
        user_agent: session.userAgent?.slice(0, USER_AGENT_MAX) || null,
      });
      return { credential: await insertToken(trx, familyId), familyId };
    });
  },

  /**
   * Exchanges a live credential for a new one. Refused when it is unknown, expired, revoked,
   * reused or its family reached its absolute lifetime; a reused one revokes its family, which
   * the answer names so that its sockets can be disconnected.
   */
  async rotate(db: Knex, credential: string): Promise<RotateResult> {
    return db.transaction(async (trx) => {
      const row = await trx('refresh_tokens as t')
        .join('refresh_families as f', 'f.id', 't.family_id')
        .where('t.token_hash', hashCredential(credential))
        .forUpdate()
        .first('t.token_hash', 't.used_at', 't.expires_at', 'f.id as family_id', 'f.user_id', 'f.stay', 'f.client', 'f.revoked_at', 'f.created_at');
      if (!row || row.revoked_at) return { ok: false };
      if (row.used_at) {
        await trx('refresh_families').where({ id: row.family_id }).update({ revoked_at: trx.fn.now() });
        return { ok: false, revoked: { familyId: row.family_id, userId: row.user_id } };
      }
      if (new Date(row.expires_at).getTime() <= Date.now()) return { ok: false };
      if (new Date(row.created_at).getTime() <= sessionStartCutoff().getTime()) return { ok: false };
      const marked = await trx('refresh_tokens')
        .where({ token_hash: row.token_hash })
        .whereNull('used_at')
        .update({ used_at: trx.fn.now() });
      if (marked !== 1) return { ok: false };
      await trx('refresh_families').where({ id: row.family_id }).update({ last_used_at: trx.fn.now() });
      return {
        ok: true,
        credential: await insertToken(trx, row.family_id),
        session: { userId: row.user_id, familyId: row.family_id, stay: row.stay, client: row.client },
      };
    });
  },

  /**
   * The user of a live credential (unused, unexpired, its family neither revoked nor past its
   * absolute lifetime), or null. Read only: nothing is rotated, used up or revoked, so a page
   * may show who is signed in without spending the browser's cookie.
   */
  async ownerOf(db: Knex, credential: string): Promise<string | null> {
    const row = await db('refresh_tokens as t')
      .join('refresh_families as f', 'f.id', 't.family_id')
      .where('t.token_hash', hashCredential(credential))
      .whereNull('t.used_at')
      .where('t.expires_at', '>', new Date())
      .whereNull('f.revoked_at')
      .where('f.created_at', '>', sessionStartCutoff())
      .first('f.user_id');
    return row ? (row.user_id as string) : null;
  },

  /** Revokes one family (a session, e.g. the one an access token names). */
  async revokeFamily(db: Knex, familyId: string): Promise<void> {
    await db('refresh_families').where({ id: familyId }).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
  },

  /** Revokes the family a credential of this user belongs to; false when it is not theirs. */
  async revokeFamilyOf(db: Knex, credential: string, userId: string): Promise<boolean> {
    const familyId = await familyOf(db, credential, userId);
    if (familyId) await refreshCredentials.revokeFamily(db, familyId);
    return familyId !== null;
  },

  /** Revokes every live family of a user (but `exceptFamilyId`); answers the ids it revoked. */
  async revokeAllOf(db: Knex, userId: string, exceptFamilyId?: string): Promise<string[]> {
    const query = db('refresh_families').where({ user_id: userId }).whereNull('revoked_at');
    if (exceptFamilyId) query.whereNot({ id: exceptFamilyId });
    const rows: { id: string }[] = await query.update({ revoked_at: db.fn.now() }).returning('id');
    return rows.map((row) => row.id);
  },

  /** Makes this user's family hand out persistent (30-day) cookies from its next rotation on. */
  async makePersistent(db: Knex, credential: string, userId: string): Promise<void> {
    const familyId = await familyOf(db, credential, userId);
    if (familyId) await db('refresh_families').where({ id: familyId }).whereNull('revoked_at').update({ stay: true });
  },
};
