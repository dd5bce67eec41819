import { composeMail, type MailMessage } from './message';

/** The mail with the link that confirms an account's email address (valid 24 hours). */
export function verifyEmailMail(to: string, link: string): MailMessage {
  return composeMail({
    to,
    subject: 'Confirm your email for TeamTree',
    intro: ['Please confirm that this is your email address, so your TeamTree account is fully yours.'],
    action: { label: 'Confirm my email', link },
    outro: ['The link works once and for 24 hours.', "If you did not sign up for TeamTree, you can ignore this mail."],
  });
}
