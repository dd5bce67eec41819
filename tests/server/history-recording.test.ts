import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { writeProfiles } from '../../server/profiles/store/gateway';
import { newProfile } from '../support/seed';
import { importRow } from './imports-fixtures';
import { useSeededCast } from './profiles-fixtures';

/**
 * Every write to a tree's profiles makes exactly one history entry in its own transaction
 * (docs/history.md "What is recorded"), whatever route or command makes it; a write that
 * fails leaves none. Read straight from the table: the history route has its own suite.
 */

const { api, cast, db } = useSeededCast();

interface StoredEntry {
  id: string;
  action: string;
  user_id: string | null;
  profile_id: string | null;
  profile_name: string;
  count: number;
  changes: { field: string; before: unknown; after: unknown }[];
  version_after: number | null;
  trash_id: string | null;
}

/** The entries of the seeded tree made by `write`, oldest first. */
async function entriesOf(write: () => Promise<unknown>): Promise<StoredEntry[]> {
  const earlier: string[] = await db()('profile_history').where('teamtree_id', cast.tree.teamtreeId).pluck('id');
  await write();
  const rows = await db()('profile_history')
    .where('teamtree_id', cast.tree.teamtreeId)
    .whereNotIn('id', earlier)
    .orderBy([{ column: 'at' }, { column: 'id' }]);
  return rows.map((row) => ({ ...row, changes: typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes }));
}

async function addChild(name: string, overrides: Record<string, unknown> = {}, parentId = cast.tree.rootId): Promise<any> {
  const res = await api.post('/api/teamtree/profile', newProfile(cast.tree.teamtreeId, parentId, { name, ...overrides }), { token: cast.owner.access });
  expect(res.status).toBe(201);
  return res.body.profile;
}

