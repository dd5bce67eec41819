import type { Knex } from 'knex';
import type { Permission } from '../../shared/domain/constants';
import { CONTACT_KINDS } from '../../shared/domain/last-contact';
import { seesActivities } from '../../shared/domain/read-privacy';
import type { FollowUpSummary, PartnerFollowUp } from '../../shared/schemas/follow-up-summary';
import { calendarDay } from '../presenters/row-values';

interface Caller {
  userId: string;
  permission: Permission;
  /** The tree's `hideFromRead`. */
  hideFromRead: readonly string[];
}


/**
 * Each partner's newest contact (call, message or meeting): one GROUP BY over the partial index
 * `activities_contacts (teamtree_id, profile_id, at) WHERE kind IN (…)` (migration 026).
 */
function lastContacts(db: Knex, teamtreeId: string): Promise<{ profile_id: string; last: Date | string }[]> {
  return db('activities').where('teamtree_id', teamtreeId).whereIn('kind', CONTACT_KINDS).groupBy('profile_id').select('profile_id').max({ last: 'at' });
}

/** Each partner's soonest open task (a READ member's: only those assigned to them), over the index `(teamtree_id, due)`. */
function nextFollowUps(db: Knex, teamtreeId: string, assigneeId: string | null): Promise<{ profile_id: string; next: string | Date }[]> {
  const query = db('tasks').where({ teamtree_id: teamtreeId, done: false }).whereNotNull('profile_id');
  if (assigneeId) query.where('assignee_id', assigneeId);
  return query.groupBy('profile_id').select('profile_id').min({ next: 'due' });
}

/**
 * The Teamlist's follow-up figures of a tree for a member (docs/follow-ups.md "On the
 * Teamlist"): partners with a last contact or an open task, each once. A READ member gets no
 * last contacts while the tree hides activities from them, and next follow-ups only from the
 * tasks assigned to them (the tasks they see).
 */
export async function followUpSummaryOf(db: Knex, teamtreeId: string, caller: Caller): Promise<FollowUpSummary> {
  const lastContactHidden = !seesActivities(caller.permission, caller.hideFromRead);
  const contacts = lastContactHidden ? [] : await lastContacts(db, teamtreeId);
  const followUps = await nextFollowUps(db, teamtreeId, caller.permission === 'READ' ? caller.userId : null);
  const byProfile = new Map<string, PartnerFollowUp>();
  const entry = (profileId: string) => {
    let found = byProfile.get(profileId);
    if (!found) byProfile.set(profileId, (found = { profileId, lastContact: null, nextFollowUp: null }));
    return found;
  };
  for (const row of contacts) entry(row.profile_id).lastContact = new Date(row.last).toISOString();
  for (const row of followUps) entry(row.profile_id).nextFollowUp = calendarDay(row.next);
  return { profiles: [...byProfile.values()], lastContactHidden };
}
