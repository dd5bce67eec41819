import Router from '@koa/router';
import { MENTION_NOT_FOUND, mentionsQuery, readMentionRequest } from '../../shared/schemas/mention';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireUserIdempotent } from '../idempotency/idempotent-writes';
import { listMentions, markMentionsRead } from '../mentions/mention-notices';

/** The bell's mentions: `GET /api/mentions?unread=&limit=` and `POST /api/mention/read` (docs/follow-ups.md "Mentions"). */
export function mentionRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const auth = requireUserIdempotent(app);

  router.get('/mentions', auth, async (ctx) => {
    const user = currentUser(ctx);
    ctx.body = await listMentions(app.db, user.id, validate(mentionsQuery, ctx.query));
  });

  router.post('/mention/read', auth, async (ctx) => {
    const user = currentUser(ctx);
    const input = validate(readMentionRequest, ctx.request.body);
    if (!(await markMentionsRead(app.db, user.id, 'id' in input ? input.id : null))) throw notFound(MENTION_NOT_FOUND);
    ctx.body = { ok: true };
  });

  return router;
}