describe('history recording', () => {
  it('records a create with its user, profile and version', async () => {
    let created: any;
    const entries = await entriesOf(async () => (created = await addChild('Clara Create')));
    expect(entries).toEqual([
      expect.objectContaining({ action: 'create', user_id: cast.owner.id, profile_id: created.id, profile_name: 'Clara Create', count: 1, changes: [], version_after: 1 }),
    ]);
  });

  it('records an update with each changed field before and after, as answers show them', async () => {
    const anna = await addChild('Anna Alt', { billDate: '2031-03-15', categories: [{ name: 'Rank', value: 'Silver' }] });
    const entries = await entriesOf(() =>
      api.put('/api/teamtree/profile', { id: anna.id, name: 'Anna Müller', billDate: '2031-04-01', categories: [{ name: 'Rank', value: 'Gold' }] }, { token: cast.editor.access }),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'update',
        user_id: cast.editor.id,
        profile_id: anna.id,
        profile_name: 'Anna Müller',
        count: 1,
        version_after: 2,
        changes: [
          { field: 'name', before: 'Anna Alt', after: 'Anna Müller' },
          { field: 'billDate', before: '2031-03-15', after: '2031-04-01' },
          { field: 'categories', before: [{ name: 'Rank', value: 'Silver' }], after: [{ name: 'Rank', value: 'Gold' }] },
        ],
      }),
    ]);
  });

  it('records a move, a placeholder and a category value each as one entry', async () => {
    const mover = await addChild('Moritz Move');
    const target = await addChild('Tina Target');
    const moves = await entriesOf(() => api.put('/api/teamtree/profile', { id: mover.id, parentId: target.id }, { token: cast.moderator.access }));
    expect(moves).toEqual([expect.objectContaining({ action: 'move', user_id: cast.moderator.id, changes: [{ field: 'parentId', before: cast.tree.rootId, after: target.id }] })]);

    const tagged = await entriesOf(() => api.post(`/api/teamtree/category?profileId=${mover.id}`, { categoryName: 'Rank', optionValue: 'Gold' }, { token: cast.owner.access }));
    expect(tagged).toEqual([expect.objectContaining({ action: 'update', changes: [{ field: 'categories', before: [], after: [{ name: 'Rank', value: 'Gold' }] }] })]);

    const placeholders = await entriesOf(() => api.delete(`/api/teamtree/profile?id=${mover.id}&mode=placeholder`, { token: cast.owner.access }));
    expect(placeholders).toHaveLength(1);
    expect(placeholders[0]).toMatchObject({ action: 'placeholder', profile_id: mover.id, profile_name: 'Placeholder', version_after: 4 });
    expect(placeholders[0].changes.map((change) => change.field)).toEqual(['name', 'phone', 'birthday', 'billDate', 'categories']);
  });

  it('records a downline delete as one entry with its count and trash item', async () => {
    const top = await addChild('Dora Downline');
    for (let i = 0; i < 3; i++) await addChild(`Dora's ${i}`, {}, top.id);
    const entries = await entriesOf(() => api.delete(`/api/teamtree/profile?id=${top.id}`, { token: cast.editor.access }));
    expect(entries).toEqual([expect.objectContaining({ action: 'delete', user_id: cast.editor.id, profile_id: top.id, profile_name: 'Dora Downline', count: 4, trash_id: expect.any(String) })]);
    expect(await db()('trash_profiles').where('trash_id', entries[0].trash_id).count({ n: '*' }).first()).toEqual({ n: 4 });
  });

  it('records an import written in several steps as ONE entry with its count', async () => {
    // 300 new rows and a matched one: more than one write step (250 rows) on the embedded database.
    const matched = await api.post(
      '/api/teamtree/import',
      { teamtreeId: cast.tree.teamtreeId, parentId: cast.tree.rootId, rows: [importRow('Ida Import', { externalId: 'H-1', billDate: '2030-01-01' })] },
      { token: cast.owner.access },
    );
    expect(matched.status).toBe(200);
    const rows = [importRow('Ida Import', { externalId: 'H-1', billDate: '2030-01-01' }), ...Array.from({ length: 300 }, (_, i) => importRow(`Imported ${i}`, { billDate: '2030-01-01' }))];
    const entries = await entriesOf(() => api.post('/api/teamtree/import', { teamtreeId: cast.tree.teamtreeId, parentId: cast.tree.rootId, rows }, { token: cast.owner.access }));
    expect(entries).toEqual([expect.objectContaining({ action: 'import', user_id: cast.owner.id, count: 301 })]);
  });

  it('writes no entry for a write that fails, and none when the transaction rolls back after writing', async () => {
    const anna = await addChild('Stale Steffi');
    const stale = await entriesOf(async () => {
      const res = await api.put('/api/teamtree/profile', { id: anna.id, name: 'Too late', version: 7 }, { token: cast.owner.access });
      expect(res.status).toBe(409);
    });
    expect(stale).toEqual([]);
    const rolledBack = await entriesOf(async () => {
      const failing = writeProfiles(db(), cast.tree.teamtreeId, cast.owner.id, async (writer) => {
        await writer.insert({ id: crypto.randomUUID(), parentId: cast.tree.rootId, name: 'Never', phone: '', birthday: null, billDate: null, reminders: [] });
        await writer.update(await writer.find(anna.id), { name: 'Never either' });
        throw new Error('Boom after writing');
      });
      await expect(failing).rejects.toThrow('Boom after writing');
    });
    expect(rolledBack).toEqual([]);
    expect(await db()('profiles').where({ id: anna.id }).first('name')).toEqual({ name: 'Stale Steffi' });
  });

  it('records a new tree with the creation of its root', async () => {
    const res = await api.post('/api/teamtree', { name: 'History tree', billDate: '2030-01-01' }, { token: cast.outsider.access });
    expect(res.status).toBe(201);
    const entries = await db()('profile_history').where('teamtree_id', res.body.teamtree.id);
    expect(entries).toEqual([expect.objectContaining({ action: 'create', user_id: cast.outsider.id, profile_name: 'History tree', count: 1 })]);
  });
});
