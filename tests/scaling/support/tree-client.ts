import { io } from 'socket.io-client';
import { RealtimeClient } from '../../../desktop/renderer/src/realtime/realtime-client';
import { ApiClient } from '../../support/http';

/** What a client holds of one profile: the newest version it saw, by read or by event. */
export interface HeldProfile {
  name: string;
  version: number;
}

/**
 * A client as the renderer runs it, without a page: the renderer's own `RealtimeClient` (kind
 * `tree`, the transports the server offers in `GET /api/config` as socket.ts passes them, its
 * reconnection, re-join and `resync`) through the balancer, plus what the renderer's TreeSync
 * does with it, kept small:
 * - the tree is read once (`GET /api/teamtree/status`), then kept current from `profile-update`
 *   events, applied by version (an older version never wins, as tree-patch.ts does);
 * - after every accepted join but the first (a reconnection) and on `resync` the tree is read
 *   again (TreeSync.joined / TreeSync.resync), one read at a time, another after it when asked
 *   for during it; a read that fails (the database is down) is tried again every 250 ms, as the
 *   renderer's query retries do, until it lands.
 * Nothing is ever reloaded: the client's only ways to learn of changes are its socket and those reads.
 */
export class TreeClient {
  readonly held = new Map<string, HeldProfile>();
  /** When each accepted join happened (ms, this process's clock), the first one included. */
  readonly joins: number[] = [];
  readonly connects: number[] = [];
  readonly disconnects: number[] = [];
  /** Arrival times of profile-update events: `${profileId}@${version}` → ms. */
  readonly arrivals = new Map<string, number>();
  /** Per profile, each newer version when it was first held: [version, ms]. */
  private readonly history = new Map<string, Array<[number, number]>>();
  resyncs = 0;
  rereads = 0;
  private readonly api: ApiClient;
  private client: RealtimeClient | null = null;
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private stopped = false;
  private readonly waiters = new Set<() => void>();

  constructor(
    /** The balancer this client goes through. */
    readonly url: string,
    private readonly token: string,
    private readonly tree: string,
  ) {
    this.api = new ApiClient(url);
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  /** Reads what the server offers, connects, joins the tree and reads it. */
  async start(): Promise<void> {
    const config = await this.api.get('/api/config');
    if (config.status !== 200) throw new Error(`GET /api/config: ${config.status}`);
    const client = new RealtimeClient({
      kind: 'tree',
      url: this.url,
      transports: config.body.socketTransports,
      getToken: () => this.token,
      refreshToken: async () => this.token, // tokens live 15 minutes, longer than the test
      // The renderer's socket.io-client, watched for when it connects and loses the connection.
      connect: ((uri: string, options: Parameters<typeof io>[1]) => {
        const socket = io(uri, options);
        socket.on('connect', () => this.connects.push(Date.now()));
        socket.on('disconnect', () => this.disconnects.push(Date.now()));
        return socket;
      }) as typeof io,
      onStatus: () => this.notify(),
      onJoined: () => {
        this.joins.push(Date.now());
        if (this.joins.length > 1) this.reread();
        this.notify();
      },
      onResync: () => {
        this.resyncs++;
        this.reread();
      },
    });
    this.client = client;
    client.on('teamtree-update', (event) => {
      if (event.type !== 'profile-update' || event.teamtreeId !== this.tree) return;
      const data = event.data as unknown as { id: string; name: string; version: number };
      this.arrivals.set(`${data.id}@${data.version}`, Date.now());
      this.apply(data);
    });
    client.start();
    await this.until(() => client.connected, 30_000, 'the first connection');
    const answer = await client.joinTree(this.tree);
    if (!('ok' in answer)) throw new Error(`join refused: ${JSON.stringify(answer)}`);
    await this.read();
  }

  /** When this client first held `version` (or a newer one) of the profile; null if never. */
  heldSince(profileId: string, version: number): number | null {
    return this.history.get(profileId)?.find(([v]) => v >= version)?.[1] ?? null;
  }

  stop(): void {
    this.stopped = true;
    this.client?.stop();
    this.notify();
  }

  /** Resolves once `done()` holds, checked after every event, join and read; rejects after `ms`. */
  until(done: () => boolean, ms: number, what: string): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`${what}: not within ${ms} ms`));
      }, ms);
      this.waiters.add(check);
    });
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  private apply(profile: { id: string; name: string; version: number }): void {
    const held = this.held.get(profile.id);
    if (!held || profile.version > held.version) {
      this.held.set(profile.id, { name: profile.name, version: profile.version });
      const list = this.history.get(profile.id) ?? [];
      list.push([profile.version, Date.now()]);
      this.history.set(profile.id, list);
    }
    this.notify();
  }

  /** One re-read at a time; asked for during one, another follows it (it may have begun too early). */
  private reread(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.rereads++;
    this.reading = this.read().finally(() => {
      this.reading = null;
      if (this.readAgain && !this.stopped) {
        this.readAgain = false;
        this.reread();
      }
    });
  }

  private async read(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const res = await this.api.get(`/api/teamtree/status?teamtreeId=${this.tree}`, { token: this.token }).catch(() => null);
      if (res?.status === 200) {
        for (const profile of res.body.teamtree.profiles as Array<{ id: string; name: string; version: number }>) this.apply(profile);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250)); // a retry's delay, not a synchronisation
    }
  }
}
