import Koa from 'koa';
import type Router from '@koa/router';
import type { AppContext } from './app-context';
import { compression } from './http/compression';
import { logStreamErrors } from './http/stream-errors';
import { desktopCors } from './http/cors';
import { errorMiddleware } from './http/error-middleware';
import { serviceUnavailable } from './http/errors';
import { closeWhenBodyUnread, jsonBody } from './http/json-body';
import { IMPORT_PATH } from '../shared/schemas/import';
import { FIGURES_PATH } from '../shared/schemas/figures';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { mountRouters } from './http/routing';
import { updateFeed } from './http/update-feed';
import { webApp } from './http/web-app';
import { authRoutes } from './routes/auth';
import { adminRoutes } from './routes/admin';
import { joinRoutes } from './routes/join';
import { joinRequestRoutes } from './routes/join-requests';
import { shareRoutes } from './routes/share';
import { teamtreeRoutes } from './routes/teamtree';
import { userDigestRoutes } from './routes/user-digest';
import { userSettingsRoutes } from './routes/user-settings';
import { categoryRoutes } from './routes/category';
import { googleRoutes } from './routes/google';
import { clientConfigRoutes } from './routes/client-config';
import { healthRoutes } from './routes/health';
import { metricsRoutes } from './routes/metrics';
import { profileRoutes } from './routes/profile';
import { importRoutes } from './routes/import';
import { historyRoutes } from './routes/history';
import { emailVerificationRoutes } from './routes/email-verification';
import { passwordRoutes } from './routes/passwords';
import { sessionRoutes } from './routes/sessions';
import { twoFactorRoutes } from './routes/two-factor';
import { accountRoutes } from './routes/account';
import { activityRoutes } from './routes/activity';
import { taskRoutes } from './routes/task';
import { teamCareRoutes } from './routes/team-care';
import { followUpSummaryRoutes } from './routes/follow-up-summary';
import { figuresRoutes } from './routes/figures';
import { announcementRoutes } from './routes/announcements';
import { mentionRoutes } from './routes/mentions';

/** Every API router, in one list so a new resource is one line here. */
export function apiRouters(app: AppContext): Router[] {
  return [
    healthRoutes(app),
    metricsRoutes(app),
    clientConfigRoutes(app),
    authRoutes(app),
    sessionRoutes(app),
    twoFactorRoutes(app),
    accountRoutes(app),
    emailVerificationRoutes(app),
    passwordRoutes(app),
    googleRoutes(app),
    profileRoutes(app),
    importRoutes(app),
    figuresRoutes(app),
    historyRoutes(app),
    categoryRoutes(app),
    activityRoutes(app),
    taskRoutes(app),
    teamCareRoutes(app),
    followUpSummaryRoutes(app),
    teamtreeRoutes(app),
    joinRequestRoutes(app),
    shareRoutes(app),
    joinRoutes(app),
    userSettingsRoutes(app),
    userDigestRoutes(app),
    announcementRoutes(app),
    mentionRoutes(app),
    adminRoutes(app),
  ];
}

export interface CreatedApp {
  koa: Koa;
  /** Makes every later request answer 503 (used while shutting down). */
  refuseNewRequests(): void;
}

export function createApp(app: AppContext): CreatedApp {
  // TRUST_PROXY hops: Koa keeps the rightmost `maxIpsCount` entries of X-Forwarded-For and
  // takes the first of those, i.e. the address the outermost of our own proxies saw.
  const hops = app.settings.trustProxyHops;
  const koa = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  let refusing = false;
  koa.on('error', logStreamErrors(app.log));
  if (app.settings.logRequests) koa.use(requestLog(app.log));
  // Outside everything else, so that it sees each answer's final status.
  if (app.metrics.middleware) koa.use(app.metrics.middleware);
  koa.use(compression());
  koa.use(securityHeaders(app));
  koa.use(closeWhenBodyUnread());
  koa.use(errorMiddleware(app.log));
  koa.use(async (ctx, next) => {
    if (refusing) throw serviceUnavailable();
    await next();
    // A request that was in flight when shutdown began must not keep its connection open.
    if (refusing) ctx.set('Connection', 'close');
  });
  koa.use(desktopCors(app.settings));
  // The import and the figures write read their own bodies, after authentication (routes/import.ts, routes/figures.ts).
  koa.use(jsonBody({ timeoutMs: app.settings.bodyTimeoutMs, readByRoute: [IMPORT_PATH, FIGURES_PATH] }));
  mountRouters(koa, apiRouters(app));
  koa.use(updateFeed(app.settings.updatesDir));
  koa.use(webApp(app.settings.webDir));
  return { koa, refuseNewRequests: () => void (refusing = true) };
}
