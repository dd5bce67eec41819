import type { Knex } from 'knex';
import { Gauge, type Registry } from 'prom-client';

/** The parts of knex's connection pool (tarn) read at each scrape. */
interface Pool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/** The database pool's use: connections in use, idle, being opened, requests waiting, and its size. */
export function poolMetrics(registry: Registry, db: Knex): void {
  const pool = () => (db.client as { pool?: Pool | null }).pool ?? null;
  new Gauge({
    name: 'teamtree_db_pool_connections',
    help: 'Database pool connections by state (used, free, creating) and requests waiting for one (waiting)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = pool();
      this.set({ state: 'used' }, p?.numUsed() ?? 0);
      this.set({ state: 'free' }, p?.numFree() ?? 0);
      this.set({ state: 'creating' }, p?.numPendingCreates() ?? 0);
      this.set({ state: 'waiting' }, p?.numPendingAcquires() ?? 0);
    },
  });
  new Gauge({
    name: 'teamtree_db_pool_max',
    help: 'The most connections the database pool opens',
    registers: [registry],
    collect() {
      this.set(pool()?.max ?? 0);
    },
  });
}
