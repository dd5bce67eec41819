import type { Knex } from 'knex';
import { CONTACT_KINDS } from '../../../shared/domain/last-contact';

/** Team care's reads of the profile tables (server/team-care/team-care-store.ts decides what they mean). */

export interface CareCandidateRow {
  id: string;
  teamtree_id: string;
  parent_id: string | null;
  name: string;
  phone: string;
  birthday: string | Date | null;
  created_at: string | Date;
  external_id: string | null;
  last_contact: string | Date | null;
}

/** The root profile of each of the trees, by tree. */
export async function rootsOf(db: Knex, teamtreeIds: readonly string[]): Promise<Map<string, string>> {
  if (teamtreeIds.length === 0) return new Map();
  const rows = (await db('profiles').whereIn('teamtree_id', teamtreeIds).whereNull('parent_id').select('teamtree_id', 'id')) as { teamtree_id: string; id: string }[];
  return new Map(rows.map((row) => [row.teamtree_id, row.id]));
}

/**
 * The partners of the trees that may be suggested: added since `addedSince`, born on one of the
 * `birthdays` (`MM-DD`), or directly below one of the `anchors`; each with the moment of their
 * newest call, message or meeting.
 */
export async function careCandidates(
  db: Knex,
  query: { teamtreeIds: readonly string[]; anchors: readonly string[]; addedSince: string; birthdays: readonly string[] },
): Promise<CareCandidateRow[]> {
  const { teamtreeIds, anchors, addedSince, birthdays } = query;
  return (await db('profiles as p')
    .whereIn('p.teamtree_id', teamtreeIds)
    .where((where) => {
      where.where('p.created_at', '>=', addedSince).orWhereRaw(`to_char(p.birthday, 'MM-DD') IN (${birthdays.map(() => '?').join(', ')})`, [...birthdays]);
      if (anchors.length) where.orWhereIn('p.parent_id', anchors);
    })
    .select(
      'p.id',
      'p.teamtree_id',
      'p.parent_id',
      'p.name',
      'p.phone',
      'p.birthday',
      'p.created_at',
      'p.external_id',
      db.raw(`(SELECT max(a.at) FROM activities a WHERE a.teamtree_id = p.teamtree_id AND a.profile_id = p.id AND a.kind IN (${CONTACT_KINDS.map(() => '?').join(', ')})) AS last_contact`, [...CONTACT_KINDS]),
    )) as CareCandidateRow[];
}
