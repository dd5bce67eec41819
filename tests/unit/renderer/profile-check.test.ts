import { describe, expect, it } from 'vitest';
import { checkProfilesInSlices } from '../../../desktop/renderer/src/api/profile-check';

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
  it('checks nothing at once, then every profile in slices of 2,000', () => {
    const profiles = Array.from({ length: 4_500 }, (_, i) => profile(i));
    const invalid: number[] = [];
    const idle = manualSchedule();
    checkProfilesInSlices(profiles, (index) => invalid.push(index), idle.schedule);
    expect(invalid).toEqual([]);
    expect(idle.runAll()).toBe(3);
    expect(invalid).toEqual([]);
  });

  it('reports the first profile that does not match the contract, and stops there', () => {
    const profiles: unknown[] = Array.from({ length: 4_500 }, (_, i) => profile(i));
    profiles[2_345] = { ...profile(2_345), name: 42 };
    profiles[4_000] = { ...profile(4_000), version: 'one' };
    const invalid: number[] = [];
    const idle = manualSchedule();
    checkProfilesInSlices(profiles, (index) => invalid.push(index), idle.schedule);
    expect(idle.runAll()).toBe(2);
    expect(invalid).toEqual([2_345]);
  });
});
