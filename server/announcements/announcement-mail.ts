import type { Language } from '../../shared/i18n/language';
import { composeMail, type MailContent, type MailMessage, type MailRecipient } from '../mail/message';

const TEXTS: Record<Language, (link: string) => MailContent> = {
  en: (link) => ({
    subject: 'New announcement in your TeamTree',
    intro: ['There is a new announcement for your team in one of your TeamTrees.'],
    action: { label: 'Read the announcement', link },
    outro: ['You can turn these mails off in TeamTree under Settings: Email me announcements.'],
  }),
  de: (link) => ({
    subject: 'Neue Ankündigung in Deinem TeamTree',
    intro: ['In einem Deiner TeamTrees gibt es eine neue Ankündigung für Dein Team.'],
    action: { label: 'Ankündigung lesen', link },
    outro: ['Du kannst diese Mails in TeamTree unter Einstellungen abschalten: Ankündigungen per E-Mail.'],
  }),
};

/**
 * The mail telling a member about a new announcement. Like every mail it carries nothing a
 * user typed (not the title, not the message, not the tree's name): the link opens the tree's
 * Broadcast page, which shows them.
 */
export function announcementMail(to: MailRecipient, link: string): MailMessage {
  return composeMail(to, TEXTS[to.language](link));
}
