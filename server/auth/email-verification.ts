import type { AppContext } from '../app-context';
import { badRequest } from '../http/errors';
import { pageLink } from '../mail/page-link';
import { verifyEmailMail } from '../mail/verify-email-mail';
import { User } from '../models/user';
import { LINK_REFUSED } from '../../shared/schemas/account-links';
import { accountTokens } from './account-tokens';
import { applyAdminEmails } from './accounts';

type Mailing = Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>;

/** Mails a new verification link (24 hours, single use) to the account's email. */
export async function sendVerificationMail(app: Mailing, user: User): Promise<void> {
  const token = await accountTokens.issue(app.db, user.id, 'verify');
  app.mailer.send(verifyEmailMail(user.email, pageLink(app, 'auth/verify-email', token)));
}

/**
 * Follows a verification link: marks the email verified (and applies ADMIN_EMAILS, which
 * needs a verified email). A token that is unknown, used or expired is 400.
 */
export async function verifyEmail(app: Pick<AppContext, 'db' | 'settings'>, token: string): Promise<User> {
  return app.db.transaction(async (trx) => {
    const userId = await accountTokens.consume(trx, token, 'verify');
    const user = userId ? await User.query(trx).patchAndFetchById(userId, { emailVerified: true, updatedAt: new Date() }) : undefined;
    if (!user) throw badRequest(LINK_REFUSED);
    return applyAdminEmails(trx, user, app.settings.adminEmails);
  });
}
