import { describe, expect, it } from 'vitest';
import { teamFigures, withTeamFigures } from '../../../../desktop/renderer/src/screens/teamlist/team-figures';

// root ── me ─┬─ a ── a1
//             └─ b
// root ── other
const tree = [
  { id: 'root', parentId: null, name: 'Root' },
  { id: 'me', parentId: 'root', name: 'Me' },
  { id: 'a', parentId: 'me', name: 'A' },
  { id: 'a1', parentId: 'a', name: 'A1' },
  { id: 'b', parentId: 'me', name: 'B' },
  { id: 'other', parentId: 'root', name: 'Other' },
];

describe("the Teamlist's team figures", () => {
  it('gives each row its whole downline, its level below the viewer (none outside the team) and its largest leg', () => {
    const rows = withTeamFigures(tree, teamFigures(tree, 'me'));
    expect(rows.map((r) => [r.id, r.teamSize, r.level, r.largestLeg])).toEqual([
      ['root', 5, null, 4],
      ['me', 3, 0, 2],
      ['a', 1, 1, 1],
      ['a1', 0, 2, 0],
      ['b', 0, 1, 0],
      ['other', 0, null, 0],
    ]);
    expect(rows[1].name).toBe('Me');
  });

  it('counts the team from the whole tree even when the rows are filtered', () => {
    const figures = teamFigures(tree, 'me');
    expect(withTeamFigures([tree[1]], figures)).toEqual([{ ...tree[1], teamSize: 3, level: 0, largestLeg: 2 }]);
  });

  it('has no levels without a linked profile', () => {
    expect(withTeamFigures(tree, teamFigures(tree, null)).every((r) => r.level === null)).toBe(true);
  });
});
