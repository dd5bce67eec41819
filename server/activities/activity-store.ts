import type { Knex } from 'knex';
import {
  ACTIVITY_MENTION_NOT_MEMBER,
  ACTIVITY_NOT_FOUND,
  ACTIVITY_STALE,
  type Activity,
  type ActivityKind,
} from '../../shared/schemas/activity';
import { insertFirstVersion, updateAtVersion } from '../db/versioned-rows';
import { badRequest, notFound } from '../http/errors';
import { decodeCursor, encodeCursor } from './activity-cursor';
import { isoTime, partnerItemIds, personOf, versionStamps } from '../presenters/row-values';

interface ActivityRow {
  id: string;
  teamtree_id: string;
  profile_id: string;
  kind: ActivityKind;
  text: string;
  at: Date | string;
  author_id: string | null;
  mentions: string[] | string;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
  first_name: string | null;
  last_name: string | null;
}


/** A `uuid[]` as the driver hands it: an array, or PostgreSQL's text `{a,b}`. */
function idList(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}

function present(row: ActivityRow): Activity {
  return {
    ...partnerItemIds(row),
    kind: row.kind,
    text: row.text,
    at: isoTime(row.at),
    author: personOf(row.author_id, row.first_name, row.last_name),
    mentions: idList(row.mentions),
    ...versionStamps(row),
  };
}

function withAuthor(db: Knex) {
  return db('activities as a').leftJoin('users as u', 'u.id', 'a.author_id').select('a.*', 'u.first_name', 'u.last_name');
}

export async function findActivity(db: Knex, id: string): Promise<Activity | null> {
  const row = await withAuthor(db).where('a.id', id).first();
  return row ? present(row as ActivityRow) : null;
}

export async function findActivityOr404(db: Knex, id: string): Promise<Activity> {
  const found = await findActivity(db, id);
  if (!found) throw notFound(ACTIVITY_NOT_FOUND);
  return found;
}

/** One page of a partner's timeline, newest `at` first (ties: newest id first); `next` continues it. */
export async function listActivities(
  db: Knex,
  input: { teamtreeId: string; profileId: string; before?: string; limit: number },
): Promise<{ activities: Activity[]; next: string | null }> {
  const query = withAuthor(db).where({ 'a.profile_id': input.profileId, 'a.teamtree_id': input.teamtreeId });
  if (input.before !== undefined) {
    const cursor = decodeCursor(input.before);
    query.whereRaw('(a.at, a.id) < (?, ?)', [cursor.at, cursor.id]);
  }
  const rows = (await query.orderBy([{ column: 'a.at', order: 'desc' }, { column: 'a.id', order: 'desc' }]).limit(input.limit + 1)) as ActivityRow[];
  const activities = rows.slice(0, input.limit).map(present);
  const last = activities.at(-1);
  return { activities, next: rows.length > input.limit && last ? encodeCursor(last.at, last.id) : null };
}

const uuidArray = (db: Knex, ids: string[]) => db.raw('?::uuid[]', [`{${ids.join(',')}}`]);

/** 400 unless every mentioned user is a member of the tree. */
async function requireMembers(db: Knex, teamtreeId: string, userIds: string[]): Promise<void> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return;
  const rows = await db('memberships').where({ teamtree_id: teamtreeId }).whereIn('user_id', wanted).count<{ count: string | number }[]>('id as count');
  if (Number(rows[0].count) !== wanted.length) throw badRequest(ACTIVITY_MENTION_NOT_MEMBER, { mentions: ACTIVITY_MENTION_NOT_MEMBER });
}

export async function insertActivity(
  db: Knex,
  input: { teamtreeId: string; profileId: string; kind: ActivityKind; text: string; at: Date; mentions: string[]; authorId: string },
): Promise<Activity> {
  const mentions = [...new Set(input.mentions)];
  await requireMembers(db, input.teamtreeId, mentions);
  const id = await insertFirstVersion(db, 'activities', {
    teamtree_id: input.teamtreeId,
    profile_id: input.profileId,
    kind: input.kind,
    text: input.text,
    at: input.at,
    author_id: input.authorId,
    mentions: uuidArray(db, mentions),
  });
  return findActivityOr404(db, id);
}

/**
 * Changes the text, and the mentions when given (each a member, else 400), when `version` is the
 * current one (else 409 with the current version).
 */
export async function updateActivityText(db: Knex, id: string, text: string, version: number, mentions?: string[]): Promise<Activity> {
  const columns: Record<string, unknown> = { text };
  if (mentions) {
    const unique = [...new Set(mentions)];
    await requireMembers(db, (await findActivityOr404(db, id)).teamtreeId, unique);
    columns.mentions = uuidArray(db, unique);
  }
  await updateAtVersion(db, 'activities', id, version, columns, { message: ACTIVITY_STALE, current: () => findActivityOr404(db, id) });
  return findActivityOr404(db, id);
}

/** Deletes the activity; answers its row as it was (`to_jsonb`, for the history entry that can bring it back). */
export async function deleteActivityRow(db: Knex, id: string): Promise<unknown> {
  const result = await db.raw('DELETE FROM activities WHERE id = ? RETURNING to_jsonb(activities) AS row', [id]);
  return (result.rows as { row: unknown }[])[0]?.row ?? null;
}
