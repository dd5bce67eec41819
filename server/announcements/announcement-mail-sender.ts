import type { Knex } from 'knex';
import { isLanguage } from '../../shared/i18n/language';
import { nowOf, type AppContext } from '../app-context';
import { repeatEvery, type RepeatingJob } from '../jobs/repeat-every';
import { appPageLink } from '../mail/page-link';
import { announcementMail } from './announcement-mail';
import { claimNextMail, finishMail, type ClaimedMail } from './mail-queue';

type SenderApp = Pick<AppContext, 'db' | 'mailer' | 'publicUrl' | 'log' | 'clock'>;

/** How often the queue is looked at besides the wake-ups after each post (mails left by another instance or a crash). */
export const ANNOUNCEMENT_MAIL_CHECK_MS = 60_000;

/** Whether the user's settings keep the announcement mails on (the default); stored as JSON text or as jsonb. */
function wantsMail(settings: unknown): boolean {
  try {
    const value: unknown = typeof settings === 'string' ? JSON.parse(settings) : settings;
    return !(value !== null && typeof value === 'object' && (value as { announcementMail?: unknown }).announcementMail === false);
  } catch {
    return true;
  }
}

/**
 * Sends one claimed mail and records it: `sent`, or `skipped` for a member who turned the mails
 * off or left the tree since. The mail is handed to the transport without awaiting anything after
 * the claim (the log transport writes its line at once). A crash between the claim and the record
 * leaves that one row `sending`: never sent again (docs/announcements.md "Sent once").
 */
async function sendClaimed(app: SenderApp, mail: ClaimedMail): Promise<void> {
  if (!mail.member || !mail.teamtree_id || !wantsMail(mail.settings)) {
    await finishMail(app.db, mail.id, 'skipped', nowOf(app));
    return;
  }
  const link = appPageLink(app, 'broadcast');
  link.searchParams.set('teamtreeId', mail.teamtree_id);
  app.mailer.send(announcementMail({ email: mail.email, language: isLanguage(mail.language) ? mail.language : 'en' }, link.toString()));
  await app.mailer.idle();
  await finishMail(app.db, mail.id, 'sent', nowOf(app));
}

/** Sends every waiting mail, one claim at a time; answers how many were handled. */
export async function sendQueuedAnnouncementMails(app: SenderApp): Promise<number> {
  let handled = 0;
  for (let mail = await claimNextMail(app.db, nowOf(app)); mail; mail = await claimNextMail(app.db, nowOf(app))) {
    await sendClaimed(app, mail);
    handled++;
  }
  return handled;
}

export interface AnnouncementMailSender extends RepeatingJob {
  /** Starts a run now (after a post), or one more after the run under way. */
  wake(): void;
}

const senders = new WeakMap<Knex, AnnouncementMailSender>();

/**
 * The background sender: a run at start (what a stopped or crashed server left), one after each
 * post, and one every minute. Runs never overlap within a server; across servers the claims keep
 * each mail to one sender.
 */
export function startAnnouncementMailSender(app: SenderApp, everyMs = ANNOUNCEMENT_MAIL_CHECK_MS): AnnouncementMailSender {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): Promise<void> =>
    sendQueuedAnnouncementMails(app)
      .then(() => undefined)
      .catch((err: unknown) => app.log.error(`Announcement mails failed: ${err instanceof Error ? err.message : String(err)}`));
  const wake = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await run();
      } while (again && !stopped);
      running = null;
    })();
  };
  const schedule = repeatEvery(everyMs, 'Announcement mails', async () => wake(), app.log);
  const sender: AnnouncementMailSender = {
    wake,
    async stop() {
      stopped = true;
      senders.delete(app.db);
      await schedule.stop();
      await running;
    },
  };
  senders.set(app.db, sender);
  wake();
  return sender;
}

/** Wakes this server's sender, when it runs (after a post committed). */
export function wakeAnnouncementMailSender(app: Pick<AppContext, 'db'>): void {
  senders.get(app.db)?.wake();
}
