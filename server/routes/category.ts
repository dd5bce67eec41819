import Router from '@koa/router';
import { canOrderCategories, CATEGORY_ORDER_DENIED } from '../../shared/domain/category-order';
import { profileDenial } from '../../shared/domain/policies';
import { categoryOrderRequest } from '../../shared/schemas/category-order';
import { categorySuggestionsQuery, setCategoryQuery, setCategoryRequest } from '../../shared/schemas/profile';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { requireUserIdempotent } from '../idempotency/idempotent-writes';
import { forbidden } from '../http/errors';
import { validate } from '../http/validate';
import { categorySuggestions } from '../profiles/store/category-suggestions';
import { emitProfileChange } from '../profiles/profile-events';
import { findProfileOr404 } from '../profiles/store/profile-reads';
import { setProfileCategory } from '../profiles/set-profile-category';
import { setCategoryOrder } from '../profiles/store/gateway';
import { emitTreeRenamed } from '../trees/member-events';
import { findMembership, NOT_A_MEMBER, requireMembership } from '../trees/membership-access';

/**
 * `GET /api/teamtree/category` (suggestions), `POST /api/teamtree/category?profileId=` and
 * `PUT /api/teamtree/category/order` (a category's values in an order, docs/profiles.md).
 */
export function categoryRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/teamtree' });
  const auth = requireUserIdempotent(app);

  router.get('/category', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(categorySuggestionsQuery, ctx.query);
    // A tree the caller is not in (or that does not exist) gives 403 alike.
    if (input.teamtreeId && !(await findMembership(app.db, input.teamtreeId, user.id))) throw forbidden(NOT_A_MEMBER);
    const suggestions = await categorySuggestions(app.db, { userId: user.id, ...input });
    ctx.body = { suggestions };
  });

  router.post('/category', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { profileId } = validate(setCategoryQuery, ctx.query);
    const input = validate(setCategoryRequest, ctx.request.body);
    const target = await findProfileOr404(app.db, profileId);
    const { membership } = await requireMembership(app.db, target.teamtreeId, user.id);
    const denial = profileDenial(membership.permission, 'edit', target.parentId === null);
    if (denial) throw forbidden(denial);
    const profile = await setProfileCategory(app.db, { teamtreeId: target.teamtreeId, profileId, ...input, actorId: user.id });
    ctx.body = { profile };
    await emitProfileChange(app, UPDATE_TYPES.profileUpdate, profile);
  });

  router.put('/category/order', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(categoryOrderRequest, ctx.request.body);
    const { tree, membership } = await requireMembership(app.db, input.teamtreeId, user.id);
    if (!canOrderCategories(membership.permission)) throw forbidden(CATEGORY_ORDER_DENIED);
    const category = await setCategoryOrder(app.db, { teamtreeId: tree.id, name: input.categoryName, order: input.order, actorId: user.id });
    ctx.body = { category };
    // Members hold the categories with the tree (as its settings): the tree's own event tells them to read it again.
    await emitTreeRenamed(app, tree);
  });

  return router;
}
