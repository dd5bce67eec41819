import { describe, expect, it, vi } from 'vitest';
import type { RealtimeClientOptions, RealtimeStatus } from '../../../desktop/renderer/src/realtime/realtime-client';
import { serverToken } from '../renderer/fakes';

/**
 * The app's two sockets (realtime/socket.ts) after an outage: when one gets through, the other
 * tries at once instead of waiting out its backoff. The sockets' client is replaced by a stand-in
 * that records what the pair asks of it.
 */

const clients: FakeClient[] = [];

class FakeClient {
  retries = 0;
  teamtreeId: string | null = null;
  constructor(readonly options: RealtimeClientOptions) {
    clients.push(this);
  }
  on() {
    return () => {};
  }
  start() {}
  stop() {}
  retryNow() {
    this.retries++;
  }
  async joinTree(id: string) {
    this.teamtreeId = id;
    return { ok: true as const };
  }
  async leaveTree() {
    return { ok: true as const };
  }
  status(status: RealtimeStatus) {
    this.options.onStatus?.(status);
  }
}

vi.mock('../../../desktop/renderer/src/realtime/realtime-client', () => ({ RealtimeClient: FakeClient }));

describe('the two sockets after an outage', () => {
  it('makes the other socket try at once when one gets through', async () => {
    const { session } = await import('../../../desktop/renderer/src/api/instance');
    const { connectRealtime, joinTreeRoom } = await import('../../../desktop/renderer/src/realtime/socket');
    session.setAccess(serverToken(Date.now(), 900_000));
    joinTreeRoom('tree-1');
    await connectRealtime();
    const [global, tree] = (['global', 'tree'] as const).map((kind) => clients.find((c) => c.options.kind === kind)!);
    for (const client of [global, tree]) client.status('reconnecting');

    global.status('connected');
    expect([global.retries, tree.retries]).toEqual([0, 1]);
    tree.status('connected');
    expect([global.retries, tree.retries]).toEqual([1, 1]);
    // Still lost: nothing to hurry.
    tree.status('reconnecting');
    expect([global.retries, tree.retries]).toEqual([1, 1]);
  });
});
