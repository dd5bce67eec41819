import { describe, expect, it } from 'vitest';
import { hiddenFor, hiddenFromCaller, maskChange, maskKeyOf, maskProfile, normaliseHidden } from '../../../../shared/domain/read-privacy';
import { treePrivacyRequest } from '../../../../shared/schemas/tree-privacy';

const profile = { id: 'p', name: 'Paula', phone: '+49 1701234567', birthday: '1991-02-03', billDate: '2026-01-15', reminders: [{ text: 'Call', done: false }] };
const answer = (permission: 'OWNER' | 'EDIT' | 'READ', hideFromRead?: string[]) => ({ teamtree: hideFromRead ? { privacy: { hideFromRead } } : {}, userMembership: { permission } });

describe('what READ members see', () => {
  it('empties exactly the hidden fields, as API.md says ("", null, [])', () => {
    expect(maskProfile(profile, ['phone', 'birthday', 'reminders'])).toEqual({ ...profile, phone: '', birthday: null, reminders: [] });
    expect(maskProfile(profile, ['birthday'])).toEqual({ ...profile, birthday: null });
    expect(maskProfile(profile, [])).toBe(profile);
    expect(profile.phone).toBe('+49 1701234567'); // the original is left alone
  });

  it('hides only from READ members', () => {
    expect(hiddenFor('READ', ['phone'])).toEqual(['phone']);
    for (const permission of ['OWNER', 'MODERATOR', 'EDIT'] as const) expect(hiddenFor(permission, ['phone'])).toEqual([]);
  });

  it('keeps a change of a hidden field with both values empty', () => {
    expect(maskChange({ field: 'phone', before: '1', after: '2' }, ['phone'])).toEqual({ field: 'phone', before: '', after: '' });
    expect(maskChange({ field: 'reminders', before: [{ text: 'a' }], after: [] }, ['reminders'])).toEqual({ field: 'reminders', before: [], after: [] });
    const name = { field: 'name', before: 'A', after: 'B' };
    expect(maskChange(name, ['phone', 'birthday', 'reminders'])).toBe(name);
  });

  it('orders and dedupes the hidden fields; the request takes only the three', () => {
    expect(normaliseHidden(['reminders', 'phone', 'phone', 'x'])).toEqual(['phone', 'reminders']);
    expect(treePrivacyRequest.parse({ teamtreeId: '00000000-0000-4000-8000-000000000000', hideFromRead: ['reminders', 'birthday'] }).hideFromRead).toEqual(['birthday', 'reminders']);
    expect(treePrivacyRequest.safeParse({ teamtreeId: '00000000-0000-4000-8000-000000000000', hideFromRead: ['name'] }).success).toBe(false);
  });

  it("tells answers masked differently apart (the app then reads the whole tree)", () => {
    expect(hiddenFromCaller(answer('READ', ['birthday', 'phone']))).toEqual(['phone', 'birthday']);
    expect(maskKeyOf(answer('READ', ['phone']))).not.toBe(maskKeyOf(answer('READ', [])));
    expect(maskKeyOf(answer('READ', ['phone']))).not.toBe(maskKeyOf(answer('EDIT', ['phone'])));
    expect(maskKeyOf(answer('EDIT', ['phone']))).toBe(maskKeyOf(answer('OWNER', [])));
    // An older server sends no privacy: nothing hidden.
    expect(maskKeyOf(answer('READ'))).toBe('');
  });
});
