import { describe, expect, it } from 'vitest';
import { highlightFirst, matchesHighlight, searchProfiles } from '../../../../desktop/renderer/src/screens/dashboard/dashboard-rows';
import { activityStats, slicePath } from '../../../../desktop/renderer/src/screens/dashboard/dashboard-stats';

const rows = [
  { id: '1', name: 'zoe', billDate: '2026-12-01' },
  { id: '2', name: 'Ärger Anna', billDate: null },
  { id: '3', name: 'Bernd', billDate: '2026-11-20' },
  { id: '4', name: 'anton', billDate: '2026-11-25' },
];
const names = (list: { name: string }[]) => list.map((r) => r.name);

describe('search and highlight', () => {
  it('keeps names containing the text, case-insensitively', () => {
    expect(names(searchProfiles(rows, 'AN'))).toEqual(['Ärger Anna', 'anton']);
    expect(names(searchProfiles(rows, '  ärger '))).toEqual(['Ärger Anna']);
    expect(searchProfiles(rows, '')).toHaveLength(4);
  });

  it('matches the highlights (active = safe, inactive-in-7-days = warning, inactive = danger) by bill status', () => {
    const today = '2026-11-22';
    expect(matchesHighlight(null, null, today)).toBe(true);
    expect(matchesHighlight('safe', '2026-12-01', today)).toBe(true);
    expect(matchesHighlight('safe', '2026-11-29', today)).toBe(false);
    expect(matchesHighlight('warning', '2026-11-29', today)).toBe(true);
    expect(matchesHighlight('warning', '2026-11-22', today)).toBe(true);
    expect(matchesHighlight('danger', '2026-11-21', today)).toBe(true);
    expect(matchesHighlight('danger', null, today)).toBe(false);
  });

  it('puts the highlighted rows first, each part in its order', () => {
    const today = '2026-11-22';
    expect(names(highlightFirst(rows, 'danger', today))).toEqual(['Bernd', 'zoe', 'Ärger Anna', 'anton']);
    expect(names(highlightFirst(rows, null, today))).toEqual(names(rows));
  });
});

describe('activity stats', () => {
  const today = '2026-11-22';
  it('gives whole percentages of the dated profiles that add up to 100', () => {
    const stats = activityStats([{ billDate: '2026-12-30' }, { billDate: '2026-11-25' }, { billDate: '2026-01-01' }, { billDate: null }], today);
    expect(stats).toEqual([
      { key: 'safe', count: 1, percent: 34 },
      { key: 'warning', count: 1, percent: 33 },
      { key: 'danger', count: 1, percent: 33 },
    ]);
    const half = activityStats([{ billDate: '2026-12-30' }, { billDate: '2025-01-01' }], today);
    expect(half.map((s) => s.percent)).toEqual([50, 0, 50]);
  });

  it('is all zero without dated profiles', () => {
    expect(activityStats([{ billDate: null }], today).map((s) => s.percent)).toEqual([0, 0, 0]);
  });

  it('draws slices, a full circle for 100%', () => {
    expect(slicePath(0, 0.25)).toBe('M 50 50 L 50.000 10.000 A 40 40 0 0 1 90.000 50.000 Z');
    expect(slicePath(0, 1)).toContain('A 40 40 0 1 1');
  });
});
