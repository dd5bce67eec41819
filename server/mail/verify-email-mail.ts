import type { Language } from '../../shared/i18n/language';
import { composeMail, type MailContent, type MailMessage, type MailRecipient } from './message';

const TEXTS: Record<Language, (link: string) => MailContent> = {
  en: (link) => ({
    subject: 'Confirm your email for TeamTree',
    intro: ['Please confirm that this is your email address, so your TeamTree account is fully yours.'],
    action: { label: 'Confirm my email', link },
    outro: ['The link works once and for 24 hours.', 'If you did not sign up for TeamTree, you can ignore this mail.'],
  }),
  de: (link) => ({
    subject: 'Bestätige Deine E-Mail-Adresse für TeamTree',
    intro: ['Bitte bestätige, dass dies Deine E-Mail-Adresse ist. Dann gehört Dein TeamTree-Konto ganz Dir.'],
    action: { label: 'E-Mail-Adresse bestätigen', link },
    outro: ['Der Link gilt einmal und 24 Stunden lang.', 'Wenn Du Dich nicht bei TeamTree registriert hast, kannst Du diese Mail ignorieren.'],
  }),
};

/** The mail with the link that confirms an account's email address (valid 24 hours). */
export function verifyEmailMail(to: MailRecipient, link: string): MailMessage {
  return composeMail(to, TEXTS[to.language](link));
}
