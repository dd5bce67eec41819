import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { ANNOUNCEMENT_DAILY_LIMIT, ANNOUNCEMENT_STALE, ANNOUNCEMENTS_PER_DAY, type CreateAnnouncementRequest, type UpdateAnnouncementRequest } from '../../shared/schemas/announcement';
import { conflict, tooManyRequests } from '../http/errors';
import { findAnnouncement, type AnnouncementRow } from './announcement-rows';
import { queueAnnouncementMails } from './mail-queue';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Posts an announcement and queues its mails in one transaction: the tree's row is locked first,
 * so two posts at once count each other against the daily limit (429 beyond it).
 */
export async function createAnnouncement(db: Knex, input: CreateAnnouncementRequest & { authorId: string }, now: Date): Promise<AnnouncementRow> {
  const id = crypto.randomUUID();
  await db.transaction(async (trx) => {
    await trx('teamtrees').where({ id: input.teamtreeId }).forUpdate().first('id');
    const [{ count }] = await trx('announcements')
      .where({ teamtree_id: input.teamtreeId })
      .where('created_at', '>', new Date(now.getTime() - DAY_MS))
      .count({ count: '*' });
    if (Number(count) >= ANNOUNCEMENTS_PER_DAY) throw tooManyRequests(ANNOUNCEMENT_DAILY_LIMIT);
    await trx('announcements').insert({
      id,
      teamtree_id: input.teamtreeId,
      title: input.title,
      body: input.body,
      pinned: input.pinned ?? false,
      author_id: input.authorId,
      created_at: now,
      updated_at: now,
    });
    await queueAnnouncementMails(trx, { announcementId: id, teamtreeId: input.teamtreeId, authorId: input.authorId });
  });
  return (await findAnnouncement(db, id))!;
}

/** Changes the fields given when `version` is the stored one (409 otherwise); answers the announcement. */
export async function updateAnnouncement(db: Knex, input: UpdateAnnouncementRequest, now: Date): Promise<AnnouncementRow> {
  const changes: Record<string, unknown> = { version: db.raw('version + 1'), updated_at: now };
  if (input.title !== undefined) changes.title = input.title;
  if (input.body !== undefined) changes.body = input.body;
  if (input.pinned !== undefined) changes.pinned = input.pinned;
  const updated = await db('announcements').where({ id: input.id, version: input.version }).update(changes);
  const row = await findAnnouncement(db, input.id);
  if (updated === 0 && row) throw conflict(ANNOUNCEMENT_STALE, { code: 'stale-version', announcement: { id: row.id, version: row.version } });
  return row!;
}

export async function deleteAnnouncement(db: Knex, id: string): Promise<void> {
  await db('announcements').where({ id }).delete();
}

/** Marks it read by the user (again: nothing changes). */
export async function markAnnouncementRead(db: Knex, announcementId: string, userId: string, now: Date): Promise<void> {
  await db('announcement_reads').insert({ announcement_id: announcementId, user_id: userId, read_at: now }).onConflict(['announcement_id', 'user_id']).ignore();
}
