import Router from '@koa/router';
import type Koa from 'koa';
import { profileDenial } from '../../shared/domain/policies';
import { IMPORT_BODY_MAX_BYTES, importContextQuery } from '../../shared/schemas/import';
import type { AppContext } from '../app-context';
import { currentUser, requireUser } from '../auth/authenticate';
import { forbidden } from '../http/errors';
import { readJsonBody } from '../http/json-body';
import { validate } from '../http/validate';
import { idempotentWrites } from '../idempotency/idempotent-writes';
import { emitImported } from '../imports/import-events';
import { IMPORT_BODY_TIME_FACTOR, importLimits } from '../imports/import-limits';
import { validateImportRequest } from '../imports/import-request';
import { writeImport } from '../imports/write-import';
import { profilesWithExternalIds } from '../profiles/store/external-id-reads';
import { requireMembership } from '../trees/membership-access';

/** `GET` and `POST /api/teamtree/import` (docs/import-export.md): owners, moderators and editors. */
export function importRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/teamtree' });
  const auth = requireUser(app);

  router.get('/import', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { teamtreeId } = validate(importContextQuery, ctx.query);
    const { membership } = await requireMembership(app.db, teamtreeId, user.id);
    const denial = profileDenial(membership.permission, 'add', false);
    if (denial) throw forbidden(denial);
    const profiles = await profilesWithExternalIds(app.db, teamtreeId);
    ctx.body = { externalIds: profiles.map(({ profileId, externalId }) => ({ profileId, externalId })) };
  });

  // The body (up to 32 MiB) is read only once the caller is signed in and has an import's place.
  const bodyLimits = { maxBytes: IMPORT_BODY_MAX_BYTES, timeoutMs: IMPORT_BODY_TIME_FACTOR * app.settings.bodyTimeoutMs };
  const readBody: Koa.Middleware = async (ctx, next) => {
    ctx.request.body = await readJsonBody(ctx, bodyLimits);
    await next();
  };
  // Idempotency-Key once the body is read (the other routers get it with their `auth`).
  router.post('/import', auth, importLimits(app), readBody, idempotentWrites(app), async (ctx) => {
    const user = currentUser(ctx);
    const input = await validateImportRequest(ctx.request.body);
    const { membership } = await requireMembership(app.db, input.teamtreeId, user.id);
    const denial = profileDenial(membership.permission, 'add', input.parentId === null);
    if (denial) throw forbidden(denial);
    const result = await writeImport(app.db, app.databaseKind, { ...input, actorId: user.id, permission: membership.permission });
    ctx.body = result;
    await emitImported(app, input.teamtreeId, result);
  });

  return router;
}
