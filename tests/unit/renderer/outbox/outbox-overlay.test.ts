import { describe, expect, it } from 'vitest';
import { mergeValuesOf } from '../../../../shared/domain/field-merge';
import { baseOf } from '../../../../desktop/renderer/src/outbox/outbox-entry';
import { layPending } from '../../../../desktop/renderer/src/outbox/outbox-overlay';
import { mergeStale, mineOf } from '../../../../desktop/renderer/src/outbox/outbox-merge';
import { appendEntry } from '../../../../desktop/renderer/src/outbox/outbox-queue';
import type { OutboxEntry } from '../../../../desktop/renderer/src/outbox/outbox-entry';
import { applyProfile, type TreeAnswer, type TreeProfile } from '../../../../desktop/renderer/src/realtime/tree-patch';
import { TREE, treeAnswer, treeProfile } from '../../realtime/tree-answers';

/** Pending changes laid over tree answers, and a stale update merged per field. */

const TEMP = 'local-22222222-2222-4222-8222-222222222222';

/** A profile whose upline's name is its upline's id in capitals, as the fixture names every profile. */
const profile = (id: string, parentId: string | null, extra: Partial<TreeProfile> = {}) => treeProfile(id, parentId, { parentName: parentId?.toUpperCase() ?? null, ...extra });

type Draft = Omit<OutboxEntry, 'seq' | 'teamtreeId' | 'label' | 'state' | 'createdAt'> & Partial<OutboxEntry>;
const queue = (...drafts: Draft[]) =>
  drafts.reduce<OutboxEntry[]>((q, d) => appendEntry(q, { teamtreeId: TREE, label: d.key, state: 'waiting', createdAt: '2026-11-27T10:00:00.000Z', ...d }), []);

const tree = () => treeAnswer([profile('root', null), profile('a', 'root'), profile('b', 'root'), profile('b1', 'b')]);
const names = (a: TreeAnswer) => a.teamtree.profiles.map((p) => `${p.name}<${p.parentName ?? '-'}`);

describe('pending changes over a tree answer', () => {
  const pending = queue(
    { key: 'rename', kind: 'update', profileId: 'a', request: { method: 'PUT', path: '/teamtree/profile', body: { id: 'a', name: 'Anna', version: 1 } } },
    { key: 'create', kind: 'create', profileId: TEMP, request: { method: 'POST', path: '/teamtree/profile', body: { teamtreeId: TREE, parentId: 'a', name: 'Nora', billDate: '2031-02-02', categories: [{ name: 'Level', value: 'Gold' }] } } },
    { key: 'move', kind: 'update', profileId: 'b', request: { method: 'PUT', path: '/teamtree/profile', body: { id: 'b', parentId: TEMP, version: 1 } } },
  );

  it('shows a rename, a new partner under its temporary id and a move under it at once', () => {
    const shown = layPending(tree(), pending);
    expect(names(shown)).toEqual(['ROOT<-', 'Anna<ROOT', 'B<Nora', 'B1<B', 'Nora<Anna']);
    const created = shown.teamtree.profiles.find((p) => p.id === TEMP)!;
    expect(created).toMatchObject({ version: 1, billDate: '2031-02-02', categories: [{ name: 'Level', value: 'Gold' }] });
    expect(shown.teamtree.categories.map((c) => c.name)).toEqual(['Level']);
  });

  it('is laid again over every newer answer, and twice is the same as once', () => {
    const once = layPending(tree(), pending);
    expect(layPending(once, pending)).toEqual(once);
    // Someone else's change to the renamed partner (a newer version) arrives: the rename stays on top.
    const event = profile('a', 'root', { name: 'A', phone: '+49 170', version: 2 });
    const outcome = applyProfile(once, event, { mayBeNew: false });
    if (outcome.kind !== 'applied') throw new Error(outcome.kind);
    const after = layPending(outcome.answer, pending);
    expect(after.teamtree.profiles.find((p) => p.id === 'a')).toMatchObject({ name: 'Anna', phone: '+49 170', version: 2 });
  });

  it("leaves the tree as it is for a waiting note, task or tick (they show in the partner's timeline and task lists)", () => {
    const followUps = queue(
      { key: 'note', kind: 'note', profileId: 'b', request: { method: 'POST', path: '/teamtree/activity', body: { teamtreeId: TREE, profileId: 'b', kind: 'call', text: 'Called' } } },
      { key: 'task', kind: 'task', profileId: 'b', request: { method: 'POST', path: '/teamtree/task', body: { teamtreeId: TREE, profileId: 'b', title: 'Call back', due: '2031-02-02' } } },
      { key: 'tick', kind: 'tick', profileId: 'a', request: { method: 'PUT', path: '/teamtree/task', body: { id: 't1', version: 1, done: true } } },
    );
    expect(layPending(tree(), followUps)).toEqual(tree());
  });

  it('takes deleted subtrees away, blanks placeholders, and shows nothing of refused entries', () => {
    const shown = layPending(
      tree(),
      queue(
        { key: 'delete', kind: 'delete', profileId: 'b', request: { method: 'DELETE', path: '/teamtree/profile', query: { id: 'b' } } },
        { key: 'placeholder', kind: 'placeholder', profileId: 'a', request: { method: 'DELETE', path: '/teamtree/profile', query: { id: 'a', mode: 'placeholder' } } },
        { key: 'refused', kind: 'update', profileId: 'root', state: 'refused', request: { method: 'PUT', path: '/teamtree/profile', body: { id: 'root', name: 'Nope' } } },
      ),
    );
    expect(names(shown)).toEqual(['ROOT<-', 'Placeholder<ROOT']);
    const empty = tree();
    expect(layPending(empty, [])).toBe(empty);
  });
});

describe('a stale update merged per field', () => {
  const before = profile('a', 'root', { name: 'Anna', phone: '+49 1701', version: 3, updatedAt: '2026-11-27T09:00:00.000Z' });
  const base = baseOf(before);
  const renamed = (name: string) => queue({ key: 'old-key', kind: 'update', profileId: 'a', base, request: { method: 'PUT', path: '/teamtree/profile', body: { id: 'a', name, phone: '+49 1701', version: 3 } } })[0];

  it('takes their phone and my name without asking, as a new request on their version', () => {
    const theirs = { ...before, phone: '+49 1702', version: 4, updatedAt: '2026-11-27T09:05:00.000Z' };
    const outcome = mergeStale(renamed('Annika'), theirs, 'new-key');
    expect(outcome.kind).toBe('merged');
    expect(outcome.entry.key).toBe('new-key');
    expect(outcome.entry.request.body).toEqual({ id: 'a', version: 4, name: 'Annika' });
    expect(outcome.entry.base?.version).toBe(4);
    expect(mineOf(mergeValuesOf(outcome.entry.base!.profile), outcome.entry.request.body!)).toMatchObject({ name: 'Annika', phone: '+49 1702' });
  });

  it('leaves both names to the user when both renamed', () => {
    const theirs = { ...before, name: 'Annette', version: 4 };
    const outcome = mergeStale(renamed('Annika'), theirs, 'new-key');
    expect(outcome.kind).toBe('conflict');
    if (outcome.kind !== 'conflict') return;
    expect(outcome.conflicts).toEqual(['name']);
    expect(outcome.entry).toMatchObject({ key: 'old-key', state: 'conflict', error: 'Changed on the server meanwhile: name.' });
    expect(outcome.entry.theirs?.profile.name).toBe('Annette');
  });
});
