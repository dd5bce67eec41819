import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Activity } from '../../shared/schemas/activity';
import type { Mention } from '../../shared/schemas/mention';
import { profileNames } from '../profiles/store/profile-reads';
import { personOf } from '../presenters/row-values';

/**
 * The notices of mentions (migration 025; docs/follow-ups.md "Mentions"): written in the
 * activity's transaction, read by the bell, counted once by the daily digest. The author who
 * names themselves is told nothing.
 */
const NOTICES = 'mention_notices';

/** The notices an activity's write made, each with the member it goes to. */
export type NewMentions = { userId: string; mention: Mention }[];

interface NoticeRow {
  id: string;
  activity_id: string;
  teamtree_id: string;
  profile_id: string;
  author_id: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
  first_name: string | null;
  last_name: string | null;
}

function present(row: NoticeRow, names: Map<string, string>): Mention {
  return {
    id: row.id,
    activityId: row.activity_id,
    teamtreeId: row.teamtree_id,
    profileId: row.profile_id,
    profileName: names.get(row.profile_id) ?? '',
    author: personOf(row.author_id, row.first_name, row.last_name),
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}

/** The caller's notices in the trees they are still a member of. */
function noticesOf(db: Knex, userId: string) {
  return db(`${NOTICES} as n`)
    .join('memberships as m', (on) => on.on('m.teamtree_id', 'n.teamtree_id').andOn('m.user_id', 'n.user_id'))
    .where('n.user_id', userId);
}

/** The members newly mentioned: those in `after` and not in `before`, the writer left out. */
export const newlyMentioned = (before: readonly string[], after: readonly string[], writerId: string): string[] =>
  [...new Set(after)].filter((userId) => userId !== writerId && !before.includes(userId));

/** Writes a notice for each of `userIds` (inside the activity's transaction) and answers them as the bell shows them. */
export async function recordMentions(trx: Knex, activity: Activity, userIds: readonly string[], writerId: string): Promise<NewMentions> {
  const rows = userIds.map((userId) => ({
    id: crypto.randomUUID(),
    user_id: userId,
    activity_id: activity.id,
    teamtree_id: activity.teamtreeId,
    profile_id: activity.profileId,
    author_id: writerId,
    created_at: new Date(),
  }));
  if (rows.length === 0) return [];
  await trx(NOTICES).insert(rows).onConflict(['activity_id', 'user_id']).ignore();
  const found = (await withAuthors(trx(`${NOTICES} as n`)).whereIn(
    'n.id',
    rows.map((row) => row.id),
  )) as (NoticeRow & { user_id: string })[];
  const names = await profileNames(trx, [activity.profileId]);
  return found.map((row) => ({ userId: row.user_id, mention: present(row, names) }));
}

/** Drops the notices of members no longer mentioned in the activity (an edit took them out). */
export async function forgetMentions(trx: Knex, activityId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length > 0) await trx(NOTICES).where({ activity_id: activityId }).whereIn('user_id', userIds).delete();
}

function withAuthors(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query.leftJoin('users as u', 'u.id', 'n.author_id').select('n.*', 'u.first_name', 'u.last_name');
}

/** The caller's notices, newest first (only the unread ones with `unread`), and how many are unread. */
export async function listMentions(db: Knex, userId: string, input: { unread: boolean; limit: number }): Promise<{ mentions: Mention[]; unread: number }> {
  const query = withAuthors(noticesOf(db, userId));
  if (input.unread) query.whereNull('n.read_at');
  const rows = (await query.orderBy([{ column: 'n.created_at', order: 'desc' }, { column: 'n.id', order: 'desc' }]).limit(input.limit)) as NoticeRow[];
  const [{ count }] = await noticesOf(db, userId).whereNull('n.read_at').count<{ count: string | number }[]>('n.id as count');
  const names = await profileNames(
    db,
    rows.map((row) => row.profile_id),
  );
  return { mentions: rows.map((row) => present(row, names)), unread: Number(count) };
}

/** Marks one of the caller's notices read (or all with `id` null); answers whether it was theirs. */
export async function markMentionsRead(db: Knex, userId: string, id: string | null): Promise<boolean> {
  const query = db(NOTICES).where({ user_id: userId });
  if (id !== null) {
    const found = await query.clone().where({ id }).first('id');
    if (!found) return false;
    query.where({ id });
  }
  await query.whereNull('read_at').update({ read_at: new Date() });
  return true;
}

/**
 * For the daily digest: how many of the user's notices are neither read nor mailed yet, and
 * marks them mailed, so each mention is counted in one digest at most.
 */
export async function takeUnmailedMentions(db: Knex, userId: string): Promise<number> {
  const ids = noticesOf(db, userId).whereNull('n.read_at').whereNull('n.mailed_at').select('n.id');
  return db(NOTICES).whereIn('id', ids).whereNull('mailed_at').update({ mailed_at: new Date() });
}

/**
 * After an activity was written (inside its transaction): notices for the members it newly
 * mentions, none for the writer, and the notices of those an edit took out dropped. Answers the new notices.
 */
export async function noteMentions(trx: Knex, before: readonly string[], after: Activity, writerId: string): Promise<NewMentions> {
  await forgetMentions(
    trx,
    after.id,
    before.filter((userId) => !after.mentions.includes(userId)),
  );
  return recordMentions(trx, after, newlyMentioned(before, after.mentions, writerId), writerId);
}
