import Router from '@koa/router';
import { ADMIN_AREA_DENIED, ADMIN_CHANGE_DENIED, canChangeUsers, canListUsers } from '../../shared/domain/policies';
import { adminUpdateUserRequest, adminUsersQuery } from '../../shared/schemas/admin';
import type { AppContext } from '../app-context';
import { changeUser, searchUsers } from '../admin/users';
import { currentUser, requireUser } from '../auth/authenticate';
import { forbidden } from '../http/errors';
import { validate } from '../http/validate';
import { presentAdminUser } from '../presenters/admin-user';

/** Operators: list users (ADMIN, MODERATOR), change plans and roles (ADMIN). */
export function adminRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/admin' });
  const auth = requireUser(app);

  router.get('/users', auth, async (ctx) => {
    if (!canListUsers(currentUser(ctx).role)) throw forbidden(ADMIN_AREA_DENIED);
    const { query, page } = validate(adminUsersQuery, ctx.query);
    const found = await searchUsers(app.db, query, page);
    ctx.body = { users: found.users.map(presentAdminUser), page, hasMore: found.hasMore };
  });

  router.put('/users', auth, async (ctx) => {
    const actor = currentUser(ctx);
    if (!canChangeUsers(actor.role)) throw forbidden(ADMIN_CHANGE_DENIED);
    const input = validate(adminUpdateUserRequest, ctx.request.body);
    await changeUser(app.db, actor, input);
    ctx.body = { ok: true };
  });

  return router;
}
