import { teamtreeUpdateEvent, type TeamtreeUpdateEvent } from '../../shared/schemas/realtime';
import type { Fanout } from './fanout';
import type { RealtimeHub } from './hub';
import type { TreeRooms } from './tree-rooms';
import { sessionRoom, treeRoom, userRoom } from './types';

type Log = { error(...args: unknown[]): void };

/**
 * The hub the routes call after commit. Events are checked against the shared contract first:
 * one that does not match is logged and not sent (clients would drop it anyway).
 */
export function socketHub(fanout: Fanout, rooms: TreeRooms, log: Log): RealtimeHub {
  const checked = (event: Record<string, unknown>): TeamtreeUpdateEvent | null => {
    const result = teamtreeUpdateEvent.safeParse(event);
    if (result.success) return event as TeamtreeUpdateEvent;
    log.error(`[realtime] not sent: teamtree-update ${String(event.type)} does not match the contract`, result.error.issues);
    return null;
  };

  return {
    toTree(teamtreeId, event) {
      const update = checked(event);
      if (update) fanout.emit(treeRoom(teamtreeId), 'teamtree-update', update);
    },
    toUsers(userIds, event) {
      const update = checked(event);
      const targets = [...new Set(userIds)].map(userRoom);
      // One emit to the union of the rooms: a socket in several of them gets the event once.
      if (update) fanout.emit(targets, 'teamtree-update', update);
    },
    evictFromTree: (userId, teamtreeId) => rooms.evict(userId, teamtreeId),
    disconnectUser: (userId) => fanout.disconnectRoom(userRoom(userId)),
    disconnectSessions: (familyIds) => familyIds.forEach((familyId) => fanout.disconnectRoom(sessionRoom(familyId))),
  };
}
