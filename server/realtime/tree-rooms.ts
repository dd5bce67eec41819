import type { Knex } from 'knex';
import { isUuid } from '../../shared/schemas/common';
import { FORBIDDEN, INVALID_PAYLOAD, SERVER_EVENTS, teamtreeIdArg } from '../../shared/schemas/realtime';
import type { Fanout } from './fanout';
import { DataRooms, localSocketsOf, roomsOf } from './data-rooms';
import { SerialQueues } from './serial-queues';
import { dataRooms, isTreeRoom, reply, treeIdOf, treeRoom, userRoom, type RealtimeServer, type RealtimeSocket, type Restriction } from './types';

const SHUTTING_DOWN = 'server shutting down';
/** A join reads the membership again while a permission change overtakes its read, at most this often. */
const MAX_MEMBERSHIP_READS = 5;

interface Member {
  name: string;
  permission: string;
}

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
  private readonly queues: SerialQueues;
  private readonly dataRooms: DataRooms;
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
    this.queues = new SerialQueues(log, 'room update');
    this.dataRooms = new DataRooms(io, this.clustered, async (teamtreeId, userId) => (await this.member(teamtreeId, userId))?.permission ?? null, log);
    if (this.clustered) io.on('teamtree:evict', (userId, teamtreeId, answer) => answer(this.leaveLocally(userId, teamtreeId)));
  }

  /**
   * `join-teamtree`: members only; ack first, then `user-joined` (first socket) and `room-info`.
   * The socket joins the tree's room and its data room (full or READ, by the permission read
   * before) in one step, so it is never in a room that gets profile data without its permission
   * known; a read that a permission change overtook is read again (data-rooms.ts).
   */
  async join(socket: RealtimeSocket, rawId: unknown, ack: unknown): Promise<void> {
    const parsed = teamtreeIdArg.safeParse(rawId);
    if (!parsed.success) return reply(ack, { error: INVALID_PAYLOAD });
    const teamtreeId = parsed.data;
    const room = treeRoom(teamtreeId);
    const { userId } = socket.data;
    if (socket.rooms.has(room)) return reply(ack, { ok: true });

    let member: Member | null = null;
    let stale = true;
    for (let read = 0; stale && read < MAX_MEMBERSHIP_READS; read++) {
      const mark = this.dataRooms.mark();
      member = await this.member(teamtreeId, userId);
      if (member === null) return reply(ack, { error: FORBIDDEN });
      if (this.closing) return reply(ack, { error: SHUTTING_DOWN });
      await this.hooks.afterMembershipCheck?.(userId, teamtreeId);
      if (this.closing) return reply(ack, { error: SHUTTING_DOWN });
      if (socket.disconnected || socket.rooms.has(room)) return reply(ack, socket.disconnected ? { error: FORBIDDEN } : { ok: true });
      stale = this.dataRooms.changedSince(userId, teamtreeId, mark);
    }
    if (member === null) return reply(ack, { error: FORBIDDEN });

    // Asked before joining (this instance's part is read at once, so a second socket of the
    // user joining later on this instance finds this one), and not waited for before the answer.
    const before = this.present(room);
    // Still overtaken after every read (the member's permission keeps changing): masked data
    // until the settle below has read the membership once more.
    const data = this.dataRooms.roomFor(userId, teamtreeId, stale ? 'READ' : member.permission);
    void socket.join([room, ...roomsOf(teamtreeId, data)]);
    if (stale) {
      await this.dataRooms.settle(userId, teamtreeId);
      if ((await this.member(teamtreeId, userId)) === null) {
        for (const left of [room, ...dataRooms(teamtreeId)]) void socket.leave(left);
        return reply(ack, { error: FORBIDDEN });
      }
    }
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
    for (const left of [room, ...dataRooms(parsed.data)]) void socket.leave(left);
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
        this.io.in(userRoom(userId)).socketsLeave([room, ...dataRooms(teamtreeId)]);
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
    this.dataRooms.close();
    if (!this.clustered) return;
    const departures = new Map<string, Set<string>>();
    for (const socket of this.io.of('/').sockets.values()) {
      for (const room of [...socket.rooms].filter(isTreeRoom)) {
        for (const left of [room, ...dataRooms(treeIdOf(room))]) void socket.leave(left);
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
   * Before a change that narrows what a member may see commits (a demotion to READ: `reader`; a
   * removal: `none`): their sockets of the tree get at most that, on every instance, once this
   * resolves; the answer settles them after the commit or the rollback (data-rooms.ts).
   */
  restrict(userId: string, teamtreeId: string, level: Restriction): Promise<() => Promise<void>> {
    return this.dataRooms.restrict(userId, teamtreeId, level);
  }

  /** After a permission change committed: the member's sockets move to the data room of their permission, on every instance. */
  settle(userId: string, teamtreeId: string): Promise<void> {
    return this.dataRooms.settle(userId, teamtreeId);
  }

  private leaveLocally(userId: string, teamtreeId: string): boolean {
    const room = treeRoom(teamtreeId);
    let had = false;
    this.dataRooms.touch(userId, teamtreeId);
    for (const socket of localSocketsOf(this.io, userId)) {
      if (socket.rooms.has(room)) {
        void socket.leave(room);
        had = true;
      }
      for (const data of dataRooms(teamtreeId)) void socket.leave(data);
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
  private async member(teamtreeId: string, userId: string): Promise<Member | null> {
    if (!isUuid(teamtreeId) || !isUuid(userId)) return null;
    const row = await this.db('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where({ 'm.teamtree_id': teamtreeId, 'm.user_id': userId })
      .first<{ first_name: string; last_name: string; permission: string } | undefined>('u.first_name', 'u.last_name', 'm.permission');
    return row ? { name: `${row.first_name} ${row.last_name}`.trim(), permission: row.permission } : null;
  }

  private serialised(room: string, work: () => Promise<void>): Promise<void> {
    return this.queues.run(room, work);
  }
}

function distinctUsers(present: Present[]): number {
  return new Set(present.map((p) => p.userId)).size;
}
