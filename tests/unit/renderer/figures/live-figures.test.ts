import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TeamtreeUpdateEvent } from '@shared/schemas/realtime';
import { figuresKeys } from '../../../../desktop/renderer/src/figures/figures-api';
import { figuresChangedBy, refreshFigures } from '../../../../desktop/renderer/src/figures/live-figures';

/** Which tree events read figures again (docs/figures.md "Live"): writes, adds, deletes and moves; not a renamed partner. */

const month = {
  period: '2026-11',
  figures: [],
  totals: [
    { profileId: 'root', teamVolume: 30, legs: [{ profileId: 'anna', volume: 20 }, { profileId: 'bert', volume: 10 }] },
    { profileId: 'anna', teamVolume: 20, legs: [] },
    { profileId: 'bert', teamVolume: 10, legs: [] },
  ],
};
const event = (type: string, data: unknown) => ({ type, teamtreeId: 't1', data }) as TeamtreeUpdateEvent;

describe('figuresChangedBy', () => {
  it('reads everything again after a figures write, the totals after a partner is added or deleted', () => {
    expect(figuresChangedBy(event('figures-update', { period: '2026-11', count: 3 }), [month])).toBe('all');
    expect(figuresChangedBy(event('profile-add', { id: 'new', teamtreeId: 't1', parentId: 'root' }), [month])).toBe('totals');
    expect(figuresChangedBy(event('profile-delete', { ids: ['anna'] }), [month])).toBe('totals');
  });

  it('reads the totals again when a partner now sits below another upline than the held legs say', () => {
    expect(figuresChangedBy(event('profile-update', { id: 'bert', teamtreeId: 't1', parentId: 'anna' }), [month])).toBe('totals');
    expect(figuresChangedBy(event('profile-update', { id: 'bert', teamtreeId: 't1', parentId: 'root' }), [month])).toBeNull();
    expect(figuresChangedBy(event('profile-update', { id: 'root', teamtreeId: 't1', parentId: null }), [month])).toBeNull();
    expect(figuresChangedBy(event('profile-update', { id: 'bert', teamtreeId: 't1', name: 'Bert B.' }), [month])).toBeNull();
    expect(figuresChangedBy(event('join-request-created', {}), [month])).toBeNull();
  });
});

describe('refreshFigures', () => {
  it('marks the tree’s months and series stale after a move, and its periods too after a write; other trees stay', () => {
    const client = new QueryClient();
    for (const tree of ['t1', 't2']) {
      client.setQueryData(figuresKeys.month(tree, '2026-11'), month);
      client.setQueryData(figuresKeys.periods(tree), ['2026-11']);
    }
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
    refreshFigures(client, event('profile-update', { id: 'bert', teamtreeId: 't1', parentId: 'anna' }));
    expect([stale(figuresKeys.month('t1', '2026-11')), stale(figuresKeys.periods('t1')), stale(figuresKeys.month('t2', '2026-11'))]).toEqual([true, false, false]);
    refreshFigures(client, event('figures-update', { period: '2026-11', count: 1 }));
    expect(stale(figuresKeys.periods('t1'))).toBe(true);
  });
});
