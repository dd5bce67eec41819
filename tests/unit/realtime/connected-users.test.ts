import { describe, expect, it } from 'vitest';
import { ConnectedUsers } from '../../../server/realtime/connected-users';

/** A registry on a fake clock whose name reads the test answers by hand. */
function registry() {
  let now = 0;
  const reads: Array<{ userId: string; answer: (name: string | null) => void }> = [];
  const users = new ConnectedUsers({
    maxSockets: 3,
    relaysPerSecond: 20,
    relayBurst: 40,
    nameMaxAgeMs: 30_000,
    readName: (userId) => new Promise((resolve) => reads.push({ userId, answer: resolve })),
    log: { warn: () => {} },
    now: () => now,
  });
  return { users, reads, advance: (ms: number) => (now += ms) };
}

const takeMany = (users: ConnectedUsers, userId: string, n: number) => Array.from({ length: n }, () => users.takeRelay(userId)).filter(Boolean).length;
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('ConnectedUsers', () => {
  it('admits up to the limit of sockets per user, and one more after one is released', () => {
    const { users } = registry();
    expect([1, 2, 3].map(() => users.admit('u1', 'Ann A'))).toEqual([true, true, true]);
    expect(users.admit('u1', 'Ann A')).toBe(false);
    expect(users.admit('u2', 'Bob B')).toBe(true);
    users.release('u1');
    expect(users.admit('u1', 'Ann A')).toBe(true);
    expect(users.admit('u1', 'Ann A')).toBe(false);
  });

  it('shares one relay budget between the sockets of a user: 40 at once, then 20 a second', () => {
    const { users, advance } = registry();
    users.admit('u1', 'Ann A');
    users.admit('u1', 'Ann A');
    users.admit('u2', 'Bob B');
    expect(takeMany(users, 'u1', 50)).toBe(40);
    expect(users.takeRelay('u2')).toBe(true);
    advance(500);
    expect(takeMany(users, 'u1', 20)).toBe(10);
    expect(users.takeRelay('nobody')).toBe(false);
  });

  it('keeps a spent budget when the user reconnects at once', () => {
    const { users } = registry();
    users.admit('u1', 'Ann A');
    takeMany(users, 'u1', 40);
    users.release('u1');
    users.admit('u1', 'Ann A');
    expect(users.takeRelay('u1')).toBe(false);
    users.clear();
  });

  it('relays the name of the newest handshake, and reads an old one again in the background', async () => {
    const { users, reads, advance } = registry();
    users.admit('u1', 'Ann A');
    expect(users.nameOf('u1')).toBe('Ann A');
    users.admit('u1', 'Ann Renamed');
    expect(users.nameOf('u1')).toBe('Ann Renamed');
    expect(reads).toHaveLength(0);

    advance(30_001);
    expect(users.nameOf('u1')).toBe('Ann Renamed');
    expect(users.nameOf('u1')).toBe('Ann Renamed');
    expect(reads.map((r) => r.userId)).toEqual(['u1']);
    reads[0].answer('Ann Again');
    await settled();
    expect(users.nameOf('u1')).toBe('Ann Again');
    expect(reads).toHaveLength(1);
  });

  it('lets a handshake during a read win over the read', async () => {
    const { users, reads, advance } = registry();
    users.admit('u1', 'Ann A');
    advance(30_001);
    users.nameOf('u1');
    advance(1);
    users.admit('u1', 'Ann Newest');
    reads[0].answer('Ann Older');
    await settled();
    expect(users.nameOf('u1')).toBe('Ann Newest');
  });
});
