import Router from '@koa/router';
import { profileDenial } from '../../shared/domain/policies';
import { createProfileRequest, deleteProfileQuery, updateProfileRequest } from '../../shared/schemas/profile';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { requireUserIdempotent } from '../idempotency/idempotent-writes';
import { forbidden } from '../http/errors';
import { validate } from '../http/validate';
import { createProfile } from '../profiles/create-profile';
import { deleteSubtree } from '../profiles/delete-subtree';
import { makePlaceholder } from '../profiles/make-placeholder';
import { emitProfileChange, emitProfilesDeleted } from '../profiles/profile-events';
import { findProfileOr404 } from '../profiles/store/profile-reads';
import { updateProfile } from '../profiles/update-profile';
import { requireMembership } from '../trees/membership-access';

function authorize(denial: string | null): void {
  if (denial) throw forbidden(denial);
}

/** `POST`, `PUT` and `DELETE /api/teamtree/profile` (API.md "Profiles"). */
export function profileRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/teamtree' });
  const auth = requireUserIdempotent(app);

  router.post('/profile', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(createProfileRequest, ctx.request.body);
    const { membership } = await requireMembership(app.db, input.teamtreeId, user.id);
    authorize(profileDenial(membership.permission, 'add', input.parentId === null));
    const profile = await createProfile(app.db, { ...input, actorId: user.id });
    ctx.status = 201;
    ctx.body = { profile };
    await emitProfileChange(app, UPDATE_TYPES.profileAdd, profile);
  });

  router.put('/profile', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(updateProfileRequest, ctx.request.body);
    const target = await findProfileOr404(app.db, input.id);
    const { membership } = await requireMembership(app.db, target.teamtreeId, user.id);
    authorize(profileDenial(membership.permission, 'edit', target.parentId === null));
    const profile = await updateProfile(app.db, target.teamtreeId, input, user.id);
    ctx.body = { profile };
    await emitProfileChange(app, UPDATE_TYPES.profileUpdate, profile);
  });

  router.delete('/profile', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(deleteProfileQuery, ctx.query);
    const target = await findProfileOr404(app.db, input.id);
    const { membership } = await requireMembership(app.db, target.teamtreeId, user.id);
    authorize(profileDenial(membership.permission, 'delete', target.parentId === null));
    if (input.mode === 'placeholder') {
      const profile = await makePlaceholder(app.db, target.teamtreeId, target.id, user.id);
      ctx.body = { ok: true };
      await emitProfileChange(app, UPDATE_TYPES.profileUpdate, profile);
      return;
    }
    const ids = await deleteSubtree(app.db, target.teamtreeId, target.id, user.id);
    ctx.body = { ok: true };
    await emitProfilesDeleted(app, target.teamtreeId, target.id, ids);
  });

  return router;
}
