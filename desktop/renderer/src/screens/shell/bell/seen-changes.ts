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

/** The newest change time of the tree's profiles (ISO texts compare as times). */
export function newestChange(profiles: readonly { updatedAt: string }[]): string | null {
  let newest: string | null = null;
  for (const p of profiles) if (newest === null || p.updatedAt > newest) newest = p.updatedAt;
  return newest;
}

/** Profiles changed after `seen`, newest first, at most `limit`; none before the first look. */
export function changedSince<P extends ChangedProfile>(profiles: readonly P[], seen: string | null, limit = 20): P[] {
  if (seen === null) return [];
  return profiles
    .filter((p) => p.updatedAt > seen)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, limit);
}
