import { describe, expect, it } from 'vitest';
import { MessageType } from 'socket.io-adapter';
import { HEARTBEAT_TYPES, lostBy, retryDelay } from '../../../../server/realtime/cluster-recovery';

const notify = (message: Record<string, unknown>): [string, unknown[]] => ['SELECT pg_notify($1, $2)', ['socket.io#/', JSON.stringify(message)]];

describe('cluster recovery', () => {
  it('tries to listen again after 100 ms, then in 100 ms steps up to once a second', () => {
    expect([0, 1, 2, 8, 9, 10, 50].map(retryDelay)).toEqual([100, 200, 300, 900, 1000, 1000, 1000]);
  });

  it("tells which sockets a failed adapter query may have cost an event: the others' for a publish, this instance's for a large payload's read", () => {
    expect(lostBy(...notify({ type: MessageType.SERVER_SIDE_EMIT, data: { packet: ['teamtree:emit'] } }))).toBe('peers');
    expect(lostBy(...notify({ type: MessageType.BROADCAST, attachmentId: '7' }))).toBe('peers');
    expect(lostBy('INSERT INTO socket_io_attachments (payload) VALUES ($1) RETURNING id;', [Buffer.from('x')])).toBe('peers');
    expect(lostBy('SELECT payload FROM socket_io_attachments WHERE id = $1', ['7'])).toBe('local');
    // Heartbeats and the cleanup of old payloads carry no event.
    expect(HEARTBEAT_TYPES).toEqual(new Set([MessageType.INITIAL_HEARTBEAT, MessageType.HEARTBEAT]));
    expect(lostBy(...notify({ type: MessageType.HEARTBEAT }))).toBeNull();
    expect(lostBy(...notify({ type: MessageType.INITIAL_HEARTBEAT }))).toBeNull();
    expect(lostBy("DELETE FROM socket_io_attachments WHERE created_at < now() - interval '30000 milliseconds'")).toBeNull();
  });
});
