import type { Knex } from 'knex';
import type { AnnouncementReadersAnswer } from '../../shared/schemas/announcement';

/**
 * The read marks that count: those of the announcement's tree's current members. A member who
 * was removed (or left) keeps their mark in the table, but is neither counted nor listed; the
 * author is neither until they mark it read themselves (docs/announcements.md).
 */
export function currentMemberReads(db: Knex): Knex.QueryBuilder {
  return db('announcement_reads as r')
    .join('announcements as a', 'a.id', 'r.announcement_id')
    .join('memberships as m', (j) => j.on('m.teamtree_id', 'a.teamtree_id').andOn('m.user_id', 'r.user_id'));
}

type Counted = { key: string; count: string | number };

/** How many members each of the trees has. */
export async function memberCounts(db: Knex, treeIds: string[]): Promise<Map<string, number>> {
  const rows: Counted[] = treeIds.length ? await db('memberships').whereIn('teamtree_id', treeIds).groupBy('teamtree_id').select({ key: 'teamtree_id' }).count({ count: '*' }) : [];
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

interface ReaderRow {
  id: string;
  first_name: string;
  last_name: string;
  read_at: Date | string;
}

/** Who has read the announcement, first reader first (then by name), with the tree's member count: for its owner and moderators. */
export async function readAnnouncementReaders(db: Knex, announcement: { id: string; teamtree_id: string }): Promise<AnnouncementReadersAnswer> {
  const [rows, members]: [ReaderRow[], Map<string, number>] = await Promise.all([
    currentMemberReads(db)
      .join('users as u', 'u.id', 'r.user_id')
      .where('r.announcement_id', announcement.id)
      .orderBy([{ column: 'r.read_at' }, { column: 'u.last_name' }, { column: 'u.first_name' }, { column: 'u.id' }])
      .select('u.id', 'u.first_name', 'u.last_name', 'r.read_at'),
    memberCounts(db, [announcement.teamtree_id]),
  ]);
  return {
    readers: rows.map((row) => ({ id: row.id, firstName: row.first_name, lastName: row.last_name, readAt: new Date(row.read_at).toISOString() })),
    memberCount: members.get(announcement.teamtree_id) ?? 0,
  };
}
