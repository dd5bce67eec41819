import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { collapsedMask, foldNode } from '../../../../desktop/renderer/src/screens/teamtree/tree/fold';
import { hitTest } from '../../../../desktop/renderer/src/screens/teamtree/tree/geometry';
import { buildLayout, childrenOf, foldLayout, NODE_H, NODE_W, relayout, viewLayout, type LayoutKind, type LayoutProfile, type TreeLayout } from '../../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { hitMore, isMoreNode, moreNodeLabel, moreParent } from '../../../../desktop/renderer/src/screens/teamtree/tree/more-nodes';
import { describeNode, navigate } from '../../../../desktop/renderer/src/screens/teamtree/tree/navigation';
import { drawnStructure, FIRST_PAGES, moreLabel, PAGE_SIZE, revealPages, showMore, type Pages } from '../../../../desktop/renderer/src/screens/teamtree/tree/paging';
import { downlineCounts } from '../../../../desktop/renderer/src/screens/teamtree/tree/team-sizes';
import { TreeViewport } from '../../../../desktop/renderer/src/screens/teamtree/tree/engine/TreeViewport';
import { LIGHT } from '../../../../desktop/renderer/src/screens/teamtree/tree/palette';
import { fakeCanvas, manualClock, textsDrawn } from './engine/fake-canvas';

/** A leader with `wide` partners directly below (the first `teams` of them with 2 partners each), and one more level under partner p0. */
function wideTeam(wide: number, teams = 0): LayoutProfile[] {
  const out: LayoutProfile[] = [{ id: 'root', parentId: null }];
  for (let i = 0; i < wide; i++) out.push({ id: `p${i}`, parentId: 'root' });
  for (let t = 0; t < teams; t++) for (let k = 0; k < 2; k++) out.push({ id: `p${t}-${k}`, parentId: `p${t}` });
  return out;
}

const shownPartners = (layout: TreeLayout) => layout.ids.filter((_, i) => layout.depth[i] >= 0);
const moreNodes = (layout: TreeLayout) => Array.from(layout.more.parent, (_, m) => layout.count + m);

describe('paging very wide teams (issue 35 item 2)', () => {
  it('labels the node with what the next press draws and how many are left', () => {
    expect(moreLabel(1_234)).toBe('Show 500 more (1,234 left)');
    expect(moreLabel(100)).toBe('Show 100 more (100 left)');
  });

  it('leaves a team of 500 whole and draws the first 500 of 501 with a Show more node after them', () => {
    expect(drawnStructure(buildLayout(wideTeam(PAGE_SIZE)))).toBeNull();
    for (const kind of ['compact', 'classic'] as LayoutKind[]) {
      const layout = buildLayout(wideTeam(1_234), undefined, kind);
      expect(shownPartners(layout)).toHaveLength(1 + PAGE_SIZE);
      expect(layout.depth[layout.index.get('p499')!]).toBe(1);
      expect(layout.depth[layout.index.get('p500')!]).toBe(-1);
      const [more] = moreNodes(layout);
      expect(moreNodes(layout)).toHaveLength(1);
      expect(layout.depth[more]).toBe(1);
      expect(moreParent(layout, more)).toBe(layout.index.get('root'));
      expect(moreNodeLabel(layout, more)).toBe('Show 500 more (734 left)');
      // The partner keeps its whole team in the structure: counts and folds read all of it.
      expect(childrenOf(layout, layout.index.get('root')!)).toHaveLength(1_234);
      expect(downlineCounts(layout)[layout.index.get('root')!]).toBe(1_234);
      // Never in the rows: the hit tests of partners do not find it, its own does.
      expect(layout.rows.flatMap((row) => Array.from(row))).not.toContain(more);
      expect(hitTest(layout, layout.x[more], layout.y[more] + NODE_H / 2)).toBe(-1);
      expect(hitMore(layout, layout.x[more], layout.y[more] + NODE_H / 2)).toBe(more);
      expect(hitMore(layout, layout.x[more] + NODE_W, layout.y[more] + NODE_H / 2)).toBe(-1);
    }
  });

  it('stands the Show more node in the compact block after the last leaf drawn, hung on the bus', () => {
    const layout = buildLayout(wideTeam(1_100), undefined, 'compact');
    const [more] = moreNodes(layout);
    const last = layout.index.get('p499')!;
    expect(layout.side[more]).not.toBe(0);
    expect(layout.y[more]).toBeGreaterThanOrEqual(layout.y[last]);
    // Its line is part of the partner's connector: the connector reaches down to it.
    expect(layout.links.boxBottom[layout.index.get('root')!]).toBeGreaterThanOrEqual(layout.y[more] + NODE_H / 2);
  });

  it('draws one page more per press, and the whole team after the last', () => {
    const full = buildLayout(wideTeam(1_100), undefined, 'compact');
    let pages: Pages = FIRST_PAGES;
    pages = showMore(pages, 'root');
    const two = viewLayout(full, null, pages);
    expect(shownPartners(two)).toHaveLength(1 + 1_000);
    expect(moreNodeLabel(two, two.count)).toBe('Show 100 more (100 left)');
    pages = showMore(pages, 'root');
    const all = viewLayout(full, null, pages);
    expect(shownPartners(all)).toHaveLength(1 + 1_100);
    expect(all.more.parent).toHaveLength(0);
    // Nothing asked for beyond the first pages: the whole tree's layout is drawn as it is.
    expect(viewLayout(full, null, FIRST_PAGES)).toBe(full);
  });

  it('reveals a partner on a later page by drawing the pages up to it, along every upline', () => {
    const profiles = wideTeam(1_300);
    for (let i = 0; i < 700; i++) profiles.push({ id: `q${i}`, parentId: 'p1200' });
    const layout = buildLayout(profiles, undefined, 'compact');
    const target = layout.index.get('q650')!;
    expect(layout.depth[target]).toBe(-1);
    const pages = revealPages(FIRST_PAGES, layout, target);
    expect(pages.get('root')).toBe(3);
    expect(pages.get('p1200')).toBe(2);
    expect(foldLayout(layout, null, pages).depth[target]).toBe(2);
    // Already drawn: the same pages.
    expect(revealPages(pages, layout, target)).toBe(pages);
    expect(revealPages(FIRST_PAGES, layout, layout.index.get('p3')!)).toBe(FIRST_PAGES);
  });

  it('folds by level and by hand what a later page holds, by the tree’s levels', () => {
    const layout = buildLayout(wideTeam(600, 0).concat([{ id: 'x', parentId: 'p550' }]), undefined, 'compact');
    const p550 = layout.index.get('p550')!;
    expect(collapsedMask(layout, { level: 2, collapsed: [], expanded: [] })?.[p550]).toBe(1);
    expect(foldNode({ level: 2, collapsed: [], expanded: [] }, layout, p550, true).expanded).toEqual(['p550']);
  });

  it('lays a move out with pages drawn exactly as a layout from scratch would, in both layouts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 501, max: 1_400 }), fc.nat(), fc.nat(), fc.integer({ min: 1, max: 3 }), fc.constantFrom<LayoutKind>('compact', 'classic'), (wide, who, under, shown, kind) => {
        const before = wideTeam(wide, 3);
        const mover = 1 + (who % (before.length - 1));
        const target = under % 4 === 0 ? 'root' : `p${under % 3}`;
        fc.pre(before[mover].id !== target && !target.startsWith(`${before[mover].id}-`) && before[mover].id !== 'root');
        const after = before.map((p, i) => (i === mover ? { ...p, parentId: target } : p));
        const pages = new Map([['root', shown]]);
        const held = foldLayout(buildLayout(before, undefined, kind), null, pages);
        const again = relayout(held, before, after);
        const fresh = buildLayout(after, undefined, kind, pages);
        for (const key of ['x', 'y', 'depth', 'joinY', 'side', 'parent'] as const) expect(Array.from(again[key])).toEqual(Array.from(fresh[key]));
        expect(Array.from(again.more.left)).toEqual(Array.from(fresh.more.left));
        expect(again.links.segs).toEqual(fresh.links.segs);
      }),
      { numRuns: 40 },
    );
  });

  it('never lets the Show more node overlap a partner', () => {
    for (const kind of ['compact', 'classic'] as LayoutKind[]) {
      const layout = buildLayout(wideTeam(777, 12), undefined, kind);
      const [more] = moreNodes(layout);
      for (let i = 0; i < layout.count; i++) {
        if (layout.depth[i] < 0) continue;
        const apart = Math.abs(layout.x[i] - layout.x[more]) >= NODE_W || Math.abs(layout.y[i] - layout.y[more]) >= NODE_H;
        expect(apart, `${layout.ids[i]} on the Show more node (${kind})`).toBe(true);
      }
    }
  });
});

