import type { Language } from '../../shared/i18n/language';
import { composeMail, type MailContent, type MailMessage, type MailRecipient } from './message';

type Change = 'on' | 'off';

const TEXTS: Record<Language, Record<Change, Omit<MailContent, 'action'> & { label: string }>> = {
  en: {
    on: {
      subject: 'Two-step sign-in is now on for your TeamTree account',
      intro: [
        'Two-step sign-in was just turned on for your TeamTree account: signing in now asks for a code from an authenticator app as well as the password.',
        'Every other session of the account was signed out.',
      ],
      label: 'Open your account',
      outro: ['If you did not do this, someone else knows your password: sign in, change it at once and check the sessions on your account page.'],
    },
    off: {
      subject: 'Two-step sign-in is now off for your TeamTree account',
      intro: ['Two-step sign-in was just turned off for your TeamTree account: signing in asks only for the password again.'],
      label: 'Open your account',
      outro: ['If you did not do this, someone else knows your password: change it at once and turn two-step sign-in on again.'],
    },
  },
  de: {
    on: {
      subject: 'Zwei-Schritt-Anmeldung für Dein TeamTree-Konto ist jetzt an',
      intro: [
        'Für Dein TeamTree-Konto wurde gerade die Zwei-Schritt-Anmeldung eingeschaltet: Beim Anmelden brauchst Du jetzt neben dem Passwort auch einen Code aus einer Authenticator-App.',
        'Alle anderen Sitzungen des Kontos wurden abgemeldet.',
      ],
      label: 'Mein Konto öffnen',
      outro: ['Wenn Du das nicht warst, kennt jemand anderes Dein Passwort: Melde Dich an, ändere es sofort und prüfe die Sitzungen auf Deiner Kontoseite.'],
    },
    off: {
      subject: 'Zwei-Schritt-Anmeldung für Dein TeamTree-Konto ist jetzt aus',
      intro: ['Für Dein TeamTree-Konto wurde gerade die Zwei-Schritt-Anmeldung ausgeschaltet: Beim Anmelden brauchst Du wieder nur Dein Passwort.'],
      label: 'Mein Konto öffnen',
      outro: ['Wenn Du das nicht warst, kennt jemand anderes Dein Passwort: Ändere es sofort und schalte die Zwei-Schritt-Anmeldung wieder ein.'],
    },
  },
};

/**
 * The mail to an account's address when its two-step sign-in is turned on or off: whoever did
 * it from a session the owner left open cannot do it unseen. Like every mail it carries nothing
 * a user typed; the link opens the account page (sessions, two-step sign-in).
 */
export function twoStepChangedMail(to: MailRecipient, change: Change, accountLink: string): MailMessage {
  const { label, ...texts } = TEXTS[to.language][change];
  return composeMail(to, { ...texts, action: { label, link: accountLink } });
}
