/**
 * What changed in a tree since the user last looked at the bell. "Last looked" is the newest
 * `updatedAt` the tree held when the bell was last opened: a server time, so a wrong clock on
 * this device changes nothing. Kept per tree in local storage.
 */

const keyOf = (treeId: string) => `teamtree.bellSeen.${treeId}`;

export interface ChangedProfile {
  id: string;
  name: string;
  updatedAt: string;
}

export function readSeen(treeId: string, storage: Pick<Storage, 'getItem'> = localStorage): string | null {
  return storage.getItem(keyOf(treeId));
}

export function writeSeen(treeId: string, newest: string, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(keyOf(treeId), newest);
}

/**
 * How many profiles changed since the last look, and the newest of them (at most `limit`);
 * `isNew` says it per profile, position by position (`updatedAt` after the last look).
 */
export function changesAmong<P extends ChangedProfile>(profiles: readonly P[], isNew: readonly boolean[], limit: number): { count: number; newest: P[] } {
  const changed: P[] = [];
  for (let i = 0; i < profiles.length; i++) if (isNew[i]) changed.push(profiles[i]);
  return { count: changed.length, newest: changed.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, limit) };
}
