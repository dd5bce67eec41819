import { ApiClient } from '../../support/http';

/** A rename the server answered 200: acknowledged, so it must never be lost. */
export interface Ack {
  profileId: string;
  name: string;
  version: number;
  /** When the answer arrived (ms, this process's clock). */
  at: number;
  /** The instance that answered (`X-Upstream`, added by the test's nginx config). */
  upstream: string | null;
}

/**
 * One writer: renames its own profiles in turn through the balancer, one request at a time,
 * 50 ms after each answer, until stopped. Only 200 answers count as acknowledged; failures
 * (the database is down, the instance died mid-request) are kept as counts.
 */
export class Writer {
  readonly acks: Ack[] = [];
  readonly failures = new Map<string, number>();
  /** The first answer body (or error message) per kind of failure. */
  readonly failureSamples = new Map<string, string>();
  private seq = 0;
  private stopAfter = Infinity;
  private running: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly api: ApiClient,
    private readonly token: string,
    private readonly label: string,
    private readonly profiles: string[],
  ) {}

  start(): void {
    this.stopAfter = Infinity;
    this.running = this.loop();
  }

  /** Stops after `more` further acknowledged renames; resolves when the last request ended. */
  async stop(more = 0): Promise<void> {
    this.stopAfter = this.acks.length + more;
    await this.running;
  }

  /** Resolves at the first acknowledged rename answered after `since`. */
  ackAfter(since: number): Promise<Ack> {
    return new Promise((resolve) => {
      const check = () => {
        const ack = this.acks.find((a) => a.at > since);
        if (!ack) return;
        this.listeners.delete(check);
        resolve(ack);
      };
      this.listeners.add(check);
      check();
    });
  }

  private async loop(): Promise<void> {
    while (this.acks.length < this.stopAfter) {
      const profileId = this.profiles[this.seq % this.profiles.length];
      const name = `${this.label} ${++this.seq}`;
      const res = await this.api.put('/api/teamtree/profile', { id: profileId, name }, { token: this.token }).catch((err: Error) => err);
      if (res instanceof Error || res.status !== 200) {
        const key = res instanceof Error ? 'network error' : String(res.status);
        this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
        if (!this.failureSamples.has(key)) this.failureSamples.set(key, res instanceof Error ? res.message : JSON.stringify(res.body).slice(0, 200));
      } else {
        this.acks.push({ profileId, name, version: res.body.profile.version, at: Date.now(), upstream: res.headers.get('x-upstream') });
        for (const listener of [...this.listeners]) listener();
      }
      await new Promise((resolve) => setTimeout(resolve, 50)); // the writers' pace, not a synchronisation
    }
  }
}
