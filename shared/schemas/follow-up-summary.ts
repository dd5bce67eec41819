import { z } from 'zod';
import { id } from './common';

/**
 * Each partner's follow-up figures for the Teamlist (an addition to API.md's "Follow-ups: notes
 * and tasks"; docs/follow-ups.md "On the Teamlist"): `GET /api/teamtree/follow-up-summary`.
 */
export const followUpSummaryQuery = z.object({ teamtreeId: id });

export const partnerFollowUp = z.object({
  profileId: z.string(),
  /** The newest `at` of the partner's calls, messages and meetings (notes do not count); null for none, or hidden. */
  lastContact: z.string().nullable(),
  /** The earliest `due` of the partner's open tasks (a READ member's: assigned to them); null for none. */
  nextFollowUp: z.string().nullable(),
});
export type PartnerFollowUp = z.infer<typeof partnerFollowUp>;

export const followUpSummary = z.object({
  /** Partners with a value in either field; a partner left out has neither. */
  profiles: z.array(partnerFollowUp),
  /** True when the tree hides activities from the caller (a READ member): every `lastContact` is null then. */
  lastContactHidden: z.boolean(),
});
export type FollowUpSummary = z.infer<typeof followUpSummary>;
