import type { AppContext } from '../app-context';
import { badRequest, forbidden } from '../http/errors';
import { pageLink } from '../mail/page-link';
import { verifyEmailMail } from '../mail/verify-email-mail';
import { User } from '../models/user';
import { FOREIGN_VERIFY_LINK, LINK_REFUSED } from '../../shared/schemas/account-links';
import { accountTokens } from './account-tokens';
import { applyAdminEmails } from './accounts';

type Mailing = Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>;

/** Mails a new verification link (24 hours, single use) to the account's email. */
export async function sendVerificationMail(app: Mailing, user: User): Promise<void> {
  const token = await accountTokens.issue(app.db, user.id, 'verify');
  app.mailer.send(verifyEmailMail(user, pageLink(app, 'auth/verify-email', token)));
}

/**
 * Follows a verification link for the signed-in user `callerId`: marks the email verified (and
 * applies ADMIN_EMAILS, which needs a verified email). Only the account the link was mailed to
 * may use it, so a password set by someone who never got the mail is never confirmed by the
 * mailbox's owner: a token of another account is 403 and stays usable. A token that is
 * unknown, used or expired is 400.
 */
export async function verifyEmail(app: Pick<AppContext, 'db' | 'settings'>, token: string, callerId: string): Promise<User> {
  return app.db.transaction(async (trx) => {
    const ownerId = await accountTokens.peek(trx, token, 'verify');
    if (ownerId && ownerId !== callerId) throw forbidden(FOREIGN_VERIFY_LINK, 'link-foreign');
    const userId = ownerId ? await accountTokens.consume(trx, token, 'verify') : null;
    const user = userId ? await User.query(trx).patchAndFetchById(userId, { emailVerified: true, updatedAt: new Date() }) : undefined;
    if (!user) throw badRequest(LINK_REFUSED, undefined, 'link-invalid');
    return applyAdminEmails(trx, user, app.settings.adminEmails);
  });
}
