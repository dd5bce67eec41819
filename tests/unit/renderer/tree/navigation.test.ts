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
