import type { Knex } from 'knex';
import type { Announcement } from '../../shared/schemas/announcement';
import { isoTime } from '../presenters/row-values';

/** An announcement as stored, with its author's names (null once the author's account is gone). */
export interface AnnouncementRow {
  id: string;
  teamtree_id: string;
  title: string;
  body: string;
  pinned: boolean;
  author_id: string | null;
  first_name: string | null;
  last_name: string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** What one reader may learn beside the announcement itself. */
export interface ReaderView {
  read: boolean;
  readCount: number | null;
  memberCount: number | null;
}

export const ANNOUNCEMENTS = 'announcements';

/** Announcements with their authors' names. */
export function announcementRows(db: Knex): Knex.QueryBuilder {
  return db('announcements as a')
    .leftJoin('users as u', 'u.id', 'a.author_id')
    .select('a.id', 'a.teamtree_id', 'a.title', 'a.body', 'a.pinned', 'a.author_id', 'u.first_name', 'u.last_name', 'a.version', 'a.created_at', 'a.updated_at');
}

export function findAnnouncement(db: Knex, id: string): Promise<AnnouncementRow | undefined> {
  return announcementRows(db).where('a.id', id).first();
}


export function presentAnnouncement(row: AnnouncementRow, view: ReaderView): Announcement {
  return {
    id: row.id,
    teamtreeId: row.teamtree_id,
    title: row.title,
    body: row.body,
    pinned: Boolean(row.pinned),
    author: row.author_id ? { id: row.author_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '' } : null,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    version: row.version,
    ...view,
  };
}

/** As events carry it to every member: no read marks, no counts (each app reads its own). */
export const presentForEvent = (row: AnnouncementRow): Announcement => presentAnnouncement(row, { read: false, readCount: null, memberCount: null });
