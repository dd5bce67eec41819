import { z } from 'zod';
import { historyEntry } from './history';
import { announcement } from './announcement';
import { activity } from './activity';
import { task } from './task';
import { mention } from './mention';

/**
 * The realtime contract (API.md "Realtime"): event names, `teamtree-update` types, limits and
 * the zod schema of every payload. The server validates what it receives and sends with these;
 * the renderer parses what it receives with them.
 */

export const SOCKET_PATH = '/api/socket';

/** Socket.IO's transports a server may offer (`SOCKET_TRANSPORTS`, served in `GET /api/config`). */
export const socketTransport = z.enum(['polling', 'websocket']);
export type SocketTransport = z.infer<typeof socketTransport>;
/** Both, as servers offered before the setting (clients try websocket first, then polling). */
export const DEFAULT_SOCKET_TRANSPORTS: readonly SocketTransport[] = ['polling', 'websocket'];

/** Events a client sends. */
export const CLIENT_EVENTS = {
  joinTeamtree: 'join-teamtree',
  leaveTeamtree: 'leave-teamtree',
  teamtreeChange: 'teamtree-change',
  presenceUpdate: 'presence-update',
} as const;

/** Events the server sends. */
export const SERVER_EVENTS = {
  teamtreeUpdate: 'teamtree-update',
  roomInfo: 'room-info',
  userJoined: 'user-joined',
  userLeft: 'user-left',
  presenceChanged: 'presence-changed',
  /** A new history entry of a tree (docs/history.md "Live"), to the tree's room. */
  historyEntry: 'history-entry',
  /** `resync {}`: the server may have missed events for this socket (docs/scaling.md); read again. */
  resync: 'resync',
} as const;

/** `type` values of `teamtree-update`. */
export const UPDATE_TYPES = {
  profileAdd: 'profile-add',
  profileUpdate: 'profile-update',
  profileDelete: 'profile-delete',
  joinRequestCreated: 'join-request-created',
  joinRequestRejected: 'join-request-rejected',
  membershipApproved: 'membership-approved',
  membershipUpdated: 'membership-updated',
  membershipRemoved: 'membership-removed',
  teamtreeChange: 'teamtree-change',
  teamtreeRenamed: 'teamtree-renamed',
  activityAdd: 'activity-add',
  activityUpdate: 'activity-update',
  activityDelete: 'activity-delete',
  taskAdd: 'task-add',
  taskUpdate: 'task-update',
  taskDelete: 'task-delete',
  figuresUpdate: 'figures-update',
  announcementAdd: 'announcement-add',
  announcementUpdate: 'announcement-update',
  announcementDelete: 'announcement-delete',
  /** To the mentioned member's own room only (docs/follow-ups.md "Mentions"). */
  mentionAdd: 'mention-add',
} as const;

/** The `teamtree-update` types of a note's or a task's write (docs/follow-ups.md "Events"). */
export const ACTIVITY_UPDATE_TYPES = [UPDATE_TYPES.activityAdd, UPDATE_TYPES.activityUpdate, UPDATE_TYPES.activityDelete] as const;
export const TASK_UPDATE_TYPES = [UPDATE_TYPES.taskAdd, UPDATE_TYPES.taskUpdate, UPDATE_TYPES.taskDelete] as const;

/** The `connect_error` message for a missing, bad or expired token. */
export const UNAUTHORIZED = 'unauthorized';
/** The ack error for a tree the socket may not use. */
export const FORBIDDEN = 'forbidden';
export const INVALID_PAYLOAD = 'invalid payload';
/** The `connect_error` message for a user's socket over `USER_LIMITS.socketsPerInstance`. */
export const TOO_MANY_CONNECTIONS = 'too-many-connections';
/** The ack error for a `presence-update` over `USER_LIMITS.maxPresenceBytes`. */
export const TOO_LARGE = 'too-large';
/** The ack error for a relay past the user's relay budget. */
export const RATE_LIMITED = 'rate-limited';

/** Flood limits per socket: a token bucket of 40 refilled at 20 a second; messages up to 100 kB. */
export const FLOOD_LIMITS = { eventsPerSecond: 20, burst: 40, maxMessageBytes: 100_000 } as const;

/**
 * Limits per user and server instance (API.md additions of 2026-11-27): connected sockets; the
 * size of a `presence-update` (as JSON); and one relay budget that all of the user's sockets
 * share for `presence-update` and `teamtree-change`, as large as one socket's flood limit.
 */
export const USER_LIMITS = {
  socketsPerInstance: 20,
  maxPresenceBytes: 2048,
  relaysPerSecond: FLOOD_LIMITS.eventsPerSecond,
  relayBurst: FLOOD_LIMITS.burst,
} as const;

/** Client reconnection (product spec section 9). */
export const RECONNECT = { delayMs: 1000, globalAttempts: 5, treeAttempts: 3 } as const;

// ---- client to server -----------------------------------------------------------------

/** `join-teamtree` and `leave-teamtree` take the id as a plain string. */
export const teamtreeIdArg = z.string().min(1).max(100);

export const teamtreeChangeInput = z.object({
  teamtreeId: teamtreeIdArg,
  timestamp: z.union([z.number(), z.string().max(64)]),
});

/** `presence-update {teamtreeId, ...extra}`: the extra fields are the client's own (`userId` and `name` are replaced by the server's). */
export const presenceUpdateInput = z.looseObject({ teamtreeId: teamtreeIdArg });

export const ackAnswer = z.union([z.object({ ok: z.literal(true) }), z.object({ error: z.string() })]);
export type AckAnswer = z.infer<typeof ackAnswer>;

