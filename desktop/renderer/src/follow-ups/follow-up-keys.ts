/** The follow-ups' query keys (timelines, task lists), apart from the calls so the outbox can name them too. */
export const followUpKeys = {
  timeline: (teamtreeId: string, profileId: string) => ['activities', teamtreeId, profileId] as const,
  partnerTasks: (teamtreeId: string, profileId: string) => ['tasks', 'partner', teamtreeId, profileId] as const,
  /** Every partner's task list (a task event refreshes them all). */
  allPartnerTasks: ['tasks', 'partner'] as const,
  due: (until: string) => ['tasks', 'due', until] as const,
  allDue: ['tasks', 'due'] as const,
  /** Every task list: a partner's and the due ones. */
  allTasks: ['tasks'] as const,
};
