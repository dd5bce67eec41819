import Router from '@koa/router';
import { canChangeAnnouncement, canPostAnnouncement, seesReadCounts } from '../../shared/domain/announcements';
import {
  ANNOUNCEMENT_CHANGE_DENIED,
  ANNOUNCEMENT_NOT_FOUND,
  ANNOUNCEMENT_POST_DENIED,
  ANNOUNCEMENT_READERS_DENIED,
  announcementIdQuery,
  announcementsQuery,
  createAnnouncementRequest,
  readAnnouncementRequest,
  updateAnnouncementRequest,
} from '../../shared/schemas/announcement';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import { nowOf, type AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { forbidden, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireUserIdempotent } from '../idempotency/idempotent-writes';
import { emitAnnouncement } from '../announcements/announcement-events';
import { wakeAnnouncementMailSender } from '../announcements/announcement-mail-sender';
import { readAnnouncementReaders } from '../announcements/announcement-readers';
import { readAnnouncement, readAnnouncements } from '../announcements/announcement-reads';
import { findAnnouncement } from '../announcements/announcement-rows';
import { createAnnouncement, deleteAnnouncement, markAnnouncementRead, updateAnnouncement } from '../announcements/announcement-writes';
import { findMembership, requireMembership } from '../trees/membership-access';

/** Announcements, the Broadcast page (API.md additions of 2026-12-07; docs/announcements.md). */
export function announcementRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const auth = requireUserIdempotent(app);

  /** The announcement and the caller's membership of its tree: 404 for an unknown one and for a non-member alike. */
  const requireReadable = async (id: string, userId: string) => {
    const row = await findAnnouncement(app.db, id);
    const membership = row ? await findMembership(app.db, row.teamtree_id, userId) : undefined;
    if (!row || !membership) throw notFound(ANNOUNCEMENT_NOT_FOUND);
    return { row, membership };
  };

  /** The same, for a change: the author, the owner and moderators (403 for other members). */
  const requireChangeable = async (id: string, userId: string) => {
    const found = await requireReadable(id, userId);
    if (!canChangeAnnouncement(found.membership.permission, found.row.author_id === userId)) throw forbidden(ANNOUNCEMENT_CHANGE_DENIED);
    return found;
  };

  router.get('/announcements', auth, async (ctx) => {
    const user = currentUser(ctx);
    const query = validate(announcementsQuery, ctx.query);
    if (query.teamtreeId) await requireMembership(app.db, query.teamtreeId, user.id);
    ctx.body = await readAnnouncements(app.db, user.id, query);
  });

  router.post('/teamtree/announcement', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(createAnnouncementRequest, ctx.request.body);
    const { membership } = await requireMembership(app.db, input.teamtreeId, user.id);
    if (!canPostAnnouncement(membership.permission)) throw forbidden(ANNOUNCEMENT_POST_DENIED);
    const row = await createAnnouncement(app.db, { ...input, authorId: user.id }, nowOf(app));
    ctx.status = 201;
    ctx.body = { announcement: await readAnnouncement(app.db, user.id, row.id) };
    wakeAnnouncementMailSender(app);
    await emitAnnouncement(app, UPDATE_TYPES.announcementAdd, row);
  });

  router.put('/teamtree/announcement', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(updateAnnouncementRequest, ctx.request.body);
    await requireChangeable(input.id, user.id);
    const row = await updateAnnouncement(app.db, input, nowOf(app));
    ctx.body = { announcement: await readAnnouncement(app.db, user.id, row.id) };
    await emitAnnouncement(app, UPDATE_TYPES.announcementUpdate, row);
  });

  router.delete('/teamtree/announcement', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { id } = validate(announcementIdQuery, ctx.query);
    const { row } = await requireChangeable(id, user.id);
    await deleteAnnouncement(app.db, id);
    ctx.body = { ok: true };
    await emitAnnouncement(app, UPDATE_TYPES.announcementDelete, row);
  });

  router.post('/announcement/read', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { id } = validate(readAnnouncementRequest, ctx.request.body);
    await requireReadable(id, user.id);
    await markAnnouncementRead(app.db, id, user.id, nowOf(app));
    ctx.body = { ok: true };
  });

  /** Who has read it (docs/announcements.md, an addition to API.md): the owner and moderators, as they see the count. */
  router.get('/announcement/readers', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { id } = validate(announcementIdQuery, ctx.query);
    const { row, membership } = await requireReadable(id, user.id);
    if (!seesReadCounts(membership.permission)) throw forbidden(ANNOUNCEMENT_READERS_DENIED);
    ctx.body = await readAnnouncementReaders(app.db, row);
  });

  return router;
}
