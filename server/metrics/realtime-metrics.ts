import { Counter, Gauge, type Registry } from 'prom-client';

/** What the realtime side shows at each scrape. */
export interface RealtimeStats {
  /** Sockets connected to this instance. */
  sockets: number;
  /** Tree rooms with at least one socket on this instance. */
  rooms: number;
}

/**
 * The realtime side's figures for `/api/metrics` (one per server, `AppContext.metrics.realtime`).
 * server/realtime calls these; with metrics off (no METRICS_TOKEN) they do nothing.
 */
export interface RealtimeMetrics {
  /** Messages this instance published to the other instances (one per cluster publish). */
  countPublished(count?: number): void;
  /** Messages this instance received from the other instances. */
  countReceived(count?: number): void;
  /** Where the open sockets and rooms are read at each scrape (set once, by attachRealtime). */
  watch(read: () => RealtimeStats): void;
}

export const noRealtimeMetrics: RealtimeMetrics = {
  countPublished: () => {},
  countReceived: () => {},
  watch: () => {},
};

export function realtimeMetrics(registry: Registry): RealtimeMetrics {
  let read: (() => RealtimeStats) | null = null;
  const published = new Counter({
    name: 'teamtree_realtime_events_published_total',
    help: 'Realtime messages this instance published to the other instances',
    registers: [registry],
  });
  const received = new Counter({
    name: 'teamtree_realtime_events_received_total',
    help: 'Realtime messages this instance received from the other instances',
    registers: [registry],
  });
  new Gauge({
    name: 'teamtree_realtime_sockets',
    help: 'Sockets connected to this instance',
    registers: [registry],
    collect() {
      this.set(read?.().sockets ?? 0);
    },
  });
  new Gauge({
    name: 'teamtree_realtime_rooms',
    help: 'Tree rooms with at least one socket on this instance',
    registers: [registry],
    collect() {
      this.set(read?.().rooms ?? 0);
    },
  });
  return {
    countPublished: (count = 1) => published.inc(count),
    countReceived: (count = 1) => received.inc(count),
    watch: (source) => void (read = source),
  };
}
