import { describe, expect, it } from 'vitest';
import { hasActiveFilters, profileMatcher, subtreeIds, visibleProfiles, type FilterableProfile } from '../../../../shared/domain/profile-filters';

const TODAY = '2026-11-22';
const none = { uplines: [], billStatuses: [], categories: {} };

const p = (id: string, parentId: string | null, billDate: string | null, categories: [string, string][] = []): FilterableProfile => ({
  id,
  parentId,
  billDate,
  categories: categories.map(([name, value]) => ({ name, value })),
});

// root -> a -> a1, a2 ; root -> b
const tree = [
  p('root', null, '2026-12-31', [['Rank', 'Gold']]),
  p('a', 'root', '2026-11-25', [['Rank', 'Silver']]),
  p('a1', 'a', '2026-11-01'),
  p('a2', 'a', null, [['Rank', 'Gold']]),
  p('b', 'root', '2026-11-22', [['Rank', 'gold']]),
];
const ids = (list: FilterableProfile[]) => list.map((x) => x.id);

describe('subtreeIds', () => {
  it('holds the profile and everything beneath it', () => {
    expect([...subtreeIds(tree, 'a')].sort()).toEqual(['a', 'a1', 'a2']);
    expect(subtreeIds(tree, 'root').size).toBe(5);
  });
  it('is empty without a linked profile or for an unknown one', () => {
    expect(subtreeIds(tree, null).size).toBe(0);
    expect(subtreeIds(tree, 'gone').size).toBe(0);
  });
});

describe('profileMatcher', () => {
  it('matches everything without choices', () => {
    expect(tree.every(profileMatcher(none, TODAY))).toBe(true);
    expect(hasActiveFilters(none)).toBe(false);
  });

  it('filters by upline (direct downline of the chosen uplines)', () => {
    expect(ids(tree.filter(profileMatcher({ ...none, uplines: ['a'] }, TODAY)))).toEqual(['a1', 'a2']);
  });

  it('filters by bill status on calendar dates: today counts as Soon, yesterday as Inactive', () => {
    expect(ids(tree.filter(profileMatcher({ ...none, billStatuses: ['warning'] }, TODAY)))).toEqual(['a', 'b']);
    expect(ids(tree.filter(profileMatcher({ ...none, billStatuses: ['danger'] }, TODAY)))).toEqual(['a1']);
    expect(ids(tree.filter(profileMatcher({ ...none, billStatuses: ['safe', 'none'] }, TODAY)))).toEqual(['root', 'a2']);
  });

  it('filters by category values case-insensitively, AND across groups', () => {
    const gold = { ...none, categories: { rank: ['Gold'] } };
    expect(ids(tree.filter(profileMatcher(gold, TODAY)))).toEqual(['root', 'a2', 'b']);
    expect(ids(tree.filter(profileMatcher({ ...gold, uplines: ['root'] }, TODAY)))).toEqual(['b']);
    expect(hasActiveFilters(gold)).toBe(true);
  });
});

describe('visibleProfiles', () => {
  it("limits 'My Team' to the linked profile's subtree", () => {
    expect(ids(visibleProfiles(tree, { choice: none, scope: 'myteam', linkedProfileId: 'a', today: TODAY }))).toEqual(['a', 'a1', 'a2']);
  });
  it("shows nothing for 'My Team' without a linked profile, everything for 'All Partners'", () => {
    expect(visibleProfiles(tree, { choice: none, scope: 'myteam', linkedProfileId: null, today: TODAY })).toEqual([]);
    expect(visibleProfiles(tree, { choice: none, scope: 'all', linkedProfileId: null, today: TODAY })).toHaveLength(5);
  });
});
