/** Who else has the tree open, and which partner each of them has selected (from `presence-changed`). */
export interface PresencePeer {
  userId: string;
  name: string;
  /** Null when nothing is selected, or the user keeps their selection to themselves. */
  selectedProfileId: string | null;
}

export type Peers = ReadonlyMap<string, PresencePeer>;

/**
 * What a client tells the room about itself (`presence-update`): its selection only. Who it is
 * (`userId`, `name`) the server adds from its own records; the client sends no name.
 */
export interface OwnPresence {
  selectedProfileId: string | null;
}

/** A `presence-changed` as the server relays it: `userId` and `name` are the server's, the rest the sender's. */
export interface PresenceChanged {
  userId: string;
  name: string;
  [field: string]: unknown;
}

/** A `presence-changed` payload applied: the name is the server's; a malformed selection counts as none. */
export function peerChanged(peers: Peers, payload: PresenceChanged, ownUserId: string | null): Peers {
  const { userId } = payload;
  if (!userId || userId === ownUserId) return peers;
  const before = peers.get(userId);
  const name = payload.name.trim() ? payload.name.trim().slice(0, 120) : (before?.name ?? 'Someone');
  const selectedProfileId = typeof payload.selectedProfileId === 'string' ? payload.selectedProfileId : null;
  const next = new Map(peers);
  next.set(userId, { userId, name, selectedProfileId });
  return next;
}

/** A user joined (`user-joined` carries the name): known from now on, nothing selected yet. */
export function peerJoined(peers: Peers, userId: string, name: string, ownUserId: string | null): Peers {
  if (userId === ownUserId || peers.has(userId)) return peers;
  return new Map(peers).set(userId, { userId, name, selectedProfileId: null });
}

export function peerLeft(peers: Peers, userId: string): Peers {
  if (!peers.has(userId)) return peers;
  const next = new Map(peers);
  next.delete(userId);
  return next;
}

/** Initials for an avatar: the first letters of the first and last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toUpperCase();
}
