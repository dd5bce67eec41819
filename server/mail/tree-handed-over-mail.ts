import type { Language } from '../../shared/i18n/language';
import { composeMail, type MailContent, type MailMessage, type MailRecipient } from './message';

const TEXTS: Record<Language, (link: string) => MailContent> = {
  en: (link) => ({
    subject: 'You are now the owner of a TeamTree',
    intro: [
      'The owner of a TeamTree you are a member of has deleted their TeamTree account and handed the tree to you.',
      'You are its owner now: you can share it, manage its members and change its settings.',
    ],
    action: { label: 'Open the TeamTree', link },
    outro: ['Its partners, history and members stay as they were.'],
  }),
  de: (link) => ({
    subject: 'Ein TeamTree gehört jetzt Dir',
    intro: [
      'Ein TeamTree, in dem Du Mitglied bist, wurde an Dich übergeben: Die Person, der er gehörte, hat ihr TeamTree-Konto gelöscht.',
      'Er gehört jetzt Dir: Du kannst ihn teilen, seine Mitglieder verwalten und seine Einstellungen ändern.',
    ],
    action: { label: 'TeamTree öffnen', link },
    outro: ['Seine Partner, sein Verlauf und seine Mitglieder bleiben, wie sie waren.'],
  }),
};

/**
 * The mail to a member who became a tree's owner because its owner deleted their account. Like
 * every mail it carries nothing a user typed: not the tree's name, not the former owner's name
 * (the link opens the tree, which shows both).
 */
export function treeHandedOverMail(to: MailRecipient, link: string): MailMessage {
  return composeMail(to, TEXTS[to.language](link));
}
