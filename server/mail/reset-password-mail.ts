import type { Language } from '../../shared/i18n/language';
import { composeMail, type MailContent, type MailMessage, type MailRecipient } from './message';

const TEXTS: Record<Language, (link: string) => MailContent> = {
  en: (link) => ({
    subject: 'Reset your TeamTree password',
    intro: ['Someone asked to reset the password of your TeamTree account. If that was you, choose a new one here:'],
    action: { label: 'Choose a new password', link },
    outro: [
      'The link works once and for 1 hour. Setting a new password signs you out everywhere else.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
  }),
  de: (link) => ({
    subject: 'Neues Passwort für Dein TeamTree-Konto',
    intro: ['Jemand möchte das Passwort Deines TeamTree-Kontos zurücksetzen. Wenn Du das warst, wähle hier ein neues:'],
    action: { label: 'Neues Passwort wählen', link },
    outro: [
      'Der Link gilt einmal und 1 Stunde lang. Mit dem neuen Passwort wirst Du überall sonst abgemeldet.',
      'Wenn Du das nicht warst, ignoriere diese Mail: Dein Passwort bleibt, wie es ist.',
    ],
  }),
};

/** The mail with the link that sets a new password (valid 1 hour, once). */
export function resetPasswordMail(to: MailRecipient, link: string): MailMessage {
  return composeMail(to, TEXTS[to.language](link));
}
