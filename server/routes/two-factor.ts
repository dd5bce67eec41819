import Router from '@koa/router';
import { loginSecondStepRequest, twoFactorDisableRequest, twoFactorEnableRequest } from '../../shared/schemas/two-factor';
import type { AppContext } from '../app-context';
import { currentSessionId, currentUser, requireUser } from '../auth/authenticate';
import { sessionSignedInAt } from '../auth/confirm-identity';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor } from '../auth/two-factor';
import { completeSecondStep } from '../auth/two-step-sign-in';
import { validate } from '../http/validate';

/** Two-step sign-in (TOTP, API.md additions of 2026-11-27; docs/privacy.md). */
export function twoFactorRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/auth' });
  const auth = requireUser(app);

  router.post('/2fa/setup', auth, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await setUpTwoFactor(app, currentUser(ctx));
  });

  router.post('/2fa/enable', auth, async (ctx) => {
    const { code } = validate(twoFactorEnableRequest, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { recoveryCodes: await enableTwoFactor(app, currentUser(ctx), code) };
  });

  router.post('/2fa/disable', auth, async (ctx) => {
    const input = validate(twoFactorDisableRequest, ctx.request.body);
    const signedInAt = await sessionSignedInAt(app.db, currentSessionId(ctx));
    await disableTwoFactor(app, currentUser(ctx), { ...input, address: ctx.ip, signedInAt });
    ctx.body = { ok: true };
  });

  router.post('/login/2fa', async (ctx) => {
    const input = validate(loginSecondStepRequest, ctx.request.body);
    ctx.body = await completeSecondStep(app, ctx, input);
  });

  return router;
}
