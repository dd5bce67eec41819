import type { Knex } from 'knex';
import type { Permission } from '../../shared/domain/constants';
import { seesReadCounts } from '../../shared/domain/announcements';
import { announcementCursor, type Announcement, type AnnouncementsAnswer, type AnnouncementsQuery } from '../../shared/schemas/announcement';
import { currentMemberReads, memberCounts } from './announcement-readers';
import { announcementRows, presentAnnouncement, type AnnouncementRow } from './announcement-rows';

/** Announcements the user has not read, in one tree or all of theirs (their own posts count as read). */
async function unreadCount(db: Knex, userId: string, teamtreeId: string | undefined): Promise<number> {
  const query = db('announcements as a')
    .join('memberships as m', (j) => j.on('m.teamtree_id', 'a.teamtree_id').andOnVal('m.user_id', userId))
    .leftJoin('announcement_reads as r', (j) => j.on('r.announcement_id', 'a.id').andOnVal('r.user_id', userId))
    .whereNull('r.user_id')
    .where((q) => q.whereNull('a.author_id').orWhereNot('a.author_id', userId));
  if (teamtreeId) query.where('a.teamtree_id', teamtreeId);
  const [{ count }] = await query.count({ count: '*' });
  return Number(count);
}

/** How many current members read each announcement, and each tree's member count. */
async function readCounts(db: Knex, ids: string[], treeIds: string[]): Promise<{ reads: Map<string, number>; members: Map<string, number> }> {
  const reads: { key: string; count: string | number }[] = ids.length
    ? await currentMemberReads(db).whereIn('r.announcement_id', ids).groupBy('r.announcement_id').select({ key: 'r.announcement_id' }).count({ count: '*' })
    : [];
  return { reads: new Map(reads.map((row) => [row.key, Number(row.count)])), members: await memberCounts(db, treeIds) };
}

type PageRow = AnnouncementRow & { permission: Permission; has_read: boolean };

/** The announcements of the user's trees with the user's permission and read mark, pinned first, then newest. */
function visibleRows(db: Knex, userId: string): Knex.QueryBuilder {
  return announcementRows(db)
    .join('memberships as m', (j) => j.on('m.teamtree_id', 'a.teamtree_id').andOnVal('m.user_id', userId))
    .leftJoin('announcement_reads as r', (j) => j.on('r.announcement_id', 'a.id').andOnVal('r.user_id', userId))
    .select('m.permission', db.raw('(r.user_id is not null) as has_read'))
    .orderBy([
      { column: 'a.pinned', order: 'desc' },
      { column: 'a.created_at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ]);
}

/** The rows as the user sees them: read counts for the trees the user manages only. */
async function presentFor(db: Knex, userId: string, rows: PageRow[]): Promise<Announcement[]> {
  const managed = rows.filter((row) => seesReadCounts(row.permission));
  const counts = await readCounts(
    db,
    managed.map((row) => row.id),
    [...new Set(managed.map((row) => row.teamtree_id))],
  );
  return rows.map((row) => {
    const manager = seesReadCounts(row.permission);
    return presentAnnouncement(row, {
      read: Boolean(row.has_read) || row.author_id === userId,
      readCount: manager ? (counts.reads.get(row.id) ?? 0) : null,
      memberCount: manager ? (counts.members.get(row.teamtree_id) ?? 0) : null,
    });
  });
}

/** One announcement as the user sees it; undefined when it is not in one of their trees. */
export async function readAnnouncement(db: Knex, userId: string, id: string): Promise<Announcement | undefined> {
  const rows: PageRow[] = await visibleRows(db, userId).where('a.id', id).limit(1);
  return (await presentFor(db, userId, rows))[0];
}

/** One page of the announcements of the user's trees (or of one), with the user's unread count. */
export async function readAnnouncements(db: Knex, userId: string, query: AnnouncementsQuery): Promise<AnnouncementsAnswer> {
  const page = visibleRows(db, userId).limit(query.limit + 1);
  if (query.teamtreeId) page.where('a.teamtree_id', query.teamtreeId);
  const before = query.before;
  if (before) {
    page.where((q) =>
      q
        .where('a.pinned', '<', before.pinned)
        .orWhere((same) =>
          same
            .where('a.pinned', before.pinned)
            .andWhere((older) => older.where('a.created_at', '<', before.createdAt).orWhere((tie) => tie.where('a.created_at', before.createdAt).andWhere('a.id', '<', before.id))),
        ),
    );
  }
  const rows: PageRow[] = await page;
  const announcements = await presentFor(db, userId, rows.slice(0, query.limit));
  const last = announcements.at(-1);
  return {
    announcements,
    next: rows.length > query.limit && last ? announcementCursor(last) : null,
    unread: await unreadCount(db, userId, query.teamtreeId),
  };
}
