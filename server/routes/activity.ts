import Router from '@koa/router';
import { seesActivities } from '../../shared/domain/read-privacy';
import {
  ACTIVITY_CREATE_DENIED,
  ACTIVITY_DENIED,
  ACTIVITY_IN_FUTURE,
  activityListQuery,
  createActivityRequest,
  deleteActivityQuery,
  updateActivityRequest,
} from '../../shared/schemas/activity';
import { activityChanges } from '../../shared/domain/follow-up-changes';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { mayChangeActivity, mayLogActivity } from '../activities/activity-policy';
import { emitActivityChange } from '../activities/activity-events';
import { deleteActivityRow, findActivityOr404, insertActivity, listActivities, updateActivityText } from '../activities/activity-store';
import { currentUser } from '../auth/authenticate';
import { writeWithEntry } from '../history/follow-up-entries';
import { emitMentions } from '../mentions/mention-events';
import { noteMentions, type NewMentions } from '../mentions/mention-notices';
import { requireUserIdempotent } from '../idempotency/idempotent-writes';
import { badRequest, forbidden } from '../http/errors';
import { validate } from '../http/validate';
import { findProfileOr404 } from '../profiles/store/profile-reads';
import { requireMembership } from '../trees/membership-access';

/** Clocks of phones run a little ahead: an `at` up to this far in the future is taken as now. */
const CLOCK_SKEW_MS = 60_000;

export const ACTIVITIES_HIDDEN = 'The owner of this TeamTree does not show activities to READ members.';

/** `GET`, `POST`, `PUT` and `DELETE /api/teamtree/activity` (API.md additions of 2026-12-07; docs/follow-ups.md). */
export function activityRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/teamtree' });
  const auth = requireUserIdempotent(app);

  /** The caller's membership of the activity's tree, 403 unless they may change it. */
  async function changeable(userId: string, id: string) {
    const activity = await findActivityOr404(app.db, id);
    const { membership } = await requireMembership(app.db, activity.teamtreeId, userId);
    if (!mayChangeActivity(membership.permission, userId, activity.author?.id ?? null)) throw forbidden(ACTIVITY_DENIED);
    return activity;
  }

  router.get('/activity', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(activityListQuery, ctx.query);
    const { tree, membership } = await requireMembership(app.db, input.teamtreeId, user.id);
    if (!seesActivities(membership.permission, tree.hideFromRead ?? [])) throw forbidden(ACTIVITIES_HIDDEN);
    ctx.body = await listActivities(app.db, input);
  });

  router.post('/activity', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(createActivityRequest, ctx.request.body);
    const { membership } = await requireMembership(app.db, input.teamtreeId, user.id);
    if (!mayLogActivity(membership.permission)) throw forbidden(ACTIVITY_CREATE_DENIED);
    const profile = await findProfileOr404(app.db, input.profileId);
    if (profile.teamtreeId !== input.teamtreeId) throw badRequest('profileId must be a partner of this TeamTree', { profileId: 'Not in this TeamTree' });
    const now = Date.now();
    const at = input.at === undefined ? new Date(now) : new Date(input.at);
    if (at.getTime() > now + CLOCK_SKEW_MS) throw badRequest(ACTIVITY_IN_FUTURE, { at: ACTIVITY_IN_FUTURE });
    let mentioned: NewMentions = [];
    const activity = await writeWithEntry(
      app.db,
      input.teamtreeId,
      async (trx) => {
        const added = await insertActivity(trx, { ...input, at, authorId: user.id });
        mentioned = await noteMentions(trx, [], added, user.id);
        return added;
      },
      (added) => ({ profileId: added.profileId, actorId: user.id, action: 'activity-create', changes: activityChanges(null, added), itemId: added.id, versionAfter: added.version }),
    );
    ctx.status = 201;
    ctx.body = { activity };
    await emitActivityChange(app, UPDATE_TYPES.activityAdd, activity);
    await emitMentions(app, mentioned);
  });

  router.put('/activity', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(updateActivityRequest, ctx.request.body);
    const before = await changeable(user.id, input.id);
    let mentioned: NewMentions = [];
    const activity = await writeWithEntry(
      app.db,
      before.teamtreeId,
      async (trx) => {
        const after = await updateActivityText(trx, input.id, input.text, input.version, input.mentions);
        mentioned = await noteMentions(trx, before.mentions, after, user.id);
        return after;
      },
      (after) => ({ profileId: after.profileId, actorId: user.id, action: 'activity-update', changes: activityChanges(before, after), itemId: after.id, versionAfter: after.version }),
    );
    ctx.body = { activity };
    await emitActivityChange(app, UPDATE_TYPES.activityUpdate, activity);
    await emitMentions(app, mentioned);
  });

  router.delete('/activity', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { id } = validate(deleteActivityQuery, ctx.query);
    const activity = await changeable(user.id, id);
    await writeWithEntry(
      app.db,
      activity.teamtreeId,
      (trx) => deleteActivityRow(trx, id),
      (row) => ({ profileId: activity.profileId, actorId: user.id, action: 'activity-delete', changes: activityChanges(activity, null), itemId: id, versionAfter: null, row }),
    );
    ctx.body = { ok: true };
    await emitActivityChange(app, UPDATE_TYPES.activityDelete, activity);
  });

  return router;
}
