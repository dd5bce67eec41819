import type { AppContext } from '../app-context';
import { badRequest } from '../http/errors';
import { pageLink } from '../mail/page-link';
import { resetPasswordMail } from '../mail/reset-password-mail';
import { User } from '../models/user';
import { LINK_REFUSED } from '../../shared/schemas/account-links';
import { accountTokens } from './account-tokens';
import { applyAdminEmails, findUserByEmail } from './accounts';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './session-revocation';
import { forgetTwoFactor } from './two-factor';

/**
 * 'Forgot password?': mails a reset link (1 hour, single use) when an account has this email.
 * Says nothing either way; a Google-only account gets the link too and sets its first password.
 */
export async function requestPasswordReset(app: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const token = await accountTokens.issue(app.db, user.id, 'reset');
  app.mailer.send(resetPasswordMail(user, pageLink(app, 'auth/reset-password', token)));
}

/**
 * Follows a reset link: sets the password, marks the email verified (the mail reached its
 * owner), applies ADMIN_EMAILS and ends every session of the user, sockets included. An account
 * whose email was not verified before also loses its two-step sign-in; a verified one keeps it
 * (the second step guards against a mailbox in the wrong hands).
 */
export async function resetPassword(app: AppContext, token: string, password: string): Promise<void> {
  // Look first, so a wrong token costs no password hash; use it up in the transaction below.
  if (!(await accountTokens.peek(app.db, token, 'reset'))) throw badRequest(LINK_REFUSED, undefined, 'link-invalid');
  const passwordHash = await hashPassword(password);
  const userId = await app.db.transaction(async (trx) => {
    const owner = await accountTokens.consume(trx, token, 'reset');
    const before = owner ? await User.query(trx).findById(owner).forUpdate() : undefined;
    const user = before ? await User.query(trx).patchAndFetchById(before.id, { passwordHash, emailVerified: true, updatedAt: new Date() }) : undefined;
    if (!before || !user) throw badRequest(LINK_REFUSED, undefined, 'link-invalid');
    // The mailbox's owner takes over an account nobody had verified: a second step set up by whoever registered it goes.
    if (!before.emailVerified) await forgetTwoFactor(trx, user.id);
    await applyAdminEmails(trx, user, app.settings.adminEmails);
    return user.id;
  });
  await revokeUserSessions(app, userId);
}
