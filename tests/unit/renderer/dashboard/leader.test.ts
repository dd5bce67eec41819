import { describe, expect, it } from 'vitest';
import { leaderOf } from '../../../../desktop/renderer/src/screens/dashboard/figures/leader';

const profiles = [
  { id: 'anna', parentId: 'root' },
  { id: 'root', parentId: null },
  { id: 'other-top', parentId: null },
];

describe('leaderOf', () => {
  it("follows the user's own partner when they chose themselves", () => {
    expect(leaderOf(profiles, 'anna')).toBe('anna');
  });

  it('falls back on the first top partner without a choice, or with a partner no longer in the tree', () => {
    expect(leaderOf(profiles, null)).toBe('root');
    expect(leaderOf(profiles, 'gone')).toBe('root');
    expect(leaderOf([], null)).toBeNull();
  });
});
