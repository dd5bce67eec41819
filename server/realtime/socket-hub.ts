import { historyEntryEvent, SERVER_EVENTS, teamtreeUpdateEvent, type ServerEventPayload, type TeamtreeUpdateEvent } from '../../shared/schemas/realtime';
import type { Fanout } from './fanout';
import type { RealtimeHub } from './hub';
import type { TreeRooms } from './tree-rooms';
import { fullRoom, readerRoom, sessionRoom, userRoom } from './types';

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

  /**
   * Profile data goes to the tree's data rooms only (types.ts `fullRoom`): as it is to the full
   * room, masked (when anything is hidden) to the READ members' room; a socket whose permission
   * is not settled is in neither. A masked copy that fails the contract check is not sent.
   */
  function toDataRooms<E extends typeof SERVER_EVENTS.teamtreeUpdate | typeof SERVER_EVENTS.historyEntry>(
    teamtreeId: string,
    name: E,
    full: ServerEventPayload<E>,
    masked: ServerEventPayload<E> | null,
  ): void {
    fanout.emit(fullRoom(teamtreeId), name, full);
    if (masked) fanout.emit(readerRoom(teamtreeId), name, masked);
  }

  return {
    toTree(teamtreeId, event, forReaders) {
      const update = checked(event);
      if (update) toDataRooms(teamtreeId, SERVER_EVENTS.teamtreeUpdate, update, forReaders === undefined ? update : forReaders && checked(forReaders));
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
      toDataRooms(event.teamtreeId, SERVER_EVENTS.historyEntry, event, forReaders === undefined ? event : forReaders);
    },
    restrictMember: (userId, teamtreeId, level) => rooms.restrict(userId, teamtreeId, level),
    settleMember: (userId, teamtreeId) => rooms.settle(userId, teamtreeId),
    evictFromTree: (userId, teamtreeId) => rooms.evict(userId, teamtreeId),
    disconnectUser: (userId) => fanout.disconnectRoom(userRoom(userId)),
    disconnectSessions: (familyIds) => familyIds.forEach((familyId) => fanout.disconnectRoom(sessionRoom(familyId))),
    isListening,
  };
}
