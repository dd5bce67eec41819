import { historyEntryEvent, SERVER_EVENTS, teamtreeUpdateEvent, type TeamtreeUpdateEvent } from '../../shared/schemas/realtime';
import type { Fanout } from './fanout';
import type { RealtimeHub } from './hub';
import type { TreeRooms } from './tree-rooms';
import { readerRoom, sessionRoom, treeRoom, userRoom } from './types';

type Log = { error(...args: unknown[]): void };

/**
 * The hub the routes call after commit. Events are checked against the shared contract first (the types
 * say what may be sent; the check catches what a type cannot, e.g. a presenter's extra field):
 * one that does not match is logged and not sent (clients would drop it anyway).
 */
export function socketHub(fanout: Fanout, rooms: TreeRooms, log: Log, isListening: () => boolean): RealtimeHub {
  const checked = (event: TeamtreeUpdateEvent): TeamtreeUpdateEvent | null => {
    const result = teamtreeUpdateEvent.safeParse(event);
    if (result.success) return event;
    log.error(`[realtime] not sent: ${SERVER_EVENTS.teamtreeUpdate} ${String(event.type)} does not match the contract`, result.error.issues);
    return null;
  };

  return {
    toTree(teamtreeId, event, forReaders) {
      const update = checked(event);
      if (!update) return;
      if (!forReaders) return fanout.emit(treeRoom(teamtreeId), SERVER_EVENTS.teamtreeUpdate, update);
      const masked = checked(forReaders);
      // Everyone but READ members gets the event as it is; READ members only the masked one.
      fanout.emit(treeRoom(teamtreeId), SERVER_EVENTS.teamtreeUpdate, update, [readerRoom(teamtreeId)]);
      if (masked) fanout.emit(readerRoom(teamtreeId), SERVER_EVENTS.teamtreeUpdate, masked);
    },
    toUsers(userIds, event) {
      const update = checked(event);
      const targets = [...new Set(userIds)].map(userRoom);
      // One emit to the union of the rooms: a socket in several of them gets the event once.
      if (update) fanout.emit(targets, SERVER_EVENTS.teamtreeUpdate, update);
    },
    historyToTree(event, forReaders) {
      const result = historyEntryEvent.safeParse(event);
      if (!result.success) return log.error(`[realtime] not sent: ${SERVER_EVENTS.historyEntry} does not match the contract`, result.error.issues);
      if (!forReaders) return fanout.emit(treeRoom(event.teamtreeId), SERVER_EVENTS.historyEntry, event);
      fanout.emit(treeRoom(event.teamtreeId), SERVER_EVENTS.historyEntry, event, [readerRoom(event.teamtreeId)]);
      fanout.emit(readerRoom(event.teamtreeId), SERVER_EVENTS.historyEntry, forReaders);
    },
    setReader: (userId, teamtreeId, reader) => rooms.setReader(userId, teamtreeId, reader),
    evictFromTree: (userId, teamtreeId) => rooms.evict(userId, teamtreeId),
    disconnectUser: (userId) => fanout.disconnectRoom(userRoom(userId)),
    disconnectSessions: (familyIds) => familyIds.forEach((familyId) => fanout.disconnectRoom(sessionRoom(familyId))),
    isListening,
  };
}
