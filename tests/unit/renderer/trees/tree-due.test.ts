import { describe, expect, it } from 'vitest';
import { treeDue } from '../../../../desktop/renderer/src/trees/tree-due';

type Profile = Parameters<typeof treeDue>[0][number];

const TODAY = '2026-03-10';
const partner = (id: string, over: Partial<Profile> = {}) =>
  ({ id, name: id, parentId: 'root', billDate: null, birthday: null, phone: '', reminders: [], categories: [], version: 1, updatedAt: '2026-03-01T00:00:00.000Z', ...over }) as unknown as Profile;

describe('what is due in a held tree, after live changes', () => {
  const before = [partner('root', { parentId: null }), partner('anna', { billDate: '2026-03-12' }), partner('bert', { birthday: '1990-03-10' }), partner('carl')];

  it('keeps the joined list when a change leaves every entry as it was (a move), with the moved profile itself in profileOf', () => {
    const first = treeDue(before, TODAY);
    const moved = before.map((p) => (p.id === 'anna' ? { ...p, parentId: 'carl', version: 2 } : p));
    const second = treeDue(moved, TODAY);
    expect(second.items).toBe(first.items);
    expect(second.list).toBe(first.list);
    expect(second.profileOf.get('anna')).toBe(moved[1]);
  });

  it('joins the list again when an entry changed', () => {
    const first = treeDue(before, TODAY);
    const later = treeDue(before.map((p) => (p.id === 'anna' ? { ...p, billDate: '2026-03-11' } : p)), TODAY);
    expect(later.items).not.toBe(first.items);
    expect(later.items.find((item) => item.profileId === 'anna')?.date).toBe('2026-03-11');
  });
});
