import { afterEach, describe, expect, it } from 'vitest';
import { historyEntryEvent, teamtreeUpdateEvent } from '../../shared/schemas/realtime';
import { newProfile } from '../support/seed';
import { closeAll, connect, join, nextEvent, record, type ClientSocket } from '../realtime/socket-helpers';
import { importRow } from './imports-fixtures';
import { useSeededCast } from './profiles-fixtures';

/**
 * History entries and restores reach every open page of the tree (API.md "History, undo and
 * restore"; docs/history.md "Live"), through real sockets: each committed entry once as
 * `history-entry {teamtreeId, entry}` to the tree's room, a restored downline as ONE
 * `profile-add` batch.
 */

const { backend, api, cast } = useSeededCast();
afterEach(() => closeAll());

const tree = () => cast.tree.teamtreeId;

/** The reader's and the editor's pages, in the tree's room. */
async function openPages(): Promise<{ reader: ClientSocket; editor: ClientSocket }> {
  const reader = await connect(backend.url, cast.reader.access);
  const editor = await connect(backend.url, cast.editor.access);
  await join(reader, tree());
  await join(editor, tree());
  return { reader, editor };
}

const entryEvent = (socket: ClientSocket, match: (entry: any) => boolean) => nextEvent(socket, 'history-entry', (e) => e.teamtreeId === tree() && match(e.entry));

describe('history, live', () => {
  it('sends a rename’s entry with both names to every page of the tree', async () => {
    const { reader, editor } = await openPages();
    const created = await api.post('/api/teamtree/profile', newProfile(tree(), cast.tree.rootId, { name: 'Rita Rename' }), { token: cast.owner.access });
    const id = created.body.profile.id;
    const arrivals = [reader, editor].map((socket) => entryEvent(socket, (entry) => entry.profileId === id && entry.action === 'update'));
    expect((await api.put('/api/teamtree/profile', { id, name: 'Rita Renamed' }, { token: cast.editor.access })).status).toBe(200);
    for (const event of await Promise.all(arrivals)) {
      expect(historyEntryEvent.parse(event)).toEqual(event);
      expect(event.entry).toMatchObject({ user: { id: cast.editor.id }, profileName: 'Rita Renamed', changes: [{ field: 'name', before: 'Rita Rename', after: 'Rita Renamed' }], undoable: false });
    }
  });

  it('sends an import written in several steps as ONE entry', async () => {
    const { reader } = await openPages();
    const seen = record(reader);
    const rows = Array.from({ length: 260 }, (_, i) => importRow(`Live ${i}`, { billDate: '2030-01-01' }));
    const imported = entryEvent(reader, (entry) => entry.action === 'import');
    expect((await api.post('/api/teamtree/import', { teamtreeId: tree(), parentId: cast.tree.rootId, rows }, { token: cast.owner.access })).status).toBe(200);
    expect((await imported).entry.count).toBe(260);
    // A later write's entry arrives after anything the import could still send.
    const created = entryEvent(reader, (entry) => entry.action === 'create');
    await api.post('/api/teamtree/profile', newProfile(tree(), cast.tree.rootId, { name: 'After Import' }), { token: cast.owner.access });
    await created;
    expect(seen.filter(([name]) => name === 'history-entry').map(([, e]) => e.entry.action)).toEqual(['import', 'create']);
  });

  it('brings a restored downline to every page as one profile-add batch, with its entry', async () => {
    const top = (await api.post('/api/teamtree/profile', newProfile(tree(), cast.tree.rootId, { name: 'Restored Top' }), { token: cast.owner.access })).body.profile;
    for (let i = 0; i < 3; i++) await api.post('/api/teamtree/profile', newProfile(tree(), top.id, { name: `Restored ${i}` }), { token: cast.owner.access });
    await api.delete(`/api/teamtree/profile?id=${top.id}`, { token: cast.owner.access });
    const item = (await api.get(`/api/teamtree/trash?teamtreeId=${tree()}`, { token: cast.owner.access })).body.items[0];
    const { reader, editor } = await openPages();
    const seen = record(editor);
    const batches = [reader, editor].map((socket) => nextEvent(socket, 'teamtree-update', (e) => e.type === 'profile-add' && e.data.batch));
    const entries = [reader, editor].map((socket) => entryEvent(socket, (entry) => entry.action === 'restore'));
    expect((await api.post('/api/teamtree/trash/restore', { teamtreeId: tree(), id: item.id }, { token: cast.moderator.access })).status).toBe(200);
    for (const batch of await Promise.all(batches)) {
      expect(teamtreeUpdateEvent.parse(batch)).toEqual(batch);
      expect(batch).toEqual({ type: 'profile-add', teamtreeId: tree(), profileId: top.id, data: { id: top.id, teamtreeId: tree(), batch: { restored: 4 } } });
    }
    for (const event of await Promise.all(entries)) expect(event.entry).toMatchObject({ action: 'restore', count: 4, profileId: top.id, user: { id: cast.moderator.id } });
    expect(seen.filter(([name, e]) => name === 'teamtree-update' && e.type.startsWith('profile-'))).toHaveLength(1);
  });
});
