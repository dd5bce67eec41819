import type { QueryClient } from '@tanstack/react-query';
import { profileEnvelope } from '@shared/schemas/profile';
import { statusTreeAnswer, statusTreeDelta } from '@shared/schemas/teamtree';
import { api } from '../api/instance';
import { keys } from '../api/teamtree';
import { placeholderOf, subtreeIds, type TreeAnswer, type TreeProfile } from '../realtime/tree-patch';
import { treeSyncOf } from '../realtime/tree-sync';
import { followUpKeys } from '../follow-ups/follow-up-keys';
import { isProfileEntry, type OutboxEntry } from './outbox-entry';
import { withPending } from './pending-overlay';

/** What the outbox does to the cached tree (React Query, `keys.tree(id)`). */

/** Lays the outbox over the held tree again (the queue changed). */
export function relayTree(queryClient: QueryClient, teamtreeId: string): void {
  queryClient.setQueryData<TreeAnswer>(keys.tree(teamtreeId), (answer) => answer && withPending(answer));
}

const heldTree = (queryClient: QueryClient, teamtreeId: string) => queryClient.getQueryData<TreeAnswer>(keys.tree(teamtreeId));

/** The profile as the tree shows it now (with pending changes), if held. */
export const heldProfile = (queryClient: QueryClient, teamtreeId: string, id: string): TreeProfile | undefined =>
  heldTree(queryClient, teamtreeId)?.teamtree.profiles.find((p) => p.id === id);

/**
 * An entry landed (removed from the queue already): its answer is applied like one's own
 * answers always were (by id and version, realtime/tree-sync.ts); a created partner's temporary
 * profile gives way to the real one.
 */
export function applyLanded(queryClient: QueryClient, entry: OutboxEntry, answer: unknown): void {
  const { teamtreeId } = entry;
  if (!isProfileEntry(entry)) {
    // A note, task or tick: the partner's timeline and every task list read it again.
    void queryClient.invalidateQueries({ queryKey: followUpKeys.timeline(teamtreeId, entry.profileId) });
    void queryClient.invalidateQueries({ queryKey: followUpKeys.allTasks });
    return;
  }
  const sync = treeSyncOf(queryClient);
  if (entry.kind === 'create' || entry.kind === 'update') {
    const { profile } = profileEnvelope.parse(answer);
    if (entry.kind === 'create') {
      queryClient.setQueryData<TreeAnswer>(keys.tree(teamtreeId), (held) =>
        held && { ...held, teamtree: { ...held.teamtree, profiles: held.teamtree.profiles.filter((p) => p.id !== entry.profileId) } },
      );
      relayTree(queryClient, teamtreeId);
    }
    sync.profileChanged(teamtreeId, profile, entry.kind === 'create');
    return;
  }
  const held = heldTree(queryClient, teamtreeId)?.teamtree.profiles;
  if (!held) return;
  if (entry.kind === 'delete') return sync.profilesDeleted(teamtreeId, subtreeIds(held, entry.profileId));
  // A placeholder's answer carries no profile: blank the held one as the server did, one version on.
  const profile = held.find((p) => p.id === entry.profileId);
  if (profile && profile.version === entry.seenVersion) sync.profileChanged(teamtreeId, placeholderOf(profile), false);
}

/**
 * A change taken off the shown tree (discarded, or refused by the server): the tree is read
 * whole, since the held one shows the change over the server's version of the profile; the
 * rest of the outbox is laid over the answer. Later reads merge into it by version as ever.
 */
export async function rereadWhole(queryClient: QueryClient, teamtreeId: string): Promise<void> {
  if (!heldTree(queryClient, teamtreeId)) return;
  const answer = await api.get('/teamtree/status', { query: { teamtreeId }, schema: statusTreeAnswer });
  queryClient.setQueryData<TreeAnswer>(keys.tree(teamtreeId), withPending(answer));
}

/** The server's profile now, for a stale update: what changed after the version it was based on (undefined: deleted). */
export async function readProfileNow(entry: OutboxEntry): Promise<TreeProfile | undefined> {
  const since = entry.base?.updatedAt;
  const answer = since
    ? await api.get('/teamtree/status', { query: { teamtreeId: entry.teamtreeId, since }, schema: statusTreeDelta })
    : await api.get('/teamtree/status', { query: { teamtreeId: entry.teamtreeId }, schema: statusTreeAnswer });
  return answer.teamtree.profiles.find((p) => p.id === entry.profileId);
}
