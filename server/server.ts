import http from 'node:http';
import { startDigestSchedule } from './digest/digest-schedule';
import { startAnnouncementMailSender } from './announcements/announcement-mail-sender';
import { sendHistoryEntries } from './history/history-events';
import { startHistoryPurge } from './history/history-purge';
import type { AddressInfo } from 'node:net';
import type { AppContext } from './app-context';
import { createApp } from './app';
import { IMPORT_BODY_TIME_FACTOR } from './imports/import-limits';
import { AccessTokens } from './auth/access-tokens';
import { loadJwtSecret } from './auth/secrets';
import { publicUrlOf, type Settings } from './config/settings';
import { connectDatabase, type Database } from './db/connect';
import { holdDataDir } from './db/data-dir';
import { migrateDatabase, requireMigrated } from './db/migrate';
import { Readiness } from './http/readiness';
import { createAppMetrics } from './metrics/app-metrics';
import { noopHub, type RealtimeHub } from './realtime/hub';
import { createMailer } from './mail/mailer';
import { stopSettledBrotli } from './profiles/settled-brotli';

export interface RunningServer {
  url: string;
  port: number;
  context: AppContext;
  /** Stops accepting, finishes requests in flight, closes sockets and the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  log?: AppContext['log'];
  /** An already open database (tests hand in a cloned template). */
  database?: Database;
  /** Attaches realtime to the HTTP server; answers the hub routes talk to. */
  attachRealtime?: (server: http.Server, context: AppContext) => Promise<{ hub: RealtimeHub; close(): Promise<void> }>;
}

export async function startServer(settings: Settings, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? console;
  // The embedded database's folder belongs to one server at a time (API.md "Data folder").
  const dataDirLock = options.database || settings.databaseUrl ? null : await holdDataDir(settings.dataDir);
  const database = options.database ?? (await connectDatabase(settings));
  // Several instances may start together (advisory lock on PostgreSQL); `MIGRATE=0` leaves it to
  // `npm run migrate` and refuses a schema that is behind (docs/scaling.md "Operating").
  if (settings.migrate) await migrateDatabase(database);
  else await requireMigrated(database.knex);
  await dataDirLock?.restrict();
  const secret = await loadJwtSecret({
    configured: settings.jwtSecret,
    dataDir: settings.dataDir,
    knex: database.knex,
    shared: database.kind === 'postgres',
  });

  let listening = { host: settings.host, port: settings.port };
  const context: AppContext = {
    settings,
    db: database.knex,
    databaseKind: database.kind,
    tokens: new AccessTokens(secret, settings.accessTokenTtl),
    hub: noopHub,
    mailer: createMailer({ smtpUrl: settings.smtpUrl, mailFrom: settings.mailFrom, publicUrl: () => publicUrlOf(settings, listening), log }),
    publicUrl: () => publicUrlOf(settings, listening),
    log,
    readiness: new Readiness(database.knex, () => context.hub.isListening()),
    metrics: createAppMetrics(settings.metricsToken !== null, database.knex),
  };

  const { koa, refuseNewRequests } = createApp(context);
  const server = http.createServer(koa.callback());
  // Node's own bounds: the headers within 60 s, and the whole request within the longest body
  // deadline (the import's) after them; the body middleware times bodies out before this.
  server.headersTimeout = 60_000;
  server.requestTimeout = server.headersTimeout + IMPORT_BODY_TIME_FACTOR * settings.bodyTimeoutMs;
  const realtime = options.attachRealtime ? await options.attachRealtime(server, context) : null;
  if (realtime) context.hub = realtime.hub;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  listening = { host: settings.host, port: address.port };
  const url = `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${address.port}`;

  const digests = startDigestSchedule(context);
  const purges = startHistoryPurge(context);
  const announcementMails = startAnnouncementMailSender(context);
  sendHistoryEntries(context);

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      // Not ready from the first moment (balancers stop sending), before any socket closes.
      context.readiness.drain();
      refuseNewRequests();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const forceAfter = setTimeout(() => server.closeAllConnections(), 10_000);
      await realtime?.close();
      await stopped;
      stopSettledBrotli();
      await digests.stop();
      await purges.stop();
      await announcementMails.stop();
      await context.mailer.idle();
      clearTimeout(forceAfter);
      await database.close();
      await dataDirLock?.release();
    })());

  return { url, port: address.port, context, close };
}
