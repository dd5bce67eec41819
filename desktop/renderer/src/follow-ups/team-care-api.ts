import { teamCareAnswer, teamCareChoiceAnswer } from '@shared/schemas/team-care';
import { deviceTimeZone } from '../api/digest';
import { api } from '../api/instance';

/** Team care's calls (docs/follow-ups.md "Team care"): days are counted on the device's calendar. */

export const teamCareKeys = { all: ['team-care'] as const };

export const fetchTeamCare = () => api.get('/team-care', { query: { timeZone: deviceTimeZone() }, schema: teamCareAnswer });

/** 'Done' (kept for good) or 'Snooze 7 days' of one suggestion. */
export const chooseTeamCare = (choice: 'done' | 'snooze', key: string) =>
  api.post(`/team-care/${choice}`, { key, timeZone: deviceTimeZone() }, { schema: teamCareChoiceAnswer });
