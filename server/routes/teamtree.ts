import Router from '@koa/router';
import { createTeamtreeRequest, joinByTokenRequest, linkProfileRequest, renameTeamtreeRequest, statusQuery } from '../../shared/schemas/teamtree';
import { treePrivacyRequest } from '../../shared/schemas/tree-privacy';
import { treeSettingsRequest } from '../../shared/schemas/tree-settings';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { requireUserIdempotent } from '../idempotency/idempotent-writes';
import { validate } from '../http/validate';
import { createTree } from '../trees/create-tree';
import { requestToJoin } from '../trees/join-by-token';
import { emitJoinRequestCreated, emitMembershipEvent, emitTreeRenamed } from '../trees/member-events';
import { requireMembership } from '../trees/membership-access';
import { linkOwnProfile } from '../trees/members';
import { renameTree } from '../trees/rename-tree';
import { sendStatusAnswer } from '../trees/status-body';
import { changeTreePrivacy } from '../trees/tree-privacy';
import { changeTreeSettings } from '../trees/tree-settings';
import { loadTreeStatus, loadTreeSummaries } from '../trees/tree-status';

/** Trees: the status answers, creating, renaming and setting up a tree (settings, privacy), joining by token and linking one's own profile. */
export function teamtreeRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const auth = requireUserIdempotent(app);

  router.get('/teamtree/status', auth, async (ctx) => {
    const user = currentUser(ctx);
    const query = validate(statusQuery, ctx.query);
    if (query.teamtreeId === undefined) {
      ctx.body = { teamtrees: await loadTreeSummaries(app.db, user.id) };
      return;
    }
    const { tree, membership } = await requireMembership(app.db, query.teamtreeId, user.id);
    sendStatusAnswer(ctx, await loadTreeStatus(app.db, tree, membership), query.since);
  });

  router.post('/teamtree', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(createTeamtreeRequest, ctx.request.body);
    const tree = await createTree(app.db, user, input);
    ctx.status = 201;
    ctx.body = { teamtree: { id: tree.id, name: tree.name } };
  });

  router.put('/teamtree', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(joinByTokenRequest, ctx.request.body);
    const joined = await requestToJoin(app.db, user, input.token);
    ctx.status = 201;
    ctx.body = { teamtreeId: joined.teamtreeId, requestId: joined.requestId, status: 'PENDING', teamtree: { id: joined.teamtreeId } };
    await emitJoinRequestCreated(app, joined.teamtreeId, user.id, joined.request);
  });

  router.put('/teamtree/name', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(renameTeamtreeRequest, ctx.request.body);
    const tree = await renameTree(app.db, user.id, input.teamtreeId, input.name);
    ctx.body = { teamtree: tree };
    await emitTreeRenamed(app, tree);
  });

  router.put('/teamtree/settings', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { teamtreeId, ...settings } = validate(treeSettingsRequest, ctx.request.body);
    const tree = await changeTreeSettings(app.db, user.id, teamtreeId, settings);
    ctx.body = { teamtree: tree };
    // Members hold the settings with the tree: the tree's own event tells them to read it again.
    await emitTreeRenamed(app, tree);
  });

  router.put('/teamtree/privacy', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { teamtreeId, hideFromRead } = validate(treePrivacyRequest, ctx.request.body);
    const tree = await changeTreePrivacy(app.db, user.id, teamtreeId, hideFromRead);
    ctx.body = { teamtree: tree };
    // As for the settings: members read the tree again (READ members' profiles change with it).
    await emitTreeRenamed(app, tree);
  });

  router.put('/teamtree/member', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(linkProfileRequest, ctx.request.body);
    const membership = await linkOwnProfile(app.db, user.id, input.teamtreeId, input.linkedProfileId);
    ctx.body = { ok: true };
    await emitMembershipEvent(app, UPDATE_TYPES.membershipUpdated, membership);
  });

  return router;
}
