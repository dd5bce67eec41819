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

/** A claimed mail with what deciding and writing it needs, read by the claim itself. */
export interface ClaimedMail {
  id: number;
  announcement_id: string;
  user_id: string;
  email: string;
  language: unknown;
  /** The user's settings (JSON text on PGlite, jsonb on PostgreSQL), null when none are kept. */
  settings: unknown;
  /** The announcement's tree; null once the announcement is gone. */
  teamtree_id: string | null;
  /** Whether the user is still a member of that tree. */
  member: boolean;
}

/**
 * Claims the oldest waiting mail for this sender (`pending` → `sending`) and reads its recipient
 * in the same statement, so between the claim's commit and the mail's handover to the transport
 * no other statement runs (docs/announcements.md "Sent once"). One conditional update: several
 * senders (instances, or a run and a wake-up) never claim the same row; on PostgreSQL `SKIP
 * LOCKED` lets a second sender take the next row instead of waiting; PGlite (one connection) runs
 * the same statement alone. A claimed row is never claimed again: a row left `sending` by a crash
 * is the one mail that was in flight, which may have gone out, so it is not sent a second time.
 */
export async function claimNextMail(db: Knex, now: Date): Promise<ClaimedMail | undefined> {
  const result = await db.raw(
    `WITH claimed AS (
       UPDATE announcement_mails SET state = 'sending', attempts = attempts + 1, claimed_at = ?
       WHERE id = (
         SELECT id FROM announcement_mails WHERE state = 'pending'
         ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
       ) AND state = 'pending'
       RETURNING id, announcement_id, user_id
     )
     SELECT c.id, c.announcement_id, c.user_id, u.email, u.language, s.value AS settings, a.teamtree_id, (m.id IS NOT NULL) AS member
     FROM claimed c
     JOIN users u ON u.id = c.user_id
     LEFT JOIN user_settings s ON s.user_id = u.id
     LEFT JOIN announcements a ON a.id = c.announcement_id
     LEFT JOIN memberships m ON m.teamtree_id = a.teamtree_id AND m.user_id = u.id`,
    [now],
  );
  return (result.rows as ClaimedMail[])[0];
}

export async function finishMail(db: Knex, id: number, state: 'sent' | 'skipped', now: Date): Promise<void> {
  await db(MAIL_QUEUE).where({ id, state: 'sending' }).update({ state, sent_at: state === 'sent' ? now : null });
}
