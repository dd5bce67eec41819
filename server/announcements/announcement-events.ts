import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { afterCommit } from '../realtime/after-commit';
import { treeMemberIds } from '../trees/memberships';
import { presentForEvent, type AnnouncementRow } from './announcement-rows';

type AnnouncementEventType = typeof UPDATE_TYPES.announcementAdd | typeof UPDATE_TYPES.announcementUpdate | typeof UPDATE_TYPES.announcementDelete;

/**
 * An announcement's `teamtree-update` to every member's own room, each socket once: every
 * socket in the tree's room belongs to a member and is in that member's room too, so one emit
 * to the members' rooms reaches the tree's room and the members' other pages alike (the bell and
 * Today count it wherever the member is). Sent after the commit; a failure is logged.
 */
export function emitAnnouncement(app: AppContext, type: AnnouncementEventType, row: AnnouncementRow): Promise<void> {
  return afterCommit(app.log, type, async () => {
    const members = await treeMemberIds(app.db, row.teamtree_id);
    const envelope = { teamtreeId: row.teamtree_id };
    if (type === UPDATE_TYPES.announcementDelete) app.hub.toUsers(members, { ...envelope, type, data: { id: row.id } });
    else app.hub.toUsers(members, { ...envelope, type, data: presentForEvent(row) });
  });
}
