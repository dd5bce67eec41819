type Log = { error(...args: unknown[]): void };

/**
 * Work queued by key runs one after the other (in the order queued), each key on its own; a
 * failing step is logged and does not stop the ones after it.
 */
export class SerialQueues {
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly log: Log,
    private readonly what: string,
  ) {}

  run(key: string, work: () => Promise<void>): Promise<void> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous.then(work).catch((err: unknown) => this.log.error(`[realtime] ${this.what} failed:`, err));
    this.queues.set(key, next);
    void next.then(() => {
      if (this.queues.get(key) === next) this.queues.delete(key);
    });
    return next;
  }
}
