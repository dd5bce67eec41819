import type { ImportCandidate } from './read-rows';
import { nameKey } from './resolve-uplines';

/** The tree's root as the import matches it (the user's own partner at the top). */
export interface ImportRoot {
  id: string;
  name: string;
  /** In the profile format (`+49 1716715198`), `''` for none. */
  phone: string;
  externalId: string | null;
}

/** How the leader's row was recognised: its partner ID, its name and phone, or its name on a row without upline. */
export type LeaderMatch = 'id' | 'name-phone' | 'name';

export interface LeaderRow {
  /** The row's position in the table. */
  index: number;
  by: LeaderMatch;
}

export const LEADER_LINE = 'This row is you (the tree\u2019s root): its partners go under you.';
/** The line for a member who is not the root (an editor importing the owner's tree). */
export const rootLine = (rootName: string) => `This row is the tree\u2019s root, ${rootName}: its partners go under ${rootName}.`;

/**
 * The row of the file that is the tree's root, if any: the row with the root's partner ID;
 * else the first row with the root's name and phone; else the first row without an upline
 * whose name is the root's. Rows without a name are never the root.
 */
export function findLeaderRow(rows: readonly ImportCandidate[], root: ImportRoot | null): LeaderRow | null {
  if (root === null) return null;
  const named = rows.filter((row) => row.name !== '' && nameKey(row.name) === nameKey(root.name));
  const byId = root.externalId === null ? undefined : rows.find((row) => row.externalId === root.externalId);
  if (byId) return { index: byId.index, by: 'id' };
  const byPhone = root.phone === '' ? undefined : named.find((row) => row.phone === root.phone);
  if (byPhone) return { index: byPhone.index, by: 'name-phone' };
  const topRow = named.find((row) => row.upline === '');
  return topRow ? { index: topRow.index, by: 'name' } : null;
}
