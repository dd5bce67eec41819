import { composeMail, type MailMessage } from './message';

/** The mail with the link that sets a new password (valid 1 hour, once). */
export function resetPasswordMail(to: string, link: string): MailMessage {
  return composeMail({
    to,
    subject: 'Reset your TeamTree password',
    intro: ['Someone asked to reset the password of your TeamTree account. If that was you, choose a new one here:'],
    action: { label: 'Choose a new password', link },
    outro: [
      'The link works once and for 1 hour. Setting a new password signs you out everywhere else.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
  });
}