// ---- server to client -----------------------------------------------------------------

const roomInfoEvent = z.object({ teamtreeId: z.string(), activeUsers: z.number().int().nonnegative() });

/** `resync {}`: the instance's link to the others was broken, so events may have been missed (read again, e.g. changes-since). */
const resyncEvent = z.object({});

const userJoinedEvent = z.object({ teamtreeId: z.string(), userId: z.string(), name: z.string() });

const userLeftEvent = z.object({ teamtreeId: z.string(), userId: z.string() });

/** `presence-changed {userId, name, teamtreeId, ...extra}`: `userId` and `name` are the server's facts about the sender. */
const presenceChangedEvent = z.looseObject({ userId: z.string(), name: z.string(), teamtreeId: z.string() });

/**
 * Event data is checked for the fields clients key on; the rest of the profile / membership /
 * request travels as the routes present it (their own schemas describe it in full).
 */
const profileEventData = z.looseObject({ id: z.string(), teamtreeId: z.string() });
/**
 * `membership-removed` of a tree deleted with its owner's account carries `reason:
 * "tree-deleted"`: the member did not lose it to a manager (docs/privacy.md "Deleting the account").
 */
export const TREE_DELETED = 'tree-deleted';
const membershipEventData = z.looseObject({
  id: z.string(),
  userId: z.string(),
  teamtreeId: z.string(),
  permission: z.string(),
  reason: z.literal(TREE_DELETED).optional(),
});
const joinRequestEventData = z.looseObject({
  id: z.string(),
  createdAt: z.string(),
  user: z.looseObject({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});

const envelope = {
  teamtreeId: z.string(),
  affectedUserId: z.string().optional(),
  profileId: z.string().optional(),
};

export const teamtreeUpdateEvent = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.enum([UPDATE_TYPES.profileAdd, UPDATE_TYPES.profileUpdate]), data: profileEventData }),
  z.object({ ...envelope, type: z.literal(UPDATE_TYPES.profileDelete), data: z.object({ ids: z.array(z.string()) }) }),
  z.object({ ...envelope, type: z.literal(UPDATE_TYPES.joinRequestCreated), data: joinRequestEventData }),
  z.object({ ...envelope, type: z.literal(UPDATE_TYPES.joinRequestRejected), data: z.looseObject({ id: z.string() }).optional() }),
  z.object({
    ...envelope,
    type: z.enum([UPDATE_TYPES.membershipApproved, UPDATE_TYPES.membershipUpdated, UPDATE_TYPES.membershipRemoved]),
    data: membershipEventData,
  }),
  z.object({ ...envelope, type: z.literal(UPDATE_TYPES.teamtreeRenamed), data: z.object({ id: z.string(), name: z.string() }) }),
  z.object({ ...envelope, type: z.enum([UPDATE_TYPES.activityAdd, UPDATE_TYPES.activityUpdate]), data: activity }),
  z.object({ ...envelope, type: z.literal(UPDATE_TYPES.activityDelete), data: z.object({ id: z.string() }) }),
  z.object({ ...envelope, type: z.enum([UPDATE_TYPES.taskAdd, UPDATE_TYPES.taskUpdate]), data: task }),
  z.object({ ...envelope, type: z.literal(UPDATE_TYPES.taskDelete), data: z.object({ id: z.string() }) }),
  z.object({ ...envelope, type: z.literal(UPDATE_TYPES.figuresUpdate), data: z.object({ period: z.string(), count: z.number().int() }) }),
  z.object({ ...envelope, type: z.enum([UPDATE_TYPES.announcementAdd, UPDATE_TYPES.announcementUpdate]), data: announcement }),
  z.object({ ...envelope, type: z.literal(UPDATE_TYPES.announcementDelete), data: z.object({ id: z.string() }) }),
  z.object({ ...envelope, type: z.literal(UPDATE_TYPES.mentionAdd), data: mention }),
  z.object({
    type: z.literal(UPDATE_TYPES.teamtreeChange),
    teamtreeId: z.string(),
    timestamp: z.union([z.number(), z.string()]),
    userId: z.string(),
  }),
]);
export type TeamtreeUpdateEvent = z.infer<typeof teamtreeUpdateEvent>;

/**
 * `history-entry {teamtreeId, entry}`: an entry as the history answers it, with `undoable`
 * false (whether a member may undo it depends on who asks: the history route answers that).
 */
export const historyEntryEvent = z.object({ teamtreeId: z.string(), entry: historyEntry });
export type HistoryEntryEvent = z.infer<typeof historyEntryEvent>;

/** Every server event with its payload schema, for clients that parse by name. */
export const SERVER_EVENT_SCHEMAS = {
  [SERVER_EVENTS.teamtreeUpdate]: teamtreeUpdateEvent,
  [SERVER_EVENTS.roomInfo]: roomInfoEvent,
  [SERVER_EVENTS.userJoined]: userJoinedEvent,
  [SERVER_EVENTS.userLeft]: userLeftEvent,
  [SERVER_EVENTS.presenceChanged]: presenceChangedEvent,
  [SERVER_EVENTS.historyEntry]: historyEntryEvent,
  [SERVER_EVENTS.resync]: resyncEvent,
} as const;
export type ServerEventName = keyof typeof SERVER_EVENT_SCHEMAS;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof SERVER_EVENT_SCHEMAS)[E]>;

/** Socket.IO typings of the server's events (payloads as received, before parsing), from the schemas above. */
export type ServerToClientEvents = { [E in ServerEventName]: (event: ServerEventPayload<E>) => void };
