import { z } from 'zod';
import { TEAM_CARE_KEY, TEAM_CARE_KINDS } from '../domain/team-care';
import { isTimeZone } from '../domain/time-zone';

/**
 * Team care on Today (issue 37 item 4; docs/follow-ups.md "Team care", where API.md is silent):
 * `GET /api/team-care?timeZone=` lists the suggestions, `POST /api/team-care/done {key}` and
 * `POST /api/team-care/snooze {key}` keep the user's choice.
 */

/** The app's own time zone (IANA), in which 'today' and the days since are counted; without it the digest's, else UTC. */
const timeZone = z.string().max(64, 'timeZone is too long').refine(isTimeZone, 'timeZone must be an IANA time zone such as Europe/Berlin').optional();

export const teamCareQuery = z.object({ timeZone });

export const teamCareChoice = z.object({
  key: z.string({ message: 'key must be text' }).max(120, 'key is too long').regex(TEAM_CARE_KEY, 'key must be a suggestion key from GET /api/team-care'),
  timeZone,
});

export const teamCareSuggestion = z.object({
  key: z.string(),
  kind: z.enum(TEAM_CARE_KINDS),
  teamtreeId: z.string(),
  teamtreeName: z.string(),
  profileId: z.string(),
  name: z.string(),
  phone: z.string(),
  day: z.number().nullable(),
  days: z.number().nullable(),
  lastContactOn: z.string().nullable(),
});

export const teamCareAnswer = z.object({ suggestions: z.array(teamCareSuggestion) });
export type TeamCareAnswer = z.infer<typeof teamCareAnswer>;

export const teamCareChoiceAnswer = z.object({ ok: z.literal(true), until: z.string().nullable() });
