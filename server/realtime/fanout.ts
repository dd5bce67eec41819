import type { ServerEventName, ServerEventPayload } from '../../shared/schemas/realtime';
import type { RealtimeServer } from './types';

/**
 * Delivery to rooms on every instance, in order. This instance's sockets get an event at once
 * (synchronously, so it stays in order with acknowledgements and with other events); the other
 * instances get it through the cluster adapter, which publishes one message after the other
 * (see cluster.ts), and deliver it to their own sockets. A socket in several of the target rooms
 * gets the event once.
 *
 * (The adapter's own broadcast first waits for the database round trip and only then delivers
 * locally, so two broadcasts could overtake each other, and overtake an acknowledgement.)
 */
export class Fanout {
  constructor(
    private readonly io: RealtimeServer,
    private readonly clustered: boolean,
  ) {
    if (!clustered) return;
    io.on('teamtree:emit', (rooms, except, event, payload) => this.local(rooms, except, event as ServerEventName, payload));
    io.on('teamtree:disconnect', (room) => io.local.in(room).disconnectSockets(true));
  }

  /** Sends `event` to every socket in any of `rooms`, except those in `except` (a socket id is a room too). */
  emit<E extends ServerEventName>(rooms: string | string[], event: E, payload: ServerEventPayload<E>, except: string[] = []): void {
    const targets = [rooms].flat();
    if (!targets.length) return;
    this.local(targets, except, event, payload);
    if (this.clustered) this.io.serverSideEmit('teamtree:emit', targets, except, event, payload);
  }

  /** Disconnects every socket in a room (a user's, a session's), here at once and on the other instances on receipt. */
  disconnectRoom(room: string): void {
    this.io.local.in(room).disconnectSockets(true);
    if (this.clustered) this.io.serverSideEmit('teamtree:disconnect', room);
  }

  private local(rooms: string[], except: string[], event: ServerEventName, payload: unknown): void {
    let target = this.io.local.to(rooms);
    if (except.length) target = target.except(except);
    (target.emit as (event: string, payload: unknown) => boolean)(event, payload);
  }
}
