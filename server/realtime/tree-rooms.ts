import type { Knex } from 'knex';
import { isUuid } from '../../shared/schemas/common';
import { FORBIDDEN, INVALID_PAYLOAD, SERVER_EVENTS, teamtreeIdArg } from '../../shared/schemas/realtime';
import type { Fanout } from './fanout';
import { isTreeRoom, readerRoom, reply, treeIdOf, treeRoom, userRoom, type RealtimeServer, type RealtimeSocket } from './types';

const SHUTTING_DOWN = 'server shutting down';

type Log = { warn(...args: unknown[]): void; error(...args: unknown[]): void };

interface Present {
  userId: string;
}

/** Points where tests may hold the realtime server to fix an interleaving (never set in production). */
export interface RealtimeHooks {
  /** A join has found the user a member and has not yet put the socket into the room. */
  afterMembershipCheck?: (userId: string, teamtreeId: string) => void | Promise<void>;
}

export interface TreeRoomsOptions {
  /** Whether other instances may hold sockets (the cluster adapter is on). */
  clustered: boolean;
  /** How long a presence question waits for the other instances (then it answers with this one's sockets). */
  presenceTimeoutMs: number;
}

/**
 * The tree rooms: who may join (members only, read from the memberships table), who is
 * present (distinct users over every instance, through `fetchSockets`), and the presence
 * events `user-joined`, `user-left` and `room-info`.
 *
 * A join is answered as soon as the socket is in the room; the presence question (which may
 * wait for a crashed instance up to `presenceTimeoutMs`) is asked before the socket joins, so
 * two sockets of one user joining at once announce the user once, and its answer only decides
 * the presence events that follow. The presence events of one room go out in order (serialised
 * on this instance); across instances the adapter's answers decide.
 */
export class TreeRooms {
  private readonly queues = new Map<string, Promise<void>>();
  /** Set while the server shuts down: no more joins; departures are announced by `departAll`. */
  private closing = false;

  private readonly clustered: boolean;

  constructor(
    private readonly io: RealtimeServer,
    private readonly fanout: Fanout,
    private readonly db: Knex,
    private readonly log: Log,
    private readonly options: TreeRoomsOptions,
    private readonly hooks: RealtimeHooks = {},
  ) {
    this.clustered = options.clustered;
    if (this.clustered) {
      io.on('teamtree:evict', (userId, teamtreeId, answer) => answer(this.leaveLocally(userId, teamtreeId)));
      io.on('teamtree:reader', (userId, teamtreeId, reader) => this.setReaderLocally(userId, teamtreeId, reader));
    }
  }

  /** `join-teamtree`: members only; ack first, then `user-joined` (first socket) and `room-info`. */
  async join(socket: RealtimeSocket, rawId: unknown, ack: unknown): Promise<void> {
    const parsed = teamtreeIdArg.safeParse(rawId);
    if (!parsed.success) return reply(ack, { error: INVALID_PAYLOAD });
    const teamtreeId = parsed.data;
    const room = treeRoom(teamtreeId);
    const { userId } = socket.data;
    if (socket.rooms.has(room)) return reply(ack, { ok: true });
    if ((await this.member(teamtreeId, userId)) === null) return reply(ack, { error: FORBIDDEN });
    if (this.closing) return reply(ack, { error: SHUTTING_DOWN });
    await this.hooks.afterMembershipCheck?.(userId, teamtreeId);
    if (this.closing) return reply(ack, { error: SHUTTING_DOWN });
    if (socket.disconnected || socket.rooms.has(room)) return reply(ack, socket.disconnected ? { error: FORBIDDEN } : { ok: true });

    // Asked before joining (this instance's part is read at once, so a second socket of the
    // user joining later on this instance finds this one), and not waited for before the answer.
    const before = this.present(room);
    void socket.join(room);
    // Checked again after joining: a removal that committed meanwhile has evicted the
    // sockets that were in the room, and this one must not stay behind.
    const member = await this.member(teamtreeId, userId);
    if (member === null) {
      void socket.leave(room);
      return reply(ack, { error: FORBIDDEN });
    }
    // Only ever joined here, never left: a demotion committed after this read has already
    // found the socket in the tree's room and put it into the READ members' room (setReader).
    if (member.permission === 'READ') void socket.join(readerRoom(teamtreeId));
    const { name } = member;
    reply(ack, { ok: true });
    await this.serialised(room, async () => {
      const present = await before;
      // Gone meanwhile: its departure is announced (before or after this) by `socketGone`.
      if (socket.disconnected || this.closing) return;
      if (!present.some((p) => p.userId === userId)) this.fanout.emit(room, SERVER_EVENTS.userJoined, { teamtreeId, userId, name });
      this.fanout.emit(room, SERVER_EVENTS.roomInfo, { teamtreeId, activeUsers: distinctUsers([...present, { userId }]) });
    });
  }

  /** `leave-teamtree`: `user-left` when the user's last socket left, then `room-info`. */
  async leave(socket: RealtimeSocket, rawId: unknown, ack: unknown): Promise<void> {
    const parsed = teamtreeIdArg.safeParse(rawId);
    if (!parsed.success) return reply(ack, { error: INVALID_PAYLOAD });
    const room = treeRoom(parsed.data);
    if (!socket.rooms.has(room)) return reply(ack, { ok: true });
    void socket.leave(room);
    void socket.leave(readerRoom(parsed.data));
    reply(ack, { ok: true });
    await this.serialised(room, () => this.announceDeparture(parsed.data, socket.data.userId));
  }

  /** A disconnected socket has left the rooms it was in. */
  async socketGone(userId: string, teamtreeIds: string[]): Promise<void> {
    if (this.closing) return;
    await Promise.all(teamtreeIds.map((id) => this.serialised(treeRoom(id), () => this.announceDeparture(id, userId))));
  }

