import { composeMail, type MailMessage } from './message';

/**
 * The mail to an account's address when its two-step sign-in is turned on or off: whoever did
 * it from a session the owner left open cannot do it unseen. Like every mail it carries nothing
 * a user typed; the link opens the account page (sessions, two-step sign-in).
 */
export function twoStepChangedMail(to: string, change: 'on' | 'off', accountLink: string): MailMessage {
  const on = change === 'on';
  return composeMail({
    to,
    subject: on ? 'Two-step sign-in is now on for your TeamTree account' : 'Two-step sign-in is now off for your TeamTree account',
    intro: on
      ? [
          'Two-step sign-in was just turned on for your TeamTree account: signing in now asks for a code from an authenticator app as well as the password.',
          'Every other session of the account was signed out.',
        ]
      : ['Two-step sign-in was just turned off for your TeamTree account: signing in asks only for the password again.'],
    action: { label: 'Open your account', link: accountLink },
    outro: [
      on
        ? 'If you did not do this, someone else knows your password: sign in, change it at once and check the sessions on your account page.'
        : 'If you did not do this, someone else knows your password: change it at once and turn two-step sign-in on again.',
    ],
  });
}
