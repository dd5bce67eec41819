import type { HistoryEntryEvent, TeamtreeUpdateEvent } from '../../shared/schemas/realtime';
import type { Restriction } from './types';

/**
 * What the HTTP side tells the realtime side. Routes call these after their transaction has
 * committed; the Socket.IO implementation (server/realtime/socket-hub.ts) delivers them to
 * rooms on every server instance. `noopHub` serves when no realtime server is attached (unit
 * tests, tools).
 *
 * Events are typed by the shared contract (shared/schemas/realtime.ts): `TeamtreeUpdateEvent` is
 * the union of every `teamtree-update` type with its payload.
 *
 * Each call reaches each socket at most once: pass every recipient of one event in ONE
 * `toUsers` call (a user who is both the affected member and a moderator gets it once).
 */
export interface RealtimeHub {
  /**
   * Broadcast a `teamtree-update` event to every member's socket in the tree's room (the actor's
   * too); READ members' sockets get `forReaders` instead when given (the event with hidden fields
   * emptied; `null`: nothing, for what the tree hides from them whole, e.g. activities). A socket
   * whose member's sight is being narrowed gets at most the masked copy.
   */
  toTree(teamtreeId: string, event: TeamtreeUpdateEvent, forReaders?: TeamtreeUpdateEvent | null): void;
  /** Send a `teamtree-update` event to every socket of these users (their private rooms). */
  toUsers(userIds: string[], event: TeamtreeUpdateEvent): void;
  /** Send `history-entry` to every member's socket in the tree's room (READ members' sockets: `forReaders` when given; `null`: nothing). */
  historyToTree(event: HistoryEntryEvent, forReaders?: HistoryEntryEvent | null): void;
  /**
   * Call BEFORE a change that narrows what a member may see commits (a demotion to READ:
   * `reader`; a removal: `none`): once this resolves, their sockets get at most masked events (or
   * none) on every instance. Call its answer after the commit or the rollback: it reads the
   * membership and moves their sockets to match (docs/privacy.md "What READ members see").
   */
  restrictMember(userId: string, teamtreeId: string, level: Restriction): Promise<() => Promise<void>>;
  /** After a permission change committed: every instance reads it and moves the member's sockets to match; resolves once done. */
  settleMember(userId: string, teamtreeId: string): Promise<void>;
  /**
   * Make a user's sockets leave a tree's room at once, on every instance, and tell the room
   * (`user-left`, `room-info`) when they had sockets there. Resolves once the room was told.
   */
  evictFromTree(userId: string, teamtreeId: string): void | Promise<void>;
  /** Disconnect every socket of a user, on every instance (logout). */
  disconnectUser(userId: string): void | Promise<void>;
  /** Disconnect the sockets signed in through these refresh families, on every instance (revoked sessions). */
  disconnectSessions(familyIds: string[]): void | Promise<void>;
  /**
   * Whether events from the other instances reach this one right now (the cluster adapter
   * listens); always true for a single instance. For readiness (`/api/ready`).
   */
  isListening(): boolean;
}

export const noopHub: RealtimeHub = {
  toTree: () => {},
  toUsers: () => {},
  historyToTree: () => {},
  restrictMember: () => Promise.resolve(() => Promise.resolve()),
  settleMember: () => Promise.resolve(),
  evictFromTree: () => {},
  disconnectUser: () => {},
  disconnectSessions: () => {},
  isListening: () => true,
};
