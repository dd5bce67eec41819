import type { Knex } from 'knex';

/**
 * The announcement mail queue (docs/announcements.md "Mail"): one row per member and
 * announcement, `pending` → `sending` → `sent` (or `skipped`: the member turned the mails off
 * or left the tree before it went out).
 */
export const MAIL_QUEUE = 'announcement_mails';

/**
 * Queues one mail per member with a verified address, the author excepted: ONE statement, so a
 * tree of 1,000 members costs one insert inside the post's transaction.
 */
export async function queueAnnouncementMails(trx: Knex.Transaction, input: { announcementId: string; teamtreeId: string; authorId: string }): Promise<void> {
  await trx.raw(
    `INSERT INTO announcement_mails (announcement_id, user_id)
     SELECT ?::uuid, m.user_id FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.teamtree_id = ? AND m.user_id <> ? AND u.email_verified
     ON CONFLICT (announcement_id, user_id) DO NOTHING`,
    [input.announcementId, input.teamtreeId, input.authorId],
  );
}

export interface ClaimedMail {
  id: number;
  announcement_id: string;
  user_id: string;
}

/**
 * Claims the oldest waiting mail for this sender (`pending` → `sending`): one conditional
 * update, so several senders (instances, or a run and a wake-up) never claim the same row. On
 * PostgreSQL `SKIP LOCKED` lets a second sender take the next row instead of waiting; PGlite
 * (one connection) runs the same statement alone. A claimed row is never claimed again: a row
 * left `sending` by a crash is the one mail that was in flight, which may have gone out, so it
 * is not sent a second time (docs/announcements.md "Sent once").
 */
export async function claimNextMail(db: Knex, now: Date): Promise<ClaimedMail | undefined> {
  const result = await db.raw(
    `UPDATE announcement_mails SET state = 'sending', attempts = attempts + 1, claimed_at = ?
     WHERE id = (
       SELECT id FROM announcement_mails WHERE state = 'pending'
       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
     ) AND state = 'pending'
     RETURNING id, announcement_id, user_id`,
    [now],
  );
  return (result.rows as ClaimedMail[])[0];
}

export async function finishMail(db: Knex, id: number, state: 'sent' | 'skipped', now: Date): Promise<void> {
  await db(MAIL_QUEUE).where({ id, state: 'sending' }).update({ state, sent_at: state === 'sent' ? now : null });
}
