import Router from '@koa/router';
import { nowOf, type AppContext } from '../app-context';
import { deleteAccountRequest, SIGN_IN_AGAIN_TO_DELETE } from '../../shared/schemas/account-deletion';
import { exportAccount } from '../account/account-export';
import { deleteAccountData } from '../account/delete-account';
import { announceAccountDeletion } from '../account/deletion-notices';
import { currentSessionId, currentUser, requireUser } from '../auth/authenticate';
import { confirmIdentity, sessionSignedInAt } from '../auth/confirm-identity';
import { endBrowserSession } from '../auth/session-issuer';
import { validate } from '../http/validate';

/** The file name of an export: `teamtree-export-<YYYY-MM-DD>.json` (the server's UTC date). */
export function exportFileName(now: Date): string {
  return `teamtree-export-${now.toISOString().slice(0, 10)}.json`;
}

/** Your account and your data (API.md additions of 2026-11-27; docs/privacy.md). */
export function accountRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/auth' });
  const auth = requireUser(app);

  router.get('/export', auth, async (ctx) => {
    const now = nowOf(app);
    const document = await exportAccount(app.db, currentUser(ctx), currentSessionId(ctx), now);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(document, null, 2);
  });

  router.delete('/account', auth, async (ctx) => {
    const input = validate(deleteAccountRequest, ctx.request.body);
    const user = currentUser(ctx);
    const signedInAt = await sessionSignedInAt(app.db, currentSessionId(ctx));
    await confirmIdentity(app, user, { password: input.password, address: ctx.ip, signedInAt }, SIGN_IN_AGAIN_TO_DELETE);
    const deletion = await deleteAccountData(app.db, user.id, input.transfers ?? []);
    endBrowserSession(app, ctx);
    ctx.body = { ok: true };
    await announceAccountDeletion(app, user.id, deletion);
  });

  return router;
}
