import Router from '@koa/router';
import {
  completeProfileRequest,
  languageRequest,
  loginRequest,
  logoutRequest,
  refreshRequest,
  registerRequest,
} from '../../shared/schemas/auth';
import type { AppContext } from '../app-context';
import { applyAdminEmails, completeProfile, createAccount, findUserByEmail, setLanguage } from '../auth/accounts';
import { currentSessionId, currentUser, requireUser } from '../auth/authenticate';
import { sendVerificationMail } from '../auth/email-verification';
import { checkPassword } from '../auth/passwords';
import { enforceRateLimit, RATE_RULES } from '../auth/rate-limit';
import { readRefreshCookie } from '../auth/refresh-cookie';
import { refreshCredentials } from '../auth/refresh-credentials';
import { isOwnOrigin } from '../auth/request-origin';
import { clientKindOf, deliverCredential, endBrowserSession, startSession } from '../auth/session-issuer';
import { limitedSignIn } from '../auth/sign-in-limits';
import { twoFactorState } from '../auth/two-factor';
import { finishSignIn } from '../auth/two-step-sign-in';
import { forbidden, unauthorized } from '../http/errors';
import { validate } from '../http/validate';
import { presentMe } from '../presenters/me';
import { afterCommit } from '../realtime/after-commit';

const INVALID_CREDENTIALS = 'Invalid email or password';
const REGISTER_LIMITED = 'Too many registrations from this address. Please try again later.';
const REFRESH_REFUSED = 'Your session has expired. Please sign in again.';
const FOREIGN_ORIGIN = 'Sessions can only be refreshed from TeamTree itself.';
const INCOMPLETE_PROFILE_ROUTE = '/auth/signup/extra';

export function authRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/auth' });
  const auth = requireUser(app);

  router.post('/register', async (ctx) => {
    await enforceRateLimit(app.db, RATE_RULES.registration, ctx.ip, REGISTER_LIMITED);
    const input = validate(registerRequest, ctx.request.body);
    const user = await createAccount(app.db, input, app.settings.adminEmails);
    await sendVerificationMail(app, user);
    ctx.status = 201;
    ctx.body = await startSession(app, ctx, user.id, input.stay);
  });

  router.post('/login', async (ctx) => {
    const input = validate(loginRequest, ctx.request.body);
    const emailKey = input.email.toLowerCase();
    const found = await limitedSignIn(app.db, { email: emailKey, address: ctx.ip }, async () => {
      const candidate = await findUserByEmail(app.db, emailKey);
      return (await checkPassword(candidate?.passwordHash, input.password)) ? (candidate ?? null) : null;
    });
    if (!found) throw unauthorized(INVALID_CREDENTIALS, 'invalid-credentials');
    const user = await applyAdminEmails(app.db, found, app.settings.adminEmails);
    // An account with two-step sign-in gets {mfaRequired, mfaToken} and no credential yet.
    const next = user.profileComplete ? null : INCOMPLETE_PROFILE_ROUTE;
    ctx.body = await finishSignIn(app, ctx, { userId: user.id, stay: input.stay, client: clientKindOf(ctx), next });
  });

  router.post('/refresh', async (ctx) => {
    const input = validate(refreshRequest, ctx.request.body);
    const client = clientKindOf(ctx);
    // The cookie goes with any request to this path: only our own pages may spend it.
    if (client === 'browser' && !isOwnOrigin(app, ctx)) throw forbidden(FOREIGN_ORIGIN, 'origin-refused');
    const presented = client === 'desktop' ? input.refresh : readRefreshCookie(ctx);
    const rotated = presented ? await refreshCredentials.rotate(app.db, presented) : null;
    if (!rotated?.ok) {
      // A reused credential revoked its family: that session's sockets go too.
      const revoked = rotated?.revoked;
      if (revoked) await afterCommit(app.log, 'session disconnects', () => app.hub.disconnectSessions([revoked.familyId]));
      if (client === 'browser') endBrowserSession(app, ctx);
      throw unauthorized(REFRESH_REFUSED, 'session-expired');
    }
    const access = await app.tokens.issue(rotated.session.userId, rotated.session.familyId);
    ctx.body = deliverCredential(app, ctx, { access }, rotated.credential, rotated.session.stay, client);
  });

  router.get('/me', auth, async (ctx) => {
    const user = currentUser(ctx);
    ctx.body = presentMe(user, await twoFactorState(app.db, user.id));
  });

  router.put('/language', auth, async (ctx) => {
    const input = validate(languageRequest, ctx.request.body);
    await setLanguage(app.db, currentUser(ctx), input.language);
    ctx.body = { ok: true };
  });

  router.post('/logout', auth, async (ctx) => {
    const input = validate(logoutRequest, ctx.request.body);
    const user = currentUser(ctx);
    // The calling token's own session ends whether or not its credential came along.
    await refreshCredentials.revokeFamily(app.db, currentSessionId(ctx));
    const presented = clientKindOf(ctx) === 'desktop' ? input.refresh : (readRefreshCookie(ctx) ?? input.refresh);
    if (presented) await refreshCredentials.revokeFamilyOf(app.db, presented, user.id);
    endBrowserSession(app, ctx);
    await afterCommit(app.log, 'logout disconnects', () => app.hub.disconnectUser(user.id));
    ctx.body = { ok: true };
  });

  router.post('/complete-profile', auth, async (ctx) => {
    const input = validate(completeProfileRequest, ctx.request.body);
    const user = currentUser(ctx);
    await completeProfile(app.db, user, input);
    // The Google path asks "Keep me logged in" only here: a yes makes the browser's family persistent.
    const presented = readRefreshCookie(ctx);
    if (presented && input.stay) await refreshCredentials.makePersistent(app.db, presented, user.id);
    ctx.body = { ok: true };
  });

  return router;
}
