import type { Knex } from 'knex';
import type Koa from 'koa';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { httpMetrics } from './http-metrics';
import { poolMetrics } from './pool-metrics';
import { noRealtimeMetrics, realtimeMetrics, type RealtimeMetrics } from './realtime-metrics';

/**
 * One server's figures for `GET /api/metrics` (Prometheus text format), in a registry of its
 * own (tests run many servers in one process). Off, and costing nothing, without METRICS_TOKEN.
 */
export interface AppMetrics {
  /** Null when metrics are off. */
  registry: Registry | null;
  /** Measures every request (null when off). */
  middleware: Koa.Middleware | null;
  realtime: RealtimeMetrics;
}

export function createAppMetrics(enabled: boolean, db: Knex): AppMetrics {
  if (!enabled) return { registry: null, middleware: null, realtime: noRealtimeMetrics };
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  poolMetrics(registry, db);
  return { registry, middleware: httpMetrics(registry), realtime: realtimeMetrics(registry) };
}