describe('the Show more node as a control', () => {
  it('is reached by the keyboard from the leaves of the block, described, and pressed with Enter', () => {
    const layout = buildLayout(wideTeam(1_100), undefined, 'compact');
    const [more] = moreNodes(layout);
    expect(isMoreNode(layout, more)).toBe(true);
    expect(isMoreNode(layout, layout.count - 1)).toBe(false);
    // The leaf above it in its column goes Down onto it; Up goes back.
    const above = layout.ids.map((_, i) => i).filter((i) => layout.depth[i] === 1 && layout.x[i] === layout.x[more] && layout.y[i] < layout.y[more]).sort((a, b) => layout.y[b] - layout.y[a])[0];
    expect(navigate(layout, above, 'ArrowDown')).toBe(more);
    expect(navigate(layout, more, 'ArrowUp')).toBe(above);
    expect(navigate(layout, navigate(layout, more, 'ArrowLeft'), 'ArrowRight')).toBe(more);
    expect(describeNode(layout, more, '')).toBe('Show 500 more (600 left), level 1: Enter draws them');

    const props = { scene: { layout, styles: { tone: new Uint8Array(layout.count), dim: new Uint8Array(layout.count), anyDim: false }, names: layout.ids }, palette: LIGHT, selected: -1, magnifier: false, onSelect: vi.fn(), onFocusNode: vi.fn(), onShowMore: vi.fn() };
    const clock = manualClock();
    const viewport = new TreeViewport(props, clock);
    const canvas = fakeCanvas();
    viewport.useCanvas(canvas);
    viewport.resize(1000, 600);
    viewport.setView({ k: 1, x: 500 - layout.x[more], y: 300 - layout.y[more] });
    clock.runFrames();
    expect(textsDrawn(canvas.calls)).toContain('Show 500 more (600 left)');
    // A click on it draws the next page; it selects no one.
    viewport.click(500, 300 + NODE_H / 2);
    expect(props.onShowMore).toHaveBeenCalledWith('root');
    expect(props.onSelect).not.toHaveBeenCalled();
    props.onShowMore.mockClear();
    viewport.key('Enter');
    expect(props.onShowMore).toHaveBeenCalledWith('root');
    viewport.key('ArrowUp');
    expect(props.onFocusNode).toHaveBeenLastCalledWith(above);
  });
});
