import Router from '@koa/router';
import { canManageTrash, canUndoEntry } from '../../shared/domain/policies';
import { historyActionsHiddenFrom, maskChange } from '../../shared/domain/read-privacy';
import { FIGURES_ACTION, HISTORY_ENTRY_NOT_FOUND, historyQuery, isFollowUpAction, restorePreviewQuery, restoreRequest, TRASH_DENIED, trashQuery, UNDO_DENIED, UNDO_READ_DENIED, undoRequest } from '../../shared/schemas/history';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import { nowOf, type AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { forbidden, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { historyKeptSince, readEntry, readHistory, trashKeptSince } from '../history/history-reads';
import { HISTORY } from '../history/history-entry';
import { emitRestored, previewRestore, restoreTrashItem } from '../history/restore-trash';
import { readTrash } from '../history/trash-reads';
import { undoEntry, type UndoOutcome } from '../history/undo-entry';
import { emitFiguresUpdate } from '../figures/figures-events';
import { undoFiguresEntry } from '../figures/figures-history';
import { FIGURES_BATCH_ROWS } from '../figures/figures-store';
import { yieldToRequests } from '../imports/import-steps';
import { undoFollowUpEntry, type FollowUpUndone } from '../history/undo-follow-up';
import { emitActivityChange } from '../activities/activity-events';
import { emitTaskChange } from '../tasks/task-events';
import { requireUserIdempotent } from '../idempotency/idempotent-writes';
import { emitProfileChange, emitProfilesDeleted } from '../profiles/profile-events';
import { requireMembership } from '../trees/membership-access';
import { hiddenForMember } from '../trees/tree-privacy';

/** The profile events an undo sends (API.md: "the usual profile events"). */
function emitUndone(app: AppContext, teamtreeId: string, outcome: UndoOutcome): Promise<void> {
  if (outcome.kind === 'update') return emitProfileChange(app, UPDATE_TYPES.profileUpdate, outcome.profile);
  if (outcome.kind === 'delete') return emitProfilesDeleted(app, teamtreeId, outcome.profileId, outcome.ids);
  return emitRestored(app, teamtreeId, outcome.ids);
}

/** A note's or task's events after the undo of its entry (the same as the write's). */
function emitFollowUpUndone(app: AppContext, undone: FollowUpUndone): Promise<void> {
  if (undone.kind === 'activity') return emitActivityChange(app, undone.type, undone.activity);
  return emitTaskChange(app, undone.type, undone.task, undone.formerAssigneeId);
}

/** History, undo and the trash (API.md "History, undo and restore"; docs/history.md). */
export function historyRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/teamtree' });
  const auth = requireUserIdempotent(app);

  router.get('/history', auth, async (ctx) => {
    const user = currentUser(ctx);
    const query = validate(historyQuery, ctx.query);
    const { tree, membership } = await requireMembership(app.db, query.teamtreeId, user.id);
    // READ members see no entries of tasks, nor of notes while the tree hides them (docs/follow-ups.md "History").
    const hiddenActions = historyActionsHiddenFrom(membership.permission, tree.hideFromRead ?? []);
    const page = await readHistory(app.db, { ...query, hiddenActions }, { userId: user.id, permission: membership.permission }, nowOf(app));
    // READ members get changes of the fields hidden from them with both values empty (docs/privacy.md).
    const hidden = hiddenForMember(tree, membership.permission);
    ctx.body = hidden.length === 0 ? page : { ...page, entries: page.entries.map((entry) => ({ ...entry, changes: entry.changes.map((change) => maskChange(change, hidden)) })) };
  });

  router.post('/history/undo', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(undoRequest, ctx.request.body);
    const { membership } = await requireMembership(app.db, input.teamtreeId, user.id);
    if (!canUndoEntry(membership.permission, true)) throw forbidden(UNDO_READ_DENIED);
    const entry = await app.db(HISTORY).where({ id: input.entryId, teamtree_id: input.teamtreeId }).where('at', '>', historyKeptSince(nowOf(app))).first('user_id', 'action');
    if (!entry) throw notFound(HISTORY_ENTRY_NOT_FOUND);
    if (!canUndoEntry(membership.permission, entry.user_id === user.id)) throw forbidden(UNDO_DENIED);
    const reader = { userId: user.id, permission: membership.permission };
    if (entry.action === FIGURES_ACTION) {
      const undone = await undoFiguresEntry(app.db, { ...input, actorId: user.id }, { rows: FIGURES_BATCH_ROWS, between: yieldToRequests });
      ctx.body = { entry: await readEntry(app.db, input.teamtreeId, undone.undoEntryId, reader, nowOf(app)) };
      await emitFiguresUpdate(app, input.teamtreeId, undone.period, undone.count);
      return;
    }
    if (isFollowUpAction(entry.action)) {
      const { undone, undoEntryId } = await undoFollowUpEntry(app.db, { ...input, actorId: user.id });
      ctx.body = { entry: await readEntry(app.db, input.teamtreeId, undoEntryId, reader, nowOf(app)) };
      await emitFollowUpUndone(app, undone);
      return;
    }
    const { outcome, undoEntryId } = await undoEntry(app.db, { ...input, actorId: user.id, permission: membership.permission, trashKeptSince: trashKeptSince(nowOf(app)) });
    ctx.body = { entry: await readEntry(app.db, input.teamtreeId, undoEntryId, reader, nowOf(app)) };
    await emitUndone(app, input.teamtreeId, outcome);
  });

  /** The trash is the owner's and moderators' (403 for others). */
  const requireTrash = async (teamtreeId: string, userId: string) => {
    const { membership } = await requireMembership(app.db, teamtreeId, userId);
    if (!canManageTrash(membership.permission)) throw forbidden(TRASH_DENIED);
  };

  router.get('/trash', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { teamtreeId } = validate(trashQuery, ctx.query);
    await requireTrash(teamtreeId, user.id);
    ctx.body = { items: await readTrash(app.db, teamtreeId, trashKeptSince(nowOf(app))) };
  });

  router.get('/trash/restore-preview', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(restorePreviewQuery, ctx.query);
    await requireTrash(input.teamtreeId, user.id);
    ctx.body = await previewRestore(app.db, { teamtreeId: input.teamtreeId, trashId: input.id, keptSince: trashKeptSince(nowOf(app)) });
  });

  router.post('/trash/restore', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(restoreRequest, ctx.request.body);
    await requireTrash(input.teamtreeId, user.id);
    const keptSince = trashKeptSince(nowOf(app));
    const { profileIds, skipped, entryId } = await restoreTrashItem(app.db, { teamtreeId: input.teamtreeId, trashId: input.id, actorId: user.id, keptSince, skipDuplicates: input.skipDuplicates });
    ctx.body = { restored: profileIds.length, profileIds, skipped, entryId };
    await emitRestored(app, input.teamtreeId, profileIds);
  });

  return router;
}
