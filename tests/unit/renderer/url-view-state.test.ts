import { describe, expect, it } from 'vitest';
import { readGrouping, readListState, writeGrouping, writeListState } from '../../../desktop/renderer/src/lib/url-view-state';

describe('the Teamlist state in the address', () => {
  it('reads page (one-based), sort (category columns too) and search, and falls back to page 1 unsorted', () => {
    expect(readListState(new URLSearchParams('page=3&sort=billDate&dir=desc'))).toEqual({ page: 2, sort: { column: 'billDate', direction: 'desc' }, query: '' });
    expect(readListState(new URLSearchParams('sort=name'))).toEqual({ page: 0, sort: { column: 'name', direction: 'asc' }, query: '' });
    expect(readListState(new URLSearchParams('sort=teamSize&dir=desc'))).toEqual({ page: 0, sort: { column: 'teamSize', direction: 'desc' }, query: '' });
    expect(readListState(new URLSearchParams('sort=level'))).toEqual({ page: 0, sort: { column: 'level', direction: 'asc' }, query: '' });
    expect(readListState(new URLSearchParams('sort=category%3ARank&dir=desc&q=0171'))).toEqual({ page: 0, sort: { column: 'category:Rank', direction: 'desc' }, query: '0171' });
    for (const bad of ['page=0', 'page=-2', 'page=abc', 'page=1.5', 'sort=password', 'sort=category%3A', '']) {
      expect(readListState(new URLSearchParams(bad))).toEqual({ page: 0, sort: null, query: '' });
    }
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    const params = new URLSearchParams('teamtreeId=t1&page=4');
    expect(writeListState(params, { page: 1, sort: { column: 'upline', direction: 'asc' }, query: '' }).toString()).toBe('teamtreeId=t1&page=2&sort=upline&dir=asc');
    expect(writeListState(params, { page: 0, sort: null, query: '' }).toString()).toBe('teamtreeId=t1');
    expect(writeListState(params, { page: 0, sort: { column: 'category:Rank', direction: 'asc' }, query: 'anna gold' }).toString()).toBe('teamtreeId=t1&sort=category%3ARank&dir=asc&q=anna+gold');
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
