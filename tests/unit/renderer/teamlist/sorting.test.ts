import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, sortProfiles, type ListProfile } from '../../../../desktop/renderer/src/screens/teamlist/sorting';

const p = (id: string, name: string, extra: Partial<ListProfile> = {}): ListProfile => ({ id, name, phone: '', birthday: null, billDate: null, parentName: null, ...extra });

const rows = [
  p('1', 'bea', { billDate: '2030-01-05', birthday: '1990-12-01', parentName: 'Zoe' }),
  p('2', 'Ärne', { billDate: '2029-12-31', birthday: null, parentName: 'anna' }),
  p('3', 'Carl', { billDate: null, birthday: '1985-03-10', parentName: null }),
  p('4', 'anton', { billDate: '2030-01-05', birthday: '1990-02-01', parentName: 'Anna' }),
];
const ids = (list: ListProfile[]) => list.map((r) => r.id);

describe('teamlist sorting', () => {
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
});
