import type Koa from 'koa';
import helmet from 'koa-helmet';
import { socketOriginOf } from '../../shared/domain/server-address';
import type { AppContext } from '../app-context';

/** HSTS lifetime once PUBLIC_URL is https: one year. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The web UI's Content-Security-Policy: scripts and styles only from this server (inline
 * styles for React's `style` props), connections to this server and its Socket.IO endpoint,
 * the service worker and the web app manifest only from this server (docs/pwa.md),
 * never framed, no plugins, no `<base>`, forms only to itself. (desktop/renderer/index.html
 * carries a looser meta policy for the desktop build; browsers enforce both.)
 */
function webContentSecurityPolicy(app: AppContext): Koa.Middleware {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", () => socketOriginOf(app.publicUrl())],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
}

/**
 * Security headers (koa-helmet). Every answer: `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: same-origin` (share links in the address never reach other sites), and
 * HSTS when PUBLIC_URL is https. HTML answers also get the CSP above and
 * `X-Frame-Options: DENY`. Put it outermost, so error answers carry the headers too.
 */
export function securityHeaders(app: AppContext): Koa.Middleware {
  const https = app.settings.publicUrl?.startsWith('https:') ?? false;
  const everyAnswer = helmet({
    contentSecurityPolicy: false,
    xFrameOptions: false,
    // The desktop renderer (another origin) reads the API with CORS; CORP would only get in the way.
    crossOriginResourcePolicy: false,
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'same-origin' },
  });
  const csp = webContentSecurityPolicy(app);
  const deny = helmet.frameguard({ action: 'deny' });
  const done = async () => {};
  return async (ctx, next) => {
    await everyAnswer(ctx, next);
    if (ctx.response.is('html')) {
      await csp(ctx, done);
      await deny(ctx, done);
    }
  };
}
