import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTEXT, downlineCount, flattenGenealogy, genealogyOf, MATCH, positionOf, shownRows, type Genealogy, type GenealogyMember, type GenealogyRows } from '../../../../shared/domain/genealogy';
import { teamSizes } from '../../../../shared/domain/team-structure';

// root ─┬─ a ─┬─ a1 ── a1x
//       │     └─ a2
//       └─ b ── b1
// The list is not in tree order: children keep the list's order among themselves.
const tree: GenealogyMember[] = [
  { id: 'a1x', parentId: 'a1' },
  { id: 'b', parentId: 'root' },
  { id: 'root', parentId: null },
  { id: 'a', parentId: 'root' },
  { id: 'b1', parentId: 'b' },
  { id: 'a1', parentId: 'a' },
  { id: 'a2', parentId: 'a' },
];

const shownIds = (g: Genealogy, rows: GenealogyRows) => Array.from(rows.at, (k) => g.ids[k]);

describe('genealogyOf', () => {
  const g = genealogyOf(tree);

  it('orders the rows depth first, children in the order of the list', () => {
    expect(g.ids).toEqual(['root', 'b', 'b1', 'a', 'a1', 'a1x', 'a2']);
    expect(Array.from(g.source, (i) => tree[i].id)).toEqual(g.ids);
  });

  it("numbers the levels as the tree page does (the root level 0) and counts each partner's downline", () => {
    expect(Object.fromEntries(g.ids.map((id, k) => [id, g.level[k]]))).toEqual({ root: 0, b: 1, b1: 2, a: 1, a1: 2, a1x: 3, a2: 2 });
    expect(Object.fromEntries(g.ids.map((id, k) => [id, downlineCount(g, k)]))).toEqual({ root: 6, b: 1, b1: 0, a: 3, a1: 1, a1x: 0, a2: 0 });
  });

  it('makes a profile whose upline is gone, and one caught in a loop, a root of its own', () => {
    const odd = genealogyOf([
      { id: 'x', parentId: 'gone' },
      { id: 'y', parentId: 'x' },
      { id: 'p', parentId: 'q' },
      { id: 'q', parentId: 'p' },
      { id: 's', parentId: 's' },
    ]);
    expect(odd.ids).toEqual(['x', 'y', 's', 'p', 'q']);
    expect(Array.from(odd.upline)).toEqual([-1, 0, -1, -1, 3]);
    expect(Array.from(odd.level)).toEqual([0, 1, 0, 0, 1]);
  });

  it('is empty for no profiles', () => {
    const none = genealogyOf([]);
    expect(none.count).toBe(0);
    expect(flattenGenealogy(none, null, new Set()).count).toBe(0);
  });
});

describe('shownRows and flattenGenealogy', () => {
  const g = genealogyOf(tree);

  it('shows every row, in tree order, with its place among its siblings, without a search', () => {
    const rows = flattenGenealogy(g, null, new Set());
    expect(shownIds(g, rows)).toEqual(g.ids);
    const at = (id: string) => positionOf(g, id)!;
    expect([rows.posInSet[at('b')], rows.setSize[at('b')], rows.posInSet[at('a')], rows.setSize[at('a')]]).toEqual([1, 2, 2, 2]);
    expect([rows.indent[at('root')], rows.indent[at('a1x')], rows.setSize[at('root')]]).toEqual([0, 3, 1]);
  });

  it('folds a team away and leaves its upline and the rest', () => {
    const rows = flattenGenealogy(g, null, new Set(['a', 'b1']));
    expect(shownIds(g, rows)).toEqual(['root', 'b', 'b1', 'a']);
    expect(rows.rowOf[positionOf(g, 'a1')!]).toBe(-1);
    // A folded team still counts its partners (the toggle stays).
    expect(rows.shownKids[positionOf(g, 'a')!]).toBe(2);
  });

  it('shows the matches with the uplines that lead to them, marked as context', () => {
    const shown = shownRows(g, ['a1x', 'b']);
    expect(Object.fromEntries(g.ids.map((id, k) => [id, shown[k]]))).toEqual({ root: CONTEXT, b: MATCH, b1: 0, a: CONTEXT, a1: CONTEXT, a1x: MATCH, a2: 0 });
    const rows = flattenGenealogy(g, shown, new Set());
    expect(shownIds(g, rows)).toEqual(['root', 'b', 'a', 'a1', 'a1x']);
    // 'b' has no team in view: no toggle; 'a' has one partner in view.
    expect([rows.shownKids[positionOf(g, 'b')!], rows.shownKids[positionOf(g, 'a')!], rows.setSize[positionOf(g, 'a1')!]]).toEqual([0, 1, 1]);
  });

  it("stops at the team in view: its uplines stay hidden and it is the top row (e.g. 'My Team')", () => {
    const rows = flattenGenealogy(g, shownRows(g, ['a1x', 'a2'], 'a'), new Set());
    expect(shownIds(g, rows)).toEqual(['a', 'a1', 'a1x', 'a2']);
    expect([rows.indent[positionOf(g, 'a')!], rows.posInSet[positionOf(g, 'a')!], rows.setSize[positionOf(g, 'a')!]]).toEqual([0, 1, 1]);
    // Its level is still counted from the tree's root.
    expect(g.level[positionOf(g, 'a')!]).toBe(1);
  });
});

