import crypto from 'node:crypto';
import { dataRoomOf, MemberHolds, narrower, type DataRoom, type Mark } from './member-holds';
import { SerialQueues } from './serial-queues';
import { fullRoom, readerRoom, treeRoom, userRoom, type RealtimeServer, type RealtimeSocket, type Restriction } from './types';

type Log = { warn(...args: unknown[]): void; error(...args: unknown[]): void };

/** A hold whose settle never came (the instance that placed it died) ends after this; the member is read again. */
const HOLD_MAX_MS = 30_000;

/** This instance's sockets of a user (their private room). */
export function localSocketsOf(io: RealtimeServer, userId: string): RealtimeSocket[] {
  const local = io.of('/');
  return [...(local.adapter.rooms.get(userRoom(userId)) ?? [])].flatMap((id) => local.sockets.get(id) ?? []);
}

function currentRoom(socket: RealtimeSocket, teamtreeId: string): DataRoom {
  if (socket.rooms.has(fullRoom(teamtreeId))) return 'full';
  return socket.rooms.has(readerRoom(teamtreeId)) ? 'reader' : null;
}

/** The room names of a data room (none: no room). */
export function roomsOf(teamtreeId: string, room: DataRoom): string[] {
  if (room === null) return [];
  return [room === 'full' ? fullRoom(teamtreeId) : readerRoom(teamtreeId)];
}

/** Moves a socket (synchronously) into exactly that data room of the tree, out of the other. */
function move(socket: RealtimeSocket, teamtreeId: string, to: DataRoom): void {
  if (to !== 'full') void socket.leave(fullRoom(teamtreeId));
  if (to !== 'reader') void socket.leave(readerRoom(teamtreeId));
  for (const room of roomsOf(teamtreeId, to)) void socket.join(room);
}

/**
 * Who is in which data room of a tree (types.ts `fullRoom`, `readerRoom`): a socket joins one
 * together with the tree's room, chosen from the permission read before (TreeRooms.join); a
 * change that narrows what a member may see (a demotion to READ, a removal) first holds their
 * sockets at most at that level on every instance (`restrict`, before its commit), then reads the
 * membership as committed and moves them to match (`settle`, after the commit or the rollback).
 * A widening change (a promotion) only settles, after its commit.
 *
 * A join or a settle that read the membership while such a change ran acts on nothing it read
 * (`changedSince`): the join reads again, the settle leaves it to the settle that follows.
 */
export class DataRooms {
  private readonly holds: MemberHolds;
  private readonly settles: SerialQueues;
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly io: RealtimeServer,
    private readonly clustered: boolean,
    /** The member's permission, or `null` when the user is not a member of the tree. */
    private readonly permissionOf: (teamtreeId: string, userId: string) => Promise<string | null>,
    private readonly log: Log,
    now: () => number = Date.now,
  ) {
    this.holds = new MemberHolds(now);
    this.settles = new SerialQueues(log, 'settling a member');
    if (!clustered) return;
    io.on('teamtree:restrict', (userId, teamtreeId, holdId, level, answer) => {
      this.restrictLocally(userId, teamtreeId, holdId, level);
      answer(true);
    });
    io.on('teamtree:settle', (userId, teamtreeId, holdId, answer) => void this.settleLocally(userId, teamtreeId, holdId).then(() => answer(true)));
  }

  mark(): Mark {
    return this.holds.mark();
  }

  /** Whether a change of the member's rooms began or ended since `mark` (a read from before it is stale). */
  changedSince(userId: string, teamtreeId: string, mark: Mark): boolean {
    return this.holds.changedSince(keyOf(userId, teamtreeId), mark);
  }

  /** The member's rooms changed another way (an eviction): a join that read the membership before reads again. */
  touch(userId: string, teamtreeId: string): void {
    this.holds.touch(keyOf(userId, teamtreeId));
  }

  /** The data room a joining socket of the member takes with the tree's room (the holds in flight applied). */
  roomFor(userId: string, teamtreeId: string, permission: string): DataRoom {
    return dataRoomOf(permission, this.holds.level(keyOf(userId, teamtreeId)));
  }

  /**
   * Holds the member's sockets of the tree at most at `level` (masked data, or none), here at
   * once and on every other instance before this resolves. Call before the narrowing change
   * commits; the answer settles the member (drops the hold, reads the membership, moves the
   * sockets), after the commit or the rollback.
   */
  async restrict(userId: string, teamtreeId: string, level: Restriction): Promise<() => Promise<void>> {
    const holdId = crypto.randomUUID();
    this.restrictLocally(userId, teamtreeId, holdId, level);
    if (this.clustered) {
      try {
        await this.io.serverSideEmitWithAck('teamtree:restrict', userId, teamtreeId, holdId, level);
      } catch (err) {
        // Some instance did not answer in time: whatever reaches it through the adapter takes
        // its sockets out of the full room (and the READ members' room for a removal).
        this.log.warn('[realtime] restrict: an instance did not answer', err);
        this.io.in(userRoom(userId)).socketsLeave(level === 'none' ? [fullRoom(teamtreeId), readerRoom(teamtreeId)] : fullRoom(teamtreeId));
      }
    }
    return () => this.settle(userId, teamtreeId, holdId);
  }

  /** Reads the member's permission and moves their sockets of the tree to match, on every instance; resolves once done. */
  async settle(userId: string, teamtreeId: string, holdId: string | null = null): Promise<void> {
    const here = this.settleLocally(userId, teamtreeId, holdId);
    if (this.clustered) {
      try {
        await this.io.serverSideEmitWithAck('teamtree:settle', userId, teamtreeId, holdId);
      } catch (err) {
        this.log.warn('[realtime] settle: an instance did not answer', err);
      }
    }
    await here;
  }

  /** Drops the timers of the holds (shutdown). */
  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private restrictLocally(userId: string, teamtreeId: string, holdId: string, level: Restriction): void {
    this.holds.add(keyOf(userId, teamtreeId), holdId, level);
    const timer = setTimeout(() => void this.settleLocally(userId, teamtreeId, holdId), HOLD_MAX_MS);
    timer.unref();
    this.timers.set(holdId, timer);
    for (const socket of this.socketsInTree(userId, teamtreeId)) move(socket, teamtreeId, narrower(currentRoom(socket, teamtreeId), level));
  }

  private settleLocally(userId: string, teamtreeId: string, holdId: string | null): Promise<void> {
    const key = keyOf(userId, teamtreeId);
    if (holdId !== null) {
      clearTimeout(this.timers.get(holdId));
      this.timers.delete(holdId);
      this.holds.remove(key, holdId);
    }
    // A join or a settle reading now acts on nothing it read (a settle queued behind does).
    this.holds.touch(key);
    return this.settles.run(key, async () => {
      const mark = this.holds.mark();
      const permission = await this.permissionOf(teamtreeId, userId);
      // Changed meanwhile: the settle queued by that change reads again.
      if (this.holds.changedSince(key, mark)) return;
      const room = dataRoomOf(permission, this.holds.level(key));
      for (const socket of this.socketsInTree(userId, teamtreeId)) move(socket, teamtreeId, room);
    });
  }

  private socketsInTree(userId: string, teamtreeId: string): RealtimeSocket[] {
    return localSocketsOf(this.io, userId).filter((socket) => socket.rooms.has(treeRoom(teamtreeId)));
  }
}

function keyOf(userId: string, teamtreeId: string): string {
  return `${userId}/${teamtreeId}`;
}
