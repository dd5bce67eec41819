import Router from '@koa/router';
import { loginSecondStepRequest, twoFactorDisableRequest, twoFactorEnableRequest, twoFactorSetupRequest } from '../../shared/schemas/two-factor';
import type { AppContext } from '../app-context';
import { currentSessionId, currentUser, requireUser } from '../auth/authenticate';
import { identityProofOf } from '../auth/confirm-identity';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor } from '../auth/two-factor';
import { completeSecondStep } from '../auth/two-step-sign-in';
import { validate } from '../http/validate';

/**
 * Two-step sign-in (TOTP, API.md additions of 2026-11-27; docs/privacy.md). Setting it up,
 * turning it on and turning it off each ask the account's password again (a Google-only
 * account: a sign-in within the last 10 minutes; API.md additions of 2026-12-07).
 */
export function twoFactorRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/auth' });
  const auth = requireUser(app);

  router.post('/2fa/setup', auth, async (ctx) => {
    const { password } = validate(twoFactorSetupRequest, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await setUpTwoFactor(app, currentUser(ctx), await identityProofOf(app, ctx, password));
  });

  router.post('/2fa/enable', auth, async (ctx) => {
    const { code, password } = validate(twoFactorEnableRequest, ctx.request.body);
    const proof = await identityProofOf(app, ctx, password);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { recoveryCodes: await enableTwoFactor(app, currentUser(ctx), { ...proof, code, sessionId: currentSessionId(ctx) }) };
  });

  router.post('/2fa/disable', auth, async (ctx) => {
    const { code, password } = validate(twoFactorDisableRequest, ctx.request.body);
    await disableTwoFactor(app, currentUser(ctx), { ...(await identityProofOf(app, ctx, password)), code });
    ctx.body = { ok: true };
  });

  router.post('/login/2fa', async (ctx) => {
    const input = validate(loginSecondStepRequest, ctx.request.body);
    ctx.body = await completeSecondStep(app, ctx, input);
  });

  return router;
}
