import { describe, expect, it } from 'vitest';
import { readGrouping, readListState, writeGrouping, writeListState } from '../../../desktop/renderer/src/lib/url-view-state';

describe('the Teamlist state in the address', () => {
  it('reads page (one-based) and sort, and falls back to page 1 unsorted', () => {
    expect(readListState(new URLSearchParams('page=3&sort=billDate&dir=desc'))).toEqual({ page: 2, sort: { column: 'billDate', direction: 'desc' } });
    expect(readListState(new URLSearchParams('sort=name'))).toEqual({ page: 0, sort: { column: 'name', direction: 'asc' } });
    expect(readListState(new URLSearchParams('sort=teamSize&dir=desc'))).toEqual({ page: 0, sort: { column: 'teamSize', direction: 'desc' } });
    expect(readListState(new URLSearchParams('sort=level'))).toEqual({ page: 0, sort: { column: 'level', direction: 'asc' } });
    for (const bad of ['page=0', 'page=-2', 'page=abc', 'page=1.5', 'sort=password', '']) {
      expect(readListState(new URLSearchParams(bad))).toEqual({ page: 0, sort: null });
    }
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    const params = new URLSearchParams('teamtreeId=t1&page=4');
    expect(writeListState(params, { page: 1, sort: { column: 'upline', direction: 'asc' } }).toString()).toBe('teamtreeId=t1&page=2&sort=upline&dir=asc');
    expect(writeListState(params, { page: 0, sort: null }).toString()).toBe('teamtreeId=t1');
  });
});

describe("Teambars' grouping in the address", () => {
  it('reads and writes ?group=, leaving out the default', () => {
    expect(readGrouping(new URLSearchParams('group=billdate'))).toBe('billdate');
    expect(readGrouping(new URLSearchParams('group=%20'))).toBeNull();
    expect(writeGrouping(new URLSearchParams('a=1'), 'category:Rank', 'upline').toString()).toBe('a=1&group=category%3ARank');
    expect(writeGrouping(new URLSearchParams('group=billdate'), 'upline', 'upline').toString()).toBe('');
  });
});
