import type { Knex } from 'knex';

/** How long the database may take to answer `select 1` before the instance counts as not ready. */
export const READY_QUERY_TIMEOUT_MS = 1000;
/** A database answer is reused this long, so balancers probing often cost one query a second. */
export const READY_CACHE_MS = 1000;

export const NOT_READY = {
  draining: 'The server is shutting down.',
  database: 'The database does not answer.',
  realtime: 'Realtime events from the other instances do not arrive right now.',
} as const;

/**
 * Whether this instance should be given traffic (`GET /api/ready`, docs/scaling.md "Operating"):
 * not once its shutdown has begun (the drain), not while the database does not answer, not
 * while the realtime adapter does not listen to the other instances. Liveness is `/api/health`.
 */
export class Readiness {
  private draining = false;
  private database: { at: number; answer: Promise<boolean> } | null = null;

  constructor(
    private readonly db: Knex,
    /** The realtime side's own answer (the hub's `isListening`); a single instance always listens. */
    private readonly realtimeListens: () => boolean,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The shutdown began: every later check answers not ready. */
  drain(): void {
    this.draining = true;
  }

  /** Null when ready, else why not (one of NOT_READY). */
  async check(): Promise<string | null> {
    if (this.draining) return NOT_READY.draining;
    if (!(await this.databaseAnswers())) return NOT_READY.database;
    if (this.draining) return NOT_READY.draining;
    if (!this.realtimeListens()) return NOT_READY.realtime;
    return null;
  }

  private databaseAnswers(): Promise<boolean> {
    const now = this.now();
    if (this.database && now - this.database.at < READY_CACHE_MS) return this.database.answer;
    let timer: NodeJS.Timeout | undefined;
    const answer = Promise.race([
      this.db.raw('select 1').then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), READY_QUERY_TIMEOUT_MS))),
    ]).finally(() => clearTimeout(timer));
    this.database = { at: now, answer };
    return answer;
  }
}
