import { describe, expect, it } from 'vitest';
import { flattenGenealogy, genealogyOf } from '../../../../shared/domain/genealogy';
import { genealogyKey } from '../../../../desktop/renderer/src/screens/teamlist/genealogy-keys';

// root ─┬─ a ─┬─ a1
//       │     └─ a2
//       └─ b
const g = genealogyOf([
  { id: 'root', parentId: null },
  { id: 'a', parentId: 'root' },
  { id: 'b', parentId: 'root' },
  { id: 'a1', parentId: 'a' },
  { id: 'a2', parentId: 'a' },
]);
const keyOn = (id: string, key: string, folded: string[] = []) => {
  const set = new Set(folded);
  const rows = flattenGenealogy(g, null, set);
  const row = rows.rowOf[g.placed[g.index.get(id)!]];
  const action = genealogyKey(key, row, g, rows, set);
  // A focus move named by the row's partner, so the expectations read as the tree.
  return action && 'focus' in action ? { focus: g.ids[rows.at[action.focus]] } : action;
};

describe('genealogyKey (the treegrid keys)', () => {
  it('moves with Down/Up/Home/End over the rows shown, and stops at the ends', () => {
    expect(keyOn('root', 'ArrowDown')).toEqual({ focus: 'a' });
    expect(keyOn('a2', 'ArrowDown')).toEqual({ focus: 'b' });
    expect(keyOn('a', 'ArrowDown', ['a'])).toEqual({ focus: 'b' });
    expect(keyOn('b', 'ArrowUp', ['a'])).toEqual({ focus: 'a' });
    expect(keyOn('b', 'Home')).toEqual({ focus: 'root' });
    expect(keyOn('root', 'End')).toEqual({ focus: 'b' });
    expect(keyOn('b', 'ArrowDown')).toBeNull();
    expect(keyOn('root', 'ArrowUp')).toBeNull();
    expect(keyOn('root', 'Home')).toBeNull();
  });

  it('unfolds with Right, or steps into an unfolded team; nothing on a partner without a team', () => {
    expect(keyOn('a', 'ArrowRight', ['a'])).toEqual({ unfold: 'a' });
    expect(keyOn('a', 'ArrowRight')).toEqual({ focus: 'a1' });
    expect(keyOn('b', 'ArrowRight')).toBeNull();
  });

  it('folds with Left, or steps to the upline from a folded team or a partner without one', () => {
    expect(keyOn('a', 'ArrowLeft')).toEqual({ fold: 'a' });
    expect(keyOn('a', 'ArrowLeft', ['a'])).toEqual({ focus: 'root' });
    expect(keyOn('a2', 'ArrowLeft')).toEqual({ focus: 'a' });
    expect(keyOn('root', 'ArrowLeft', ['root'])).toBeNull();
  });

  it('leaves other keys alone', () => {
    expect(keyOn('a', 'Enter')).toBeNull();
    expect(keyOn('a', 'x')).toBeNull();
  });
});
