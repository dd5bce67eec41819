import { billStatus, type BillStatus } from './bill-status';
import { childrenByParent } from './tree-children';

/** The fields of a profile that filters read. */
export interface FilterableProfile {
  id: string;
  parentId: string | null;
  billDate: string | null;
  categories: { name: string; value: string }[];
}

/** The Filter dropdown's choices: OR inside a group, AND across groups; empty groups match all. */
export interface ProfileFilterChoice {
  uplines: string[];
  billStatuses: BillStatus[];
  /** Category name -> chosen values (names compared case-insensitively). */
  categories: Record<string, string[]>;
}

/** No choice made: every profile matches. */
export const NO_FILTER_CHOICE: ProfileFilterChoice = Object.freeze({ uplines: [], billStatuses: [], categories: {} });

export type TeamScope = 'all' | 'myteam';

/** A profile and everything beneath it ('My Team' of the user's linked profile). */
export function subtreeIds(profiles: readonly FilterableProfile[], rootId: string | null): Set<string> {
  const ids = new Set<string>();
  if (!rootId) return ids;
  const children = childrenByParent(profiles);
  const stack = profiles.some((p) => p.id === rootId) ? [rootId] : [];
  while (stack.length) {
    const id = stack.pop()!;
    if (ids.has(id)) continue;
    ids.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return ids;
}

export function hasActiveFilters(choice: ProfileFilterChoice): boolean {
  return choice.uplines.length > 0 || choice.billStatuses.length > 0 || Object.values(choice.categories).some((v) => v.length > 0);
}

/** A predicate for the Filter dropdown's choices, with bill status computed for `today`. */
export function profileMatcher(choice: ProfileFilterChoice, today: string): (profile: FilterableProfile) => boolean {
  const uplines = new Set(choice.uplines);
  const statuses = new Set(choice.billStatuses);
  const categories = Object.entries(choice.categories)
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => [name.toLowerCase(), new Set(values.map((v) => v.toLowerCase()))] as const);
  return (profile) => {
    if (uplines.size && !(profile.parentId && uplines.has(profile.parentId))) return false;
    if (statuses.size && !statuses.has(billStatus(profile.billDate, today))) return false;
    for (const [name, values] of categories) {
      const value = profile.categories.find((c) => c.name.toLowerCase() === name)?.value.toLowerCase();
      if (!value || !values.has(value)) return false;
    }
    return true;
  };
}

/**
 * The profiles a list-like view shows: the team scope first ('My Team' = the subtree of the
 * user's linked profile, nothing without a link), then the Filter dropdown's choices.
 */
export function visibleProfiles<P extends FilterableProfile>(
  profiles: readonly P[],
  options: { choice: ProfileFilterChoice; scope: TeamScope; linkedProfileId: string | null; today: string },
): P[] {
  const team = options.scope === 'myteam' ? subtreeIds(profiles, options.linkedProfileId) : null;
  const matches = profileMatcher(options.choice, options.today);
  return profiles.filter((p) => (!team || team.has(p.id)) && matches(p));
}
