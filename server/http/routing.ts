import type Router from '@koa/router';
import type Koa from 'koa';
import { HttpError } from './errors';

/** Mounts routers and answers a known path with an unserved method with 405 (unknown ones 501). */
export function mountRouters(app: Koa, routers: Router[]): void {
  for (const router of routers) {
    app.use(router.routes());
    app.use(
      router.allowedMethods({
        throw: true,
        methodNotAllowed: () => new HttpError(405, 'Method not allowed'),
        notImplemented: () => new HttpError(501, 'Method not implemented'),
      }),
    );
  }
}
