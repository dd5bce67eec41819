import Router from '@koa/router';
import { todayIn } from '../../shared/domain/calendar-date';
import { snoozedUntil } from '../../shared/domain/team-care';
import { teamCareChoice, teamCareQuery } from '../../shared/schemas/team-care';
import { userTimeZone } from '../account/user-time-zone';
import type { AppContext } from '../app-context';
import { currentUser, requireUser } from '../auth/authenticate';
import { validate } from '../http/validate';
import { dismissSuggestion, teamCareSuggestions } from '../team-care/team-care-store';

/** Team care on Today (docs/follow-ups.md "Team care"): the suggestions, 'Done' and 'Snooze 7 days'. */
export function teamCareRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/team-care' });
  const auth = requireUser(app);

  router.get('/', auth, async (ctx) => {
    const user = currentUser(ctx);
    const { timeZone } = validate(teamCareQuery, ctx.query);
    ctx.body = { suggestions: await teamCareSuggestions(app.db, user.id, await userTimeZone(app.db, user.id, timeZone)) };
  });

  for (const choice of ['done', 'snooze'] as const) {
    router.post(`/${choice}`, auth, async (ctx) => {
      const user = currentUser(ctx);
      const { key, timeZone } = validate(teamCareChoice, ctx.request.body);
      const today = todayIn(await userTimeZone(app.db, user.id, timeZone));
      const until = choice === 'done' ? null : snoozedUntil(today);
      await dismissSuggestion(app.db, user.id, key, until, today);
      ctx.body = { ok: true, until };
    });
  }

  return router;
}
