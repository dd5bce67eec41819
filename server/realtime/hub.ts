/**
 * What the HTTP side tells the realtime side. Routes call these after their transaction has
 * committed; the Socket.IO implementation (server/realtime/) delivers them to rooms.
 * `noopHub` serves when no realtime server is attached (unit tests, tools).
 */
export interface RealtimeHub {
  /** Broadcast a `teamtree-update` event to every socket in the tree's room. */
  toTree(teamtreeId: string, event: Record<string, unknown>): void;
  /** Send a `teamtree-update` event to every socket of these users (their private rooms). */
  toUsers(userIds: string[], event: Record<string, unknown>): void;
  /** Make a user's sockets leave a tree's room at once (membership removed). */
  evictFromTree(userId: string, teamtreeId: string): void;
  /** Disconnect a user's sockets (logout). */
  disconnectUser(userId: string): void;
}

export const noopHub: RealtimeHub = {
  toTree: () => {},
  toUsers: () => {},
  evictFromTree: () => {},
  disconnectUser: () => {},
};
