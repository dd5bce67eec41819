import type { Knex } from 'knex';
import type { Settings } from './config/settings';
import type { AccessTokens } from './auth/access-tokens';
import type { RealtimeHub } from './realtime/hub';
import type { Mailer } from './mail/mailer';
import type { Readiness } from './http/readiness';
import type { AppMetrics } from './metrics/app-metrics';

/** Everything a route needs, created once per server. */
export interface AppContext {
  settings: Settings;
  db: Knex;
  databaseKind: 'embedded' | 'postgres';
  tokens: AccessTokens;
  hub: RealtimeHub;
  /** Sends the product's mails (SMTP_URL), or writes them to the log. */
  mailer: Mailer;
  /** The address users reach (PUBLIC_URL or the listening address); known once listening. */
  publicUrl(): string;
  log: Pick<Console, 'log' | 'error' | 'warn'>;
  /** Whether balancers should send traffic here (`GET /api/ready`); drained when shutdown begins. */
  readiness: Readiness;
  /** `/api/metrics`' figures (METRICS_TOKEN); `metrics.realtime` is where the realtime side counts. */
  metrics: AppMetrics;
  /**
   * The time the history and the trash count their keeping periods by (docs/history.md);
   * the system clock when left out. Tests move it forward instead of waiting 30 days.
   */
  clock?: () => Date;
}

/** The context's time (its `clock`, else the system clock). */
export function nowOf(app: Pick<AppContext, 'clock'>): Date {
  return app.clock ? app.clock() : new Date();
}