  /**
   * A removed member's sockets leave the room at once: here synchronously, on the other
   * instances as soon as they receive the request. The room hears `user-left` once.
   */
  async evict(userId: string, teamtreeId: string): Promise<void> {
    const room = treeRoom(teamtreeId);
    let hadSockets = this.leaveLocally(userId, teamtreeId);
    if (this.clustered) {
      try {
        const answers = await this.io.serverSideEmitWithAck('teamtree:evict', userId, teamtreeId);
        hadSockets ||= answers.some(Boolean);
      } catch (err) {
        // Some instance did not answer in time; `socketsLeave` still reaches it via the adapter.
        this.log.warn('[realtime] eviction: an instance did not answer', err);
        this.io.in(userRoom(userId)).socketsLeave([room, readerRoom(teamtreeId)]);
        hadSockets = true;
      }
    }
    if (hadSockets && !this.closing) await this.serialised(room, () => this.announceDeparture(teamtreeId, userId, true));
  }

  /**
   * Shutdown: this instance's sockets leave their tree rooms and the other instances' sockets
   * hear `user-left` / `room-info` (their clients reconnect elsewhere and join again). With a
   * single instance everyone is disconnected anyway: nothing to tell.
   */
  async departAll(timeoutMs = 2000): Promise<void> {
    this.closing = true;
    if (!this.clustered) return;
    const departures = new Map<string, Set<string>>();
    for (const socket of this.io.of('/').sockets.values()) {
      for (const room of [...socket.rooms].filter(isTreeRoom)) {
        void socket.leave(room);
        void socket.leave(readerRoom(treeIdOf(room)));
        departures.set(room, (departures.get(room) ?? new Set()).add(socket.data.userId));
      }
    }
    const announced = Promise.all(
      [...departures].map(([room, users]) =>
        this.serialised(room, async () => {
          for (const userId of users) await this.announceDeparture(treeIdOf(room), userId);
        }),
      ),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([announced, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  }

  /**
   * A member's permission changed: their sockets in the tree's room join the READ members' room
   * (a READ member) or leave it, here at once and on the other instances on receipt.
   */
  setReader(userId: string, teamtreeId: string, reader: boolean): void {
    this.setReaderLocally(userId, teamtreeId, reader);
    if (this.clustered) this.io.serverSideEmit('teamtree:reader', userId, teamtreeId, reader);
  }

  private setReaderLocally(userId: string, teamtreeId: string, reader: boolean): void {
    for (const socket of this.localSocketsOf(userId)) {
      if (!socket.rooms.has(treeRoom(teamtreeId))) continue;
      void (reader ? socket.join(readerRoom(teamtreeId)) : socket.leave(readerRoom(teamtreeId)));
    }
  }

  private localSocketsOf(userId: string): RealtimeSocket[] {
    const local = this.io.of('/');
    return [...(local.adapter.rooms.get(userRoom(userId)) ?? [])].flatMap((id) => local.sockets.get(id) ?? []);
  }

  private leaveLocally(userId: string, teamtreeId: string): boolean {
    const room = treeRoom(teamtreeId);
    let had = false;
    for (const socket of this.localSocketsOf(userId)) {
      if (socket.rooms.has(room)) {
        void socket.leave(room);
        had = true;
      }
      void socket.leave(readerRoom(teamtreeId));
    }
    return had;
  }

  private async announceDeparture(teamtreeId: string, userId: string, gone = false): Promise<void> {
    const room = treeRoom(teamtreeId);
    let after = await this.present(room);
    if (gone) after = after.filter((p) => p.userId !== userId);
    if (!after.some((p) => p.userId === userId)) this.fanout.emit(room, SERVER_EVENTS.userLeft, { teamtreeId, userId });
    this.fanout.emit(room, SERVER_EVENTS.roomInfo, { teamtreeId, activeUsers: distinctUsers(after) });
  }

  /**
   * The sockets in a room on every instance; when another instance does not answer within
   * `presenceTimeoutMs` (it crashed and is not forgotten yet), this instance's alone, as they
   * were when asked.
   */
  private async present(room: string): Promise<Present[]> {
    const here = this.io.local.in(room).fetchSockets();
    if (!this.clustered) return (await here).map((s) => ({ userId: s.data.userId }));
    try {
      return (await this.io.in(room).timeout(this.options.presenceTimeoutMs).fetchSockets()).map((s) => ({ userId: s.data.userId }));
    } catch (err) {
      this.log.warn('[realtime] presence: an instance did not answer', err);
      return (await here).map((s) => ({ userId: s.data.userId }));
    }
  }

  /** The member's display name and permission, or `null` when the user is not a member of that tree. */
  private async member(teamtreeId: string, userId: string): Promise<{ name: string; permission: string } | null> {
    if (!isUuid(teamtreeId) || !isUuid(userId)) return null;
    const row = await this.db('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where({ 'm.teamtree_id': teamtreeId, 'm.user_id': userId })
      .first<{ first_name: string; last_name: string; permission: string } | undefined>('u.first_name', 'u.last_name', 'm.permission');
    return row ? { name: `${row.first_name} ${row.last_name}`.trim(), permission: row.permission } : null;
  }

  private serialised(room: string, work: () => Promise<void>): Promise<void> {
    const previous = this.queues.get(room) ?? Promise.resolve();
    const next = previous.then(work).catch((err: unknown) => this.log.error('[realtime] room update failed:', err));
    this.queues.set(room, next);
    void next.then(() => {
      if (this.queues.get(room) === next) this.queues.delete(room);
    });
    return next;
  }
}

function distinctUsers(present: Present[]): number {
  return new Set(present.map((p) => p.userId)).size;
}
