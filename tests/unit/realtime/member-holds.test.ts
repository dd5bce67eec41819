import { describe, expect, it } from 'vitest';
import { dataRoomOf, MemberHolds, narrower } from '../../../server/realtime/member-holds';

describe('dataRoomOf', () => {
  it('puts READ members in the READ room, every other member in the full room, non-members in none', () => {
    expect(['OWNER', 'MODERATOR', 'EDIT', 'READ'].map((p) => dataRoomOf(p, null))).toEqual(['full', 'full', 'full', 'reader']);
    expect(dataRoomOf(null, null)).toBeNull();
  });

  it('a hold only narrows', () => {
    expect(dataRoomOf('EDIT', 'reader')).toBe('reader');
    expect(dataRoomOf('READ', 'reader')).toBe('reader');
    expect(dataRoomOf('OWNER', 'none')).toBeNull();
    expect(dataRoomOf(null, 'reader')).toBeNull();
    expect([narrower('full', 'reader'), narrower('reader', 'reader'), narrower(null, 'reader'), narrower('full', 'none')]).toEqual(['reader', 'reader', null, null]);
  });
});

describe('MemberHolds', () => {
  it('answers the narrowest hold of a member until each is removed', () => {
    const holds = new MemberHolds(() => 0);
    holds.add('u/t', 'a', 'reader');
    holds.add('u/t', 'b', 'none');
    expect([holds.level('u/t'), holds.level('v/t')]).toEqual(['none', null]);
    expect(holds.remove('u/t', 'b')).toBe(true);
    expect(holds.level('u/t')).toBe('reader');
    expect(holds.remove('u/t', 'b')).toBe(false);
    holds.remove('u/t', 'a');
    expect(holds.level('u/t')).toBeNull();
  });

  it('tells a read that a change of that member overtook, and only of that member', () => {
    const holds = new MemberHolds(() => 0);
    const before = holds.mark();
    holds.add('u/t', 'a', 'reader');
    expect(holds.changedSince('u/t', before)).toBe(true);
    expect(holds.changedSince('v/t', before)).toBe(false);
    const after = holds.mark();
    expect(holds.changedSince('u/t', after)).toBe(false);
    holds.remove('u/t', 'a');
    expect(holds.changedSince('u/t', after)).toBe(true);
    const later = holds.mark();
    holds.touch('u/t');
    expect(holds.changedSince('u/t', later)).toBe(true);
  });

  it('trusts no read older than the changes it remembers', () => {
    let now = 0;
    const holds = new MemberHolds(() => now);
    const mark = holds.mark();
    holds.touch('u/t');
    now = 60_000;
    // The change is forgotten, and so is any read from before it.
    holds.touch('v/t');
    expect(holds.changedSince('u/t', mark)).toBe(true);
    expect(holds.changedSince('u/t', holds.mark())).toBe(false);
  });
});