/** A random tree: each profile's upline is an earlier one (or none), the list then shuffled. */
const treeArb = fc.integer({ min: 1, max: 60 }).chain((n) =>
  fc
    .tuple(
      fc.array(fc.option(fc.nat(), { freq: 6 }), { minLength: n, maxLength: n }),
      fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i), { minLength: n, maxLength: n }),
    )
    .map(([parents, order]) => order.map((i) => ({ id: `p${i}`, parentId: i === 0 || parents[i] === null ? null : `p${parents[i]! % i}` }))),
);

const scenarioArb = treeArb.chain((profiles) => {
  const ids = profiles.map((p) => p.id);
  return fc.record({
    profiles: fc.constant(profiles),
    matches: fc.option(fc.subarray(ids)),
    top: fc.option(fc.constantFrom(...ids), { freq: 3 }),
    folded: fc.subarray(ids),
    fold: fc.constantFrom(...ids),
  });
});

/** Everything below `id` by following the uplines (independent of the genealogy's order). */
function descendantsOf(profiles: readonly GenealogyMember[], id: string): Set<string> {
  const below = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of profiles) {
      if (!p.parentId || below.has(p.id) || (p.parentId !== id && !below.has(p.parentId))) continue;
      below.add(p.id);
      grew = true;
    }
  }
  return below;
}

describe('the genealogy, property-based', () => {
  it("lists every profile once; each row's upline comes before it, one level up; downlines count as team sizes do", () => {
    fc.assert(
      fc.property(treeArb, (profiles) => {
        const g = genealogyOf(profiles);
        expect([...g.ids].sort()).toEqual(profiles.map((p) => p.id).sort());
        const sizes = teamSizes(profiles);
        for (let k = 0; k < g.count; k++) {
          const up = g.upline[k];
          if (up >= 0) {
            expect(up).toBeLessThan(k);
            expect(g.ids[up]).toBe(profiles[g.source[k]].parentId);
            expect(g.level[k]).toBe(g.level[up] + 1);
            // Its downline is inside its upline's.
            expect(g.end[k]).toBeLessThanOrEqual(g.end[up]);
          } else expect(g.level[k]).toBe(0);
          expect(downlineCount(g, k)).toBe(sizes.get(g.ids[k]));
        }
      }),
    );
  });

  it("shows every match; every shown row's upline is shown before it, unless the upline is the hidden root context", () => {
    fc.assert(
      fc.property(scenarioArb, ({ profiles, matches, top }) => {
        const g = genealogyOf(profiles);
        // In view: the team of `top` (or the whole tree); the matches are among it, as the team switch makes them.
        const team = top === null ? null : new Set([top, ...descendantsOf(profiles, top)]);
        const found = (matches ?? g.ids).filter((id) => !team || team.has(id));
        const shown = shownRows(g, found, top);
        const rows = flattenGenealogy(g, shown, new Set());
        for (const id of found) expect(rows.rowOf[positionOf(g, id)!]).toBeGreaterThanOrEqual(0);
        for (let r = 0; r < rows.count; r++) {
          const k = rows.at[r];
          if (r > 0) expect(k).toBeGreaterThan(rows.at[r - 1]);
          const up = g.upline[k];
          if (up < 0 || g.ids[k] === top) {
            expect(rows.indent[k]).toBe(0);
            continue;
          }
          expect(rows.rowOf[up]).toBeGreaterThanOrEqual(0);
          expect(rows.rowOf[up]).toBeLessThan(r);
          expect(rows.indent[k]).toBe(rows.indent[up] + 1);
          // A context row leads to a match below it.
          if (shown[k] === CONTEXT) expect([...descendantsOf(profiles, g.ids[k])].some((id) => shown[positionOf(g, id)!] === MATCH)).toBe(true);
        }
        if (team) for (let r = 0; r < rows.count; r++) expect(team.has(g.ids[rows.at[r]])).toBe(true);
      }),
    );
  });

  it('folding a row hides exactly its descendants, and unfolding it brings them back', () => {
    fc.assert(
      fc.property(scenarioArb, ({ profiles, matches, folded, fold }) => {
        const g = genealogyOf(profiles);
        const shown = matches === null ? null : shownRows(g, matches);
        const without = new Set(folded.filter((id) => id !== fold));
        const before = shownIds(g, flattenGenealogy(g, shown, without));
        const after = shownIds(g, flattenGenealogy(g, shown, new Set([...without, fold])));
        const below = descendantsOf(profiles, fold);
        const expected = before.includes(fold) ? before.filter((id) => !below.has(id)) : before;
        expect(after).toEqual(expected);
      }),
    );
  });
});
