import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { describeNode, navigate } from '../../../../desktop/renderer/src/screens/teamtree/tree/navigation';
import { SMALL } from './fixtures';

const layout = buildLayout(SMALL);
const at = (id: string) => layout.index.get(id)!;
const go = (from: string, key: string) => layout.ids[navigate(layout, at(from), key)];

describe('keyboard navigation', () => {
  it('moves to the parent, a child and the siblings, and stays put at the edges', () => {
    expect(go('a1', 'ArrowUp')).toBe('a');
    expect(go('root', 'ArrowUp')).toBe('root');
    expect(go('root', 'ArrowDown')).toBe('b');
    expect(go('a', 'ArrowDown')).toBe('a1');
    expect(go('b', 'ArrowDown')).toBe('b');
    expect(go('a', 'ArrowRight')).toBe('b');
    expect(go('b', 'ArrowLeft')).toBe('a');
    expect(go('a', 'ArrowLeft')).toBe('a');
    expect(go('c', 'ArrowRight')).toBe('c');
    expect(go('c1', 'Home')).toBe('root');
    expect(go('c1', 'x')).toBe('c1');
  });

  it('starts at the root without a focused node and answers -1 for an empty tree', () => {
    expect(navigate(layout, -1, 'ArrowDown')).toBe(at('root'));
    expect(navigate(buildLayout([]), -1, 'ArrowDown')).toBe(-1);
  });

  it('describes a node for screen readers', () => {
    expect(describeNode(layout, at('a'), 'Anna')).toBe('Anna, level 1, 1 of 3, 2 partners below');
    expect(describeNode(layout, at('c1'), 'Carl')).toBe('Carl, level 2, 1 of 1, 0 partners below');
  });
});

describe('keyboard navigation in the compact layout', () => {
  // A leader with 3 partners with a team and 12 without: a block of two columns (six rows) between the teams.
  const profiles = [
    { id: 'root', parentId: null },
    ...['t0', 't1', 't2'].flatMap((t) => [
      { id: t, parentId: 'root' },
      { id: `${t}-a`, parentId: t },
    ]),
    ...Array.from({ length: 12 }, (_, k) => ({ id: `l${k}`, parentId: 'root' })),
  ];
  const compact = buildLayout(profiles, undefined, 'compact');
  const at = (id: string) => compact.index.get(id)!;
  const goTo = (from: string, ...keys: string[]) => keys.reduce((i, key) => navigate(compact, i, key), at(from));
  const id = (i: number) => compact.ids[i];

  it('goes down from the partner into the first row of the block, beside the bus', () => {
    expect(id(goTo('root', 'ArrowDown'))).toBe('l0');
    expect(compact.x[at('l0')]).toBeLessThan(compact.x[at('root')]);
    expect(compact.y[at('l0')]).toBe(compact.y[at('t0')]);
  });

  it('moves left and right across the columns and on to the teams beside the block', () => {
    expect(id(goTo('l0', 'ArrowRight'))).toBe('l1');
    expect(id(goTo('l1', 'ArrowLeft'))).toBe('l0');
    // Left of the block's first row stand the first half of the teams.
    expect(id(goTo('l0', 'ArrowLeft'))).toBe('t1');
    expect(id(goTo('l0', 'ArrowLeft', 'ArrowLeft'))).toBe('t0');
    expect(id(goTo('l1', 'ArrowRight'))).toBe('t2');
    // Further rows have only the block's columns.
    expect(id(goTo('l2', 'ArrowRight'))).toBe('l3');
    expect(id(goTo('l3', 'ArrowRight'))).toBe('l3');
  });

  it('goes down and up its column, and up from the first row back to the partner', () => {
    expect(id(goTo('l0', 'ArrowDown'))).toBe('l2');
    expect(id(goTo('l0', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'))).toBe('l10');
    expect(id(goTo('l4', 'ArrowUp'))).toBe('l2');
    expect(id(goTo('l2', 'ArrowUp', 'ArrowUp'))).toBe('root');
    expect(id(goTo('t0-a', 'ArrowUp'))).toBe('t0');
    expect(id(goTo('t0', 'ArrowDown'))).toBe('t0-a');
  });
});
