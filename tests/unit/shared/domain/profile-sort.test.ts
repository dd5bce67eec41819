import { describe, expect, it } from 'vitest';
import type { ListProfile } from '../../../../desktop/renderer/src/screens/teamlist/columns';
import { NO_FIGURE_VALUES } from '../../../../shared/domain/figure-filters';
import { ariaSort, nextSort, sortMark, sortProfiles } from '../../../../shared/domain/profile-sort';

const p = (id: string, name: string, extra: Partial<ListProfile> = {}): ListProfile => ({ id, name, phone: '', birthday: null, billDate: null, parentName: null, teamSize: 0, level: null, largestLeg: 0, categories: [], lastContact: null, nextFollowUp: null, ...NO_FIGURE_VALUES, ...extra });

const rows = [
  p('1', 'bea', { billDate: '2030-01-05', birthday: '1990-12-01', parentName: 'Zoe' }),
  p('2', 'Ärne', { billDate: '2029-12-31', birthday: null, parentName: 'anna' }),
  p('3', 'Carl', { billDate: null, birthday: '1985-03-10', parentName: null }),
  p('4', 'anton', { billDate: '2030-01-05', birthday: '1990-02-01', parentName: 'Anna' }),
];
const ids = (list: ListProfile[]) => list.map((r) => r.id);

describe('sorting the Teamlist (every column)', () => {
  it('keeps the given order without a sort, and does not touch the input', () => {
    const copy = sortProfiles(rows, null);
    expect(ids(copy)).toEqual(['1', '2', '3', '4']);
    sortProfiles(rows, { column: 'name', direction: 'desc' });
    expect(ids(rows)).toEqual(['1', '2', '3', '4']);
  });

  it('sorts names case- and accent-insensitively, both ways', () => {
    expect(ids(sortProfiles(rows, { column: 'name', direction: 'asc' }))).toEqual(['4', '2', '1', '3']);
    expect(ids(sortProfiles(rows, { column: 'name', direction: 'desc' }))).toEqual(['3', '1', '2', '4']);
  });

  it('sorts dates as calendar dates with empty ones last either way, ties by name', () => {
    expect(ids(sortProfiles(rows, { column: 'billDate', direction: 'asc' }))).toEqual(['2', '4', '1', '3']);
    expect(ids(sortProfiles(rows, { column: 'billDate', direction: 'desc' }))).toEqual(['4', '1', '2', '3']);
    expect(ids(sortProfiles(rows, { column: 'birthday', direction: 'asc' }))).toEqual(['3', '4', '1', '2']);
  });

  it('sorts by the upline name (ties by name), the root (no upline) last', () => {
    expect(ids(sortProfiles(rows, { column: 'upline', direction: 'asc' }))).toEqual(['4', '2', '1', '3']);
  });

  it('sorts team sizes by number (10 after 9), both ways, ties by name', () => {
    const teams = [p('1', 'Bea', { teamSize: 10 }), p('2', 'Anna', { teamSize: 9 }), p('3', 'Carl', { teamSize: 0 }), p('4', 'Adam', { teamSize: 10 })];
    expect(ids(sortProfiles(teams, { column: 'teamSize', direction: 'asc' }))).toEqual(['3', '2', '4', '1']);
    expect(ids(sortProfiles(teams, { column: 'teamSize', direction: 'desc' }))).toEqual(['4', '1', '2', '3']);
  });

  it('sorts the largest leg by number (12 after 9)', () => {
    const legs = [p('1', 'Bea', { largestLeg: 12 }), p('2', 'Anna', { largestLeg: 9 }), p('3', 'Carl', { largestLeg: 0 })];
    expect(ids(sortProfiles(legs, { column: 'largestLeg', direction: 'asc' }))).toEqual(['3', '2', '1']);
    expect(ids(sortProfiles(legs, { column: 'largestLeg', direction: 'desc' }))).toEqual(['1', '2', '3']);
  });

  it("sorts levels by number, partners not below the viewer ('–', no level) last either way", () => {
    const levels = [p('1', 'Bea', { level: 2 }), p('2', 'Anna', { level: null }), p('3', 'Carl', { level: 0 }), p('4', 'Dora', { level: 12 }), p('5', 'Emil', { level: 1 })];
    expect(ids(sortProfiles(levels, { column: 'level', direction: 'asc' }))).toEqual(['3', '5', '1', '4', '2']);
    expect(ids(sortProfiles(levels, { column: 'level', direction: 'desc' }))).toEqual(['4', '1', '5', '3', '2']);
  });

  it('sorts the last contact by its time (not its text) and the next follow-up as a day, partners without one last either way', () => {
    const contacts = [
      p('1', 'Bea', { lastContact: '2026-12-05T09:00:00.000Z', nextFollowUp: '2026-12-20' }),
      p('2', 'Anna', { lastContact: null, nextFollowUp: null }),
      // The same moment written with an offset sorts by the moment: 2026-12-05T08:30Z.
      p('3', 'Carl', { lastContact: '2026-12-05T10:30:00.000+02:00', nextFollowUp: '2026-12-09' }),
      p('4', 'Dora', { lastContact: '2026-11-01T12:00:00.000Z', nextFollowUp: null }),
    ];
    expect(ids(sortProfiles(contacts, { column: 'lastContact', direction: 'asc' }))).toEqual(['4', '3', '1', '2']);
    expect(ids(sortProfiles(contacts, { column: 'lastContact', direction: 'desc' }))).toEqual(['1', '3', '4', '2']);
    expect(ids(sortProfiles(contacts, { column: 'nextFollowUp', direction: 'asc' }))).toEqual(['3', '1', '2', '4']);
    expect(ids(sortProfiles(contacts, { column: 'nextFollowUp', direction: 'desc' }))).toEqual(['1', '3', '2', '4']);
  });

  it("sorts a category column by the partner's value (German order, names of the category in any case), partners without one last", () => {
    const ranked = [
      p('1', 'Bea', { categories: [{ name: 'Rank', value: 'Silver' }] }),
      p('2', 'Anna', { categories: [{ name: 'Team', value: 'Nord' }] }),
      p('3', 'Carl', { categories: [{ name: 'rank', value: 'Gold' }] }),
      p('4', 'Dora', { categories: [{ name: 'Rank', value: 'Ärmel' }] }),
    ];
    expect(ids(sortProfiles(ranked, { column: 'category:Rank', direction: 'asc' }))).toEqual(['4', '3', '1', '2']);
    expect(ids(sortProfiles(ranked, { column: 'category:Rank', direction: 'desc' }))).toEqual(['1', '3', '4', '2']);
    expect(ids(sortProfiles(ranked, { column: 'category:Team', direction: 'asc' }))).toEqual(['2', '1', '3', '4']);
  });

  it('cycles team size and level through ascending, descending and unsorted like the other columns', () => {
    const asc = nextSort(null, 'teamSize');
    expect(asc).toEqual({ column: 'teamSize', direction: 'asc' });
    expect(nextSort(asc, 'teamSize')).toEqual({ column: 'teamSize', direction: 'desc' });
    expect(nextSort({ column: 'teamSize', direction: 'desc' }, 'teamSize')).toBeNull();
    expect(nextSort(asc, 'level')).toEqual({ column: 'level', direction: 'asc' });
    expect(ariaSort({ column: 'level', direction: 'desc' }, 'level')).toBe('descending');
  });

  it('cycles a header through ascending, descending and unsorted', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ column: 'name', direction: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
    expect(nextSort(desc, 'upline')).toEqual({ column: 'upline', direction: 'asc' });
  });

  it('answers aria-sort per column', () => {
    expect(ariaSort({ column: 'name', direction: 'asc' }, 'name')).toBe('ascending');
    expect(ariaSort({ column: 'name', direction: 'desc' }, 'name')).toBe('descending');
    expect(ariaSort({ column: 'name', direction: 'desc' }, 'upline')).toBe('none');
    expect(ariaSort(null, 'name')).toBe('none');
  });

  it('marks the sorted column with its arrow and the others as sortable', () => {
    expect(['ascending', 'descending', 'none'].map((s) => sortMark(s as 'ascending'))).toEqual(['▲', '▼', '↕']);
  });
});

