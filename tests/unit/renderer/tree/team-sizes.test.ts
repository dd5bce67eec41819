import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { downlineCounts, levelsBelow, teamBadge } from '../../../../desktop/renderer/src/screens/teamtree/tree/team-sizes';
import { fromUplines } from '../../../support/uplines';

// r ─ a ─ c ─ e
//   │   └ d
//   └ b
const profiles = fromUplines({ r: null, a: 'r', b: 'r', c: 'a', d: 'a', e: 'c' });
const layout = buildLayout(profiles);
const at = (id: string) => layout.index.get(id)!;

describe('team sizes and levels', () => {
  it("counts each partner's whole downline", () => {
    const counts = downlineCounts(layout);
    expect(['r', 'a', 'b', 'c', 'd', 'e'].map((id) => counts[at(id)])).toEqual([5, 3, 0, 1, 0, 0]);
  });

  it('gives levels below one profile, and -1 outside its team', () => {
    const levels = levelsBelow(layout, at('a'));
    expect(['r', 'a', 'b', 'c', 'd', 'e'].map((id) => levels[at(id)])).toEqual([-1, 0, -1, 1, 1, 2]);
    expect([...levelsBelow(layout, -1)].every((l) => l === -1)).toBe(true);
  });

  it('writes the badge as team size, with the level when below oneself', () => {
    const counts = downlineCounts(layout);
    const levels = levelsBelow(layout, at('a'));
    expect(teamBadge(counts, levels, at('c'))).toBe('1 · L1');
    expect(teamBadge(counts, levels, at('e'))).toBe('L2');
    expect(teamBadge(counts, levels, at('a'))).toBe('3');
    expect(teamBadge(counts, levels, at('b'))).toBe('');
  });
});
