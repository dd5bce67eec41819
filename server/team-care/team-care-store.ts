import type { Knex } from 'knex';
import { addDays, todayIn } from '../../shared/domain/calendar-date';
import { careCandidates, rootsOf } from '../profiles/store/team-care-reads';
import { orderSuggestions, treeSuggestions, WELCOME_DAYS, type CareDismissal, type CarePartner, type TeamCareSuggestion } from '../../shared/domain/team-care';
import { calendarDay } from '../presenters/row-values';

/**
 * Team care's reads and writes (docs/follow-ups.md "Team care"); what is suggested is decided by
 * shared/domain/team-care.ts. Only trees where the user may log a contact (owner, moderators,
 * EDIT) have suggestions: a READ member cannot log the call a suggestion asks for.
 */

interface TreeRow {
  teamtree_id: string;
  name: string;
  team_care_days: number;
  permission: string;
  linked_profile_id: string | null;
}


/** The trees the user may log contacts in, with the profile their first level hangs under. */
async function careTrees(db: Knex, userId: string): Promise<(TreeRow & { anchor: string | null })[]> {
  const rows = (await db('memberships as m')
    .join('teamtrees as t', 't.id', 'm.teamtree_id')
    .where('m.user_id', userId)
    .whereIn('m.permission', ['OWNER', 'MODERATOR', 'EDIT'])
    .select('m.teamtree_id', 't.name', 't.team_care_days', 'm.permission', 'm.linked_profile_id')) as TreeRow[];
  const rootOf = await rootsOf(
    db,
    rows.filter((row) => row.permission === 'OWNER').map((row) => row.teamtree_id),
  );
  return rows.map((row) => ({ ...row, anchor: row.permission === 'OWNER' ? (rootOf.get(row.teamtree_id) ?? null) : row.linked_profile_id }));
}

/** The user's dismissals that may still matter (done ones, and snoozes not yet over). */
async function dismissals(db: Knex, userId: string, today: string): Promise<Map<string, CareDismissal>> {
  const rows = (await db('team_care_dismissals')
    .where('user_id', userId)
    .where((where) => where.whereNull('until').orWhere('until', '>', today))
    .select('key', 'until')) as { key: string; until: string | Date | null }[];
  return new Map(rows.map((row) => [row.key, { key: row.key, until: row.until === null ? null : calendarDay(row.until) }]));
}

/** Today's team care suggestions of the user across their trees, in Today's order. */
export async function teamCareSuggestions(db: Knex, userId: string, timeZone: string): Promise<TeamCareSuggestion[]> {
  const today = todayIn(timeZone);
  const trees = await careTrees(db, userId);
  if (trees.length === 0) return [];
  const birthdays = [today.slice(5), ...(today.slice(5) === '02-28' ? ['02-29'] : [])];
  // A day's margin before the window: created_at is a moment, the user's days are in their zone.
  const addedSince = addDays(today, -(Math.max(...WELCOME_DAYS) + 2));
  const anchors = trees.map((tree) => tree.anchor).filter((id): id is string => id !== null);
  const teamtreeIds = trees.map((tree) => tree.teamtree_id);
  const [rows, dismissed] = await Promise.all([careCandidates(db, { teamtreeIds, anchors, addedSince, birthdays }), dismissals(db, userId, today)]);
  const own = new Set(trees.flatMap((tree) => [tree.anchor, tree.linked_profile_id]).filter(Boolean));
  const suggestions = trees.flatMap((tree) => {
    const partners: CarePartner[] = rows
      .filter((row) => row.teamtree_id === tree.teamtree_id && !own.has(row.id))
      .map((row) => ({
        profileId: row.id,
        name: row.name,
        phone: row.phone,
        addedOn: todayIn(timeZone, new Date(row.created_at)),
        birthday: row.birthday === null ? null : calendarDay(row.birthday),
        imported: row.external_id !== null,
        firstLevel: tree.anchor !== null && row.parent_id === tree.anchor,
        lastContactOn: row.last_contact === null ? null : todayIn(timeZone, new Date(row.last_contact)),
      }));
    return treeSuggestions({ id: tree.teamtree_id, name: tree.name, contactDays: tree.team_care_days }, partners, today, dismissed);
  });
  return orderSuggestions(suggestions);
}

/** Keeps the user's 'Done' (`until` null) or snooze of one suggestion; a later choice replaces it. */
export async function dismissSuggestion(db: Knex, userId: string, key: string, until: string | null, today: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('team_care_dismissals').insert({ user_id: userId, key, until }).onConflict(['user_id', 'key']).merge({ until, created_at: new Date() });
    // Snoozes that are over keep nothing away any more.
    await trx('team_care_dismissals').where('user_id', userId).where('until', '<=', today).delete();
  });
}
