import Router from '@koa/router';
import { changePasswordRequest, forgotPasswordRequest, resetPasswordRequest } from '../../shared/schemas/account-links';
import type { AppContext } from '../app-context';
import { currentSessionId, currentUser, requireUser } from '../auth/authenticate';
import { MAIL_LIMITS } from '../auth/mail-limits';
import { changePassword } from '../auth/password-change';
import { requestPasswordReset, resetPassword } from '../auth/password-reset';
import { enforceRateLimit } from '../auth/rate-limit';
import { validate } from '../http/validate';

const TOO_MANY_REQUESTS = 'Too many password reset requests. Please check your inbox (and spam folder) or try again in an hour.';

/** 'Forgot password?', the reset link, and 'Change password' of a signed-in user. */
export function passwordRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/auth/password' });

  router.post('/forgot', async (ctx) => {
    await enforceRateLimit(app.db, MAIL_LIMITS.forgotPerAddress, ctx.ip, TOO_MANY_REQUESTS);
    const input = validate(forgotPasswordRequest, ctx.request.body);
    const emailKey = input.email.toLowerCase();
    await enforceRateLimit(app.db, MAIL_LIMITS.resetMailPerEmail, emailKey, TOO_MANY_REQUESTS);
    await requestPasswordReset(app, emailKey);
    ctx.body = { ok: true };
  });

  router.post('/reset', async (ctx) => {
    const input = validate(resetPasswordRequest, ctx.request.body);
    await resetPassword(app, input.token, input.password);
    ctx.body = { ok: true };
  });

  router.post('/change', requireUser(app), async (ctx) => {
    const input = validate(changePasswordRequest, ctx.request.body);
    await changePassword(app, currentUser(ctx), { sessionId: currentSessionId(ctx), address: ctx.ip, ...input });
    ctx.body = { ok: true };
  });

  return router;
}
