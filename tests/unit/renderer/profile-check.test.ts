import { describe, expect, it } from 'vitest';
import { checkProfilesInSlices } from '../../../desktop/renderer/src/api/profile-check';
import { markTreeDrawn } from '../../../desktop/renderer/src/screens/teamtree/tree-drawn-mark';

const profile = (i: number) => ({
  id: `p${i}`,
  teamtreeId: 't1',
  name: `Partner ${i}`,
  phone: '',
  birthday: null,
  billDate: null,
  parentId: i === 0 ? null : 'p0',
  parentName: i === 0 ? null : 'Partner 0',
  categoryData: { categories: [], tags: [] },
  categories: [],
  reminders: [],
  version: 1,
  updatedAt: '2026-11-24T10:00:00.000Z',
});

/** A scheduler the test runs step by step: what the page would do in its idle periods. */
function manualSchedule() {
  const queue: (() => void)[] = [];
  return {
    schedule: (step: () => void) => queue.push(step),
    runAll() {
      let steps = 0;
      while (queue.length) {
        queue.shift()!();
        steps++;
      }
      return steps;
    },
  };
}

describe('checking a tree\'s profiles after it is drawn', () => {
  it('checks nothing at once, then every profile in slices of 500', () => {
    const profiles = Array.from({ length: 4_500 }, (_, i) => profile(i));
    const invalid: number[] = [];
    const idle = manualSchedule();
    checkProfilesInSlices(profiles, (index) => invalid.push(index), idle.schedule);
    expect(invalid).toEqual([]);
    expect(idle.runAll()).toBe(9);
    expect(invalid).toEqual([]);
  });

  it('reports the first profile that does not match the contract, and stops there', () => {
    const profiles: unknown[] = Array.from({ length: 4_500 }, (_, i) => profile(i));
    profiles[2_345] = { ...profile(2_345), name: 42 };
    profiles[4_000] = { ...profile(4_000), version: 'one' };
    const invalid: number[] = [];
    const idle = manualSchedule();
    checkProfilesInSlices(profiles, (index) => invalid.push(index), idle.schedule);
    expect(idle.runAll()).toBe(5);
    expect(invalid).toEqual([2_345]);
  });

  it('on the tree page, schedules nothing before the first tree is drawn (the browser may be idle before the draw)', () => {
    const page = globalThis as { location?: { pathname: string } };
    page.location = { pathname: '/teamtree' };
    try {
      const idle = manualSchedule();
      checkProfilesInSlices([profile(0)], () => undefined, idle.schedule);
      expect(idle.runAll()).toBe(0);
      markTreeDrawn();
      expect(idle.runAll()).toBe(1);
    } finally {
      delete page.location;
    }
  });
});
