import type { Restriction } from './types';

/** Which data room a member's socket belongs in: the full one, the READ members' one, or none. */
export type DataRoom = 'full' | 'reader' | null;

/** How long a change is remembered for `changedSince` (a read that took longer trusts nothing). */
const REMEMBER_MS = 60_000;

/**
 * The data room for a member's permission (`null`: not a member) under the holds in flight: a
 * hold never widens, it only narrows (docs/privacy.md "What READ members see").
 */
export function dataRoomOf(permission: string | null, restriction: Restriction | null): DataRoom {
  if (permission === null || restriction === 'none') return null;
  return restriction === 'reader' || permission === 'READ' ? 'reader' : 'full';
}

/** The narrower of two data rooms (none, then the READ members', then the full one). */
export function narrower(current: DataRoom, level: Restriction): DataRoom {
  if (current === null || level === 'none') return null;
  return 'reader';
}

export interface Mark {
  tick: number;
  at: number;
}

/**
 * This instance's holds on members whose sight is being narrowed (a demotion to READ, a
 * removal: placed before the change commits, settled after), and when each member's rooms last
 * changed, so that a join or a settle that read the membership before such a change does not
 * act on what it read. Keyed by user and tree.
 */
export class MemberHolds {
  private tick = 0;
  private readonly holds = new Map<string, Map<string, Restriction>>();
  private readonly changes = new Map<string, Mark>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Now, for a later `changedSince`. */
  mark(): Mark {
    return { tick: this.tick, at: this.now() };
  }

  /** Whether the member's holds changed, or a settle was asked for, since `mark`. */
  changedSince(key: string, mark: Mark): boolean {
    if (this.now() - mark.at >= REMEMBER_MS) return true;
    return (this.changes.get(key)?.tick ?? -1) > mark.tick;
  }

  /** Something about the member changed (a hold, its release, a settle asked for). */
  touch(key: string): void {
    const at = this.now();
    for (const [k, change] of this.changes) if (at - change.at >= REMEMBER_MS) this.changes.delete(k);
    this.changes.set(key, { tick: ++this.tick, at });
  }

  add(key: string, holdId: string, level: Restriction): void {
    const held = this.holds.get(key) ?? new Map<string, Restriction>();
    this.holds.set(key, held.set(holdId, level));
    this.touch(key);
  }

  /** Drops a hold; answers whether it was there. */
  remove(key: string, holdId: string): boolean {
    const held = this.holds.get(key);
    if (!held?.delete(holdId)) return false;
    if (held.size === 0) this.holds.delete(key);
    this.touch(key);
    return true;
  }

  /** The narrowest hold on the member, or `null`. */
  level(key: string): Restriction | null {
    const levels = [...(this.holds.get(key)?.values() ?? [])];
    if (levels.includes('none')) return 'none';
    return levels.length ? 'reader' : null;
  }
}
