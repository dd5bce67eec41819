import type { Knex } from 'knex';
import type { Settings } from './config/settings';
import type { AccessTokens } from './auth/access-tokens';
import type { RealtimeHub } from './realtime/hub';
import type { Mailer } from './mail/mailer';

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
}
