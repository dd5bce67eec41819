import Router from '@koa/router';
import { SIGN_IN_TO_VERIFY, verifyEmailRequest } from '../../shared/schemas/account-links';
import type { AppContext } from '../app-context';
import { currentUser, requireUser, signedInUserId } from '../auth/authenticate';
import { sendVerificationMail, verifyEmail } from '../auth/email-verification';
import { MAIL_LIMITS } from '../auth/mail-limits';
import { enforceRateLimit } from '../auth/rate-limit';
import { unauthorized } from '../http/errors';
import { validate } from '../http/validate';

const TOO_MANY_MAILS = 'We sent you several mails in the last hour. Please check your inbox (and spam folder) or try again later.';

/** The verification link of the account's email: resend it, follow it. */
export function emailVerificationRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/auth/verify-email' });

  router.post('/send', requireUser(app), async (ctx) => {
    const user = currentUser(ctx);
    await enforceRateLimit(app.db, MAIL_LIMITS.verificationMail, user.id, TOO_MANY_MAILS);
    // Nothing left to confirm: the answer is the same, but no mail goes out.
    if (!user.emailVerified) await sendVerificationMail(app, user);
    ctx.body = { ok: true };
  });

  // Bearer token or refresh cookie (its path `/api/auth` covers this route): the page may post
  // before its session restore has an access token.
  router.post('/', async (ctx) => {
    const input = validate(verifyEmailRequest, ctx.request.body);
    const callerId = await signedInUserId(app, ctx);
    if (!callerId) throw unauthorized(SIGN_IN_TO_VERIFY);
    await verifyEmail(app, input.token, callerId);
    ctx.body = { ok: true };
  });

  return router;
}
