import type { Knex } from 'knex';
import { todayIn } from '../../shared/domain/calendar-date';
import type { Permission } from '../../shared/domain/constants';
import type { Language } from '../../shared/i18n/language';
import { dueItems, type DueItem, type DueKind } from '../../shared/domain/due-dates';
import { hiddenFor, normaliseHidden } from '../../shared/domain/read-privacy';
import { isTimeZone, localHour, MORNING_HOUR } from '../../shared/domain/time-zone';
import type { AppContext } from '../app-context';
import { dailyDigestMail, type DueCounts } from '../mail/daily-digest-mail';
import { maskedProfiles } from '../profiles/masked-profiles';
import { loadTreeProfiles } from '../profiles/tree-profiles';
import { takeUnmailedMentions } from '../mentions/mention-notices';
import { listDueTasks } from '../tasks/task-store';

interface DigestUser {
  id: string;
  email: string;
  language: Language;
  time_zone: string;
}

/**
 * Marks `today` as sent for the user, unless it already was: one atomic update, so several
 * server instances checking at once send one mail.
 */
async function claimDay(db: Knex, userId: string, today: string): Promise<boolean> {
  const claimed = await db('users')
    .where({ id: userId })
    .andWhere((q) => q.whereNull('digest_sent_on').orWhere('digest_sent_on', '<', today))
    .update({ digest_sent_on: today });
  return claimed > 0;
}

/**
 * What is due today and in the next 7 days in every tree the user is a member of; in a tree
 * that hides birthdays or reminders from READ members, a READ member's digest counts none of them.
 */
async function dueForUser(db: Knex, userId: string, today: string): Promise<DueItem[]> {
  const trees: { teamtree_id: string; permission: Permission; hide_from_read: string[] }[] = await db('memberships as m')
    .join('teamtrees as t', 't.id', 'm.teamtree_id')
    .where({ 'm.user_id': userId })
    .select('m.teamtree_id', 'm.permission', 't.hide_from_read');
  const items: DueItem[] = [];
  for (const tree of trees) {
    const hidden = hiddenFor(tree.permission, normaliseHidden(tree.hide_from_read ?? []));
    items.push(...dueItems(maskedProfiles(await loadTreeProfiles(db, tree.teamtree_id), hidden), today));
  }
  return items;
}

function countByKind(items: readonly DueItem[]): DueCounts {
  const counts: Record<DueKind, number> = { bill: 0, birthday: 0, reminder: 0 };
  for (const item of items) counts[item.kind]++;
  return counts;
}

/**
 * Sends the daily digest to every user who turned it on, whose verified address it is, and for
 * whom it is 08:00 or later on their own clock and today's was not sent yet, with how many of
 * their open tasks are due today or overdue (any tree they are a member of) and the new mentions
 * of them not read yet (each counted in one digest). A day with nothing due, no task due and no
 * new mention sends nothing. Answers how many mails went out. `onlyUserId` checks that one user (right
 * after they turn the digest on, so a morning already begun is not missed until the next check).
 */
export async function sendDueDigests(app: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>, now: Date = new Date(), onlyUserId?: string): Promise<number> {
  const query = app.db('users').where({ digest_enabled: true, email_verified: true }).whereNotNull('time_zone');
  if (onlyUserId) query.andWhere({ id: onlyUserId });
  const users: DigestUser[] = await query.select('id', 'email', 'language', 'time_zone');
  let sent = 0;
  for (const user of users) {
    if (!isTimeZone(user.time_zone) || localHour(now, user.time_zone) < MORNING_HOUR) continue;
    const today = todayIn(user.time_zone, now);
    if (!(await claimDay(app.db, user.id, today))) continue;
    const items = await dueForUser(app.db, user.id, today);
    const tasks = (await listDueTasks(app.db, user.id, today)).length;
    const mentions = await takeUnmailedMentions(app.db, user.id);
    if (items.length === 0 && tasks === 0 && mentions === 0) continue;
    const dashboard = new URL('/dashboard', `${app.publicUrl()}/`).toString();
    app.mailer.send(dailyDigestMail(user, countByKind(items), countByKind(items.filter((i) => i.daysAway === 0)), dashboard, { mentions, tasks }));
    sent++;
  }
  return sent;
}
