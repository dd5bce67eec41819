import { describe, expect, it } from 'vitest';
import {
  applyDelete,
  applyDelta,
  applyMembership,
  applyProfile,
  placeholderOf,
  structureToken,
  subtreeIds,
  type TreeAnswer,
  type TreeProfile,
} from '../../../desktop/renderer/src/realtime/tree-patch';
import { sameStructure } from '../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { treeAnswer as answer, treeProfile as profile } from './tree-answers';

function tagged(p: TreeProfile, categoryId: string, categoryName: string, value: string): TreeProfile {
  return {
    ...p,
    categoryData: {
      categories: [{ id: categoryId, name: categoryName, createdById: 'u1' }],
      tags: [{ id: `${p.id}-${categoryId}`, categoryId, categoryName, value, createdById: 'u1' }],
    },
    categories: [{ name: categoryName, value }],
  };
}

const base = () => answer([profile('a', null), profile('b', 'a', { parentName: 'A' }), profile('c', 'b', { parentName: 'B' })]);

function applied(outcome: ReturnType<typeof applyProfile>): TreeAnswer {
  if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
}

describe('applying a profile change', () => {
  it('replaces the profile in place at the next version and renames it in its children', () => {
    const before = base();
    const after = applied(applyProfile(before, profile('b', 'a', { name: 'Bea', version: 2, parentName: 'A' }), { mayBeNew: false }));
    expect(after.teamtree.profiles.map((p) => p.name)).toEqual(['A', 'Bea', 'C']);
    expect(after.teamtree.profiles[2].parentName).toBe('Bea');
    expect(after.teamtree.profiles[0]).toBe(before.teamtree.profiles[0]);
    expect(before.teamtree.profiles[1].name).toBe('B');
    expect(sameStructure(before.teamtree.profiles, after.teamtree.profiles)).toBe(true);
  });

  it('ignores a version it already holds or an older one (stale or own echo)', () => {
    const held = applied(applyProfile(base(), profile('b', 'a', { version: 2 }), { mayBeNew: false }));
    expect(applyProfile(held, profile('b', 'a', { name: 'old', version: 1 }), { mayBeNew: false })).toEqual({ kind: 'ignored' });
    expect(applyProfile(held, profile('b', 'a', { name: 'echo', version: 2 }), { mayBeNew: true })).toEqual({ kind: 'ignored' });
  });

  it('reports a gap for a skipped version, an update of an unknown profile and an unknown parent', () => {
    expect(applyProfile(base(), profile('b', 'a', { version: 3 }), { mayBeNew: false }).kind).toBe('gap');
    expect(applyProfile(base(), profile('x', 'a'), { mayBeNew: false }).kind).toBe('gap');
    expect(applyProfile(base(), profile('x', 'nobody'), { mayBeNew: true }).kind).toBe('gap');
    expect(applyProfile(base(), profile('c', 'nobody', { version: 2 }), { mayBeNew: false }).kind).toBe('gap');
  });

  it('appends an added profile and moves one under a new parent (structural changes)', () => {
    const added = applied(applyProfile(base(), profile('d', 'a', { parentName: 'A' }), { mayBeNew: true }));
    expect(added.teamtree.profiles.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
    const moved = applied(applyProfile(added, profile('c', 'd', { version: 2, parentName: 'D' }), { mayBeNew: false }));
    expect(moved.teamtree.profiles.find((p) => p.id === 'c')?.parentId).toBe('d');
    expect(sameStructure(added.teamtree.profiles, moved.teamtree.profiles)).toBe(false);
  });

  it('ignores changes of another tree', () => {
    expect(applyProfile(base(), { ...profile('b', 'a', { version: 2 }), teamtreeId: 'other' }, { mayBeNew: false })).toEqual({ kind: 'ignored' });
  });

  it('keeps the tree categories to those in use, sorted as the server sorts them', () => {
    const one = applied(applyProfile(base(), tagged(profile('b', 'a', { version: 2 }), 'k2', 'zone', 'north'), { mayBeNew: false }));
    const two = applied(applyProfile(one, tagged(profile('c', 'b', { version: 2 }), 'k1', 'Area', 'x'), { mayBeNew: false }));
    expect(two.teamtree.categories).toEqual([
      { id: 'k1', name: 'Area' },
      { id: 'k2', name: 'zone' },
    ]);
    const untagged = applied(applyProfile(two, profile('b', 'a', { version: 3 }), { mayBeNew: false }));
    expect(untagged.teamtree.categories).toEqual([{ id: 'k1', name: 'Area' }]);
  });
});

describe('deleting and placeholders', () => {
  it('removes every id of the event; ids already gone are ignored', () => {
    const before = base();
    const after = applyDelete(before, subtreeIds(before.teamtree.profiles, 'b'));
    expect(after.kind === 'applied' && after.answer.teamtree.profiles.map((p) => p.id)).toEqual(['a']);
    expect(applyDelete(before, ['nope'])).toEqual({ kind: 'ignored' });
  });

  it('finds a subtree in any order of the list', () => {
    const profiles = [profile('c', 'b'), profile('a', null), profile('b', 'a'), profile('d', 'c'), profile('e', 'a')];
    expect(subtreeIds(profiles, 'b').sort()).toEqual(['b', 'c', 'd']);
  });

  it('blanks a placeholder one version on, as the server does', () => {
    const p = placeholderOf(tagged(profile('b', 'a', { phone: '+49 151', birthday: '1990-01-01', reminders: [{ text: 't', done: false }] }), 'k', 'n', 'v'));
    expect(p).toMatchObject({ name: 'Placeholder', phone: '', birthday: null, billDate: null, categories: [], reminders: [], version: 2 });
    expect(p.categoryData).toEqual({ categories: [], tags: [] });
  });
});

describe('membership changes', () => {
  it("applies the caller's own membership (permission, linked profile) and ignores others'", () => {
    const after = applyMembership(base(), { id: 'm1', permission: 'MODERATOR', linkedProfileId: 'b' });
    if (after.kind !== 'applied') throw new Error('not applied');
    expect(after.answer.userMembership).toMatchObject({ permission: 'MODERATOR', linkedProfileId: 'b', userId: 'u2' });
    expect(after.answer.needsProfileLink).toBe(false);
    expect(after.answer.teamtree.members[0].permission).toBe('MODERATOR');
    expect(after.answer.teamtrees[0].members[0].permission).toBe('MODERATOR');
    expect(applyMembership(base(), { id: 'm9', permission: 'READ' })).toEqual({ kind: 'ignored' });
  });
});

describe('structure tokens', () => {
  it('are passed on by changes that keep every parent, and not by adds, moves or deletes', () => {
    const before = base();
    const renamed = applied(applyProfile(before, profile('b', 'a', { name: 'Bea', version: 2 }), { mayBeNew: false }));
    expect(structureToken(renamed.teamtree.profiles)).toBe(structureToken(before.teamtree.profiles));
    const moved = applied(applyProfile(renamed, profile('c', 'a', { version: 2 }), { mayBeNew: false }));
    expect(structureToken(moved.teamtree.profiles)).not.toBe(structureToken(before.teamtree.profiles));
    const added = applied(applyProfile(before, profile('d', 'a'), { mayBeNew: true }));
    expect(structureToken(added.teamtree.profiles)).not.toBe(structureToken(before.teamtree.profiles));
    const deleted = applyDelete(before, ['c']);
    expect(deleted.kind === 'applied' && structureToken(deleted.answer.teamtree.profiles)).not.toBe(structureToken(before.teamtree.profiles));
  });
});

describe('merging a delta read', () => {
  const LATER = '2026-11-24T11:00:00.000Z';
  /** The server's answer since a moment: these changed profiles of the tree `now`, its count and sum of versions, the rest in full. */
  const delta = (changed: TreeProfile[], now: TreeProfile[], rest: Partial<TreeAnswer> = {}) => {
    const whole = answer(changed);
    const profileVersionSum = now.reduce((sum, p) => sum + p.version, 0);
    return { ...whole, ...rest, teamtree: { ...whole.teamtree, name: 'Team renamed', profiles: changed, profileCount: now.length, profileVersionSum } };
  };

  it('takes newer versions, keeps held ones as new, adds new profiles, and takes everything else from the delta', () => {
    const fromEvent = profile('c', 'b', { parentName: 'B', version: 2, name: 'C2 from an event' });
    const held = applied(applyProfile(base(), fromEvent, { mayBeNew: false }));
    const a2 = profile('a', null, { version: 2, phone: '+49 1', updatedAt: LATER });
    const d = profile('d', 'a', { parentName: 'A', updatedAt: LATER });
    const merged = applyDelta(held, delta([a2, profile('c', 'b', { version: 2, name: 'C2', updatedAt: LATER }), d], [a2, held.teamtree.profiles[1], fromEvent, d]))!;
    expect(merged.teamtree.profiles.map((p) => `${p.id}@${p.version}:${p.name}`)).toEqual(['a@2:A', 'b@1:B', 'c@2:C2 from an event', 'd@1:D']);
    expect(merged.teamtree.name).toBe('Team renamed');
    expect(merged.teamtree).not.toHaveProperty('profileCount');
    expect(merged.teamtree).not.toHaveProperty('profileVersionSum');
    expect(merged.teamtree.profiles[1]).toBe(held.teamtree.profiles[1]);
  });

  it("gives a renamed profile's held children its new name as upline", () => {
    const bea = profile('b', 'a', { parentName: 'A', name: 'Bea', version: 2 });
    const [a, , c] = base().teamtree.profiles;
    const merged = applyDelta(base(), delta([bea], [a, bea, c]))!;
    expect(merged.teamtree.profiles.map((p) => p.parentName)).toEqual([null, 'A', 'Bea']);
  });

  it('keeps the structure token when no parent changes and nothing is added, and not otherwise', () => {
    const held = base();
    const [a, b] = held.teamtree.profiles;
    const cee = profile('c', 'b', { parentName: 'B', name: 'Cee', version: 2 });
    const renamed = applyDelta(held, delta([cee], [a, b, cee]))!;
    expect(structureToken(renamed.teamtree.profiles)).toBe(structureToken(held.teamtree.profiles));
    const moved = profile('c', 'a', { parentName: 'A', version: 2 });
    const after = applyDelta(held, delta([moved], [a, b, moved]))!;
    expect(structureToken(after.teamtree.profiles)).not.toBe(structureToken(held.teamtree.profiles));
  });

  it('cannot merge when profiles were deleted meanwhile or a parent is unknown', () => {
    const [a, b, c] = base().teamtree.profiles;
    expect(applyDelta(base(), delta([], [a, b]))).toBeNull();
    // A deletion and an add the delta missed would keep the count; the sum of versions tells.
    const e = profile('e', 'a', { version: 3 });
    expect(applyDelta(base(), delta([], [a, b, e]))).toBeNull();
    const orphan = profile('e', 'nobody');
    expect(applyDelta(base(), delta([orphan], [a, b, c, orphan]))).toBeNull();
  });
});

describe('finding profiles across a series of changes', () => {
  it('updates the right profile after adds, deletes that shift places, and branches from one list', () => {
    let tree = base();
    tree = applied(applyProfile(tree, profile('d', 'a', { parentName: 'A' }), { mayBeNew: true }));
    tree = applied(applyProfile(tree, profile('d', 'a', { name: 'Dora', version: 2 }), { mayBeNew: false }));
    expect(tree.teamtree.profiles.map((p) => p.name)).toEqual(['A', 'B', 'C', 'Dora']);
    // A delete moves every later profile one place up.
    const afterDelete = applyDelete(tree, ['c']);
    if (afterDelete.kind !== 'applied') throw new Error('not applied');
    tree = applied(applyProfile(afterDelete.answer, profile('d', 'a', { name: 'Dorothea', version: 3 }), { mayBeNew: false }));
    expect(tree.teamtree.profiles.map((p) => p.name)).toEqual(['A', 'B', 'Dorothea']);
    // Two different adds to one list: each branch finds only its own new profile.
    const left = applied(applyProfile(tree, profile('x', 'a'), { mayBeNew: true }));
    const right = applied(applyProfile(tree, profile('y', 'a'), { mayBeNew: true }));
    expect(applyProfile(left, profile('y', 'a', { version: 2 }), { mayBeNew: false }).kind).toBe('gap');
    expect(applied(applyProfile(right, profile('y', 'a', { name: 'Yvonne', version: 2 }), { mayBeNew: false })).teamtree.profiles.at(-1)?.name).toBe('Yvonne');
    expect(applied(applyProfile(left, profile('x', 'a', { name: 'Xaver', version: 2 }), { mayBeNew: false })).teamtree.profiles.at(-1)?.name).toBe('Xaver');
  });
});
