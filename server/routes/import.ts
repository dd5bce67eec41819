import Router from '@koa/router';
import type Koa from 'koa';
import { profileDenial } from '../../shared/domain/policies';
import type { Permission } from '../../shared/domain/constants';
import { IMPORT_BODY_MAX_BYTES, importContextQuery } from '../../shared/schemas/import';
import type { AppContext } from '../app-context';
import { currentUser, requireUser } from '../auth/authenticate';
import { forbidden } from '../http/errors';
import { readJsonBody } from '../http/json-body';
import { validate } from '../http/validate';
import { idempotencyKeyFormat, idempotentWrites } from '../idempotency/idempotent-writes';
import { emitImported } from '../imports/import-events';
import { IMPORT_BODY_TIME_FACTOR, importPerUser, importsPerInstance } from '../imports/import-limits';
import { readImportEnvelope, validateImportRows, type ImportEnvelope } from '../imports/import-request';
import { writeImport } from '../imports/write-import';
import { profilesWithExternalIds } from '../profiles/store/external-id-reads';
import { requireMembership } from '../trees/membership-access';

interface ImportAccess {
  request: ImportEnvelope;
  permission: Permission;
}

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

  // The body (up to 32 MiB) is read only once the caller is signed in and has the user's import place.
  const bodyLimits = { maxBytes: IMPORT_BODY_MAX_BYTES, timeoutMs: IMPORT_BODY_TIME_FACTOR * app.settings.bodyTimeoutMs };
  const readBody: Koa.Middleware = async (ctx, next) => {
    ctx.request.body = await readJsonBody(ctx, bodyLimits);
    await next();
  };
  // The caller's membership and permission, before any row is read.
  const checkAccess: Koa.Middleware = async (ctx, next) => {
    const request = readImportEnvelope(ctx.request.body);
    const { membership } = await requireMembership(app.db, request.teamtreeId, currentUser(ctx).id);
    const denial = profileDenial(membership.permission, 'add', request.parentId === null);
    if (denial) throw forbidden(denial);
    ctx.state.importAccess = { request, permission: membership.permission } satisfies ImportAccess;
    await next();
  };
  // Idempotency-Key once the body is read (the other routers get it with their `auth`).
  router.post('/import', auth, idempotencyKeyFormat(), importPerUser(app), readBody, checkAccess, importsPerInstance(), idempotentWrites(app), async (ctx) => {
    const { request, permission } = ctx.state.importAccess as ImportAccess;
    const rows = await validateImportRows(request.rows);
    const result = await writeImport(app.db, app.databaseKind, { ...request, rows, actorId: currentUser(ctx).id, permission });
    ctx.body = result;
    await emitImported(app, request.teamtreeId, result);
  });

  return router;
}