describe('sorting the dashboard table (name and bill date, profiles without other fields)', () => {
  const dash = [
    { id: '1', name: 'zoe', billDate: '2026-12-01' },
    { id: '2', name: 'Ärger Anna', billDate: null },
    { id: '3', name: 'Bernd', billDate: '2026-11-20' },
    { id: '4', name: 'anton', billDate: '2026-11-25' },
  ];
  const names = (list: { name: string }[]) => list.map((r) => r.name);

  it('sorts by name with German collation, both ways', () => {
    expect(names(sortProfiles(dash, { column: 'name', direction: 'asc' }))).toEqual(['anton', 'Ärger Anna', 'Bernd', 'zoe']);
    expect(names(sortProfiles(dash, { column: 'name', direction: 'desc' }))).toEqual(['zoe', 'Bernd', 'Ärger Anna', 'anton']);
  });

  it('sorts by bill date with missing dates last in either direction', () => {
    expect(names(sortProfiles(dash, { column: 'billDate', direction: 'asc' }))).toEqual(['Bernd', 'anton', 'zoe', 'Ärger Anna']);
    expect(names(sortProfiles(dash, { column: 'billDate', direction: 'desc' }))).toEqual(['zoe', 'anton', 'Bernd', 'Ärger Anna']);
  });

  it("flips between ascending and descending with 'flip', never unsorted", () => {
    expect(nextSort({ column: 'name', direction: 'asc' }, 'name', 'flip')).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'name', 'flip')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'billDate', 'flip')).toEqual({ column: 'billDate', direction: 'asc' });
  });
});
