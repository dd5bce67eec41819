import { afterAll, describe, expect, it } from 'vitest';
import { RENAME_DENIED } from '../../shared/domain/policies';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import { closeAll, connect, nextEvent } from '../realtime/socket-helpers';
import { useTestServer } from '../support/use-test-server';
import { useTreeCast } from './tree-cast';
import { expectError } from './trees-fixtures';

const backend = useTestServer();
const { api } = backend;
const cast = useTreeCast(backend, 'Old Name');

afterAll(() => closeAll());

const rename = (token: string, body: unknown) => api.put('/api/teamtree/name', body, { token });

describe('PUT /api/teamtree/name', () => {
  it('renames the tree for its owner; the root profile keeps its name; every member hears of it', async () => {
    const editorSocket = await connect(backend.url, cast.editor.access);
    const heard = nextEvent(editorSocket, 'teamtree-update', (event: { type: string }) => event.type === UPDATE_TYPES.teamtreeRenamed);
    const res = await rename(cast.owner.access, { teamtreeId: cast.treeId, name: '  New Name  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ teamtree: { id: cast.treeId, name: 'New Name' } });
    expect(await heard).toEqual({ type: UPDATE_TYPES.teamtreeRenamed, teamtreeId: cast.treeId, data: { id: cast.treeId, name: 'New Name' } });

    const status = await api.get(`/api/teamtree/status?teamtreeId=${cast.treeId}`, { token: cast.editor.access });
    expect(status.body.teamtree.name).toBe('New Name');
    const list = await api.get('/api/teamtree/status', { token: cast.editor.access });
    expect(list.body.teamtrees.find((t: { id: string }) => t.id === cast.treeId).name).toBe('New Name');
  });

  it('lets a moderator rename, and refuses editors and readers (403) and non-members (403)', async () => {
    expect((await rename(cast.moderator.access, { teamtreeId: cast.treeId, name: 'Mod Name' })).status).toBe(200);
    const byEditor = await rename(cast.editor.access, { teamtreeId: cast.treeId, name: 'Edit Name' });
    expectError(byEditor, 403);
    expect(byEditor.body.error).toBe(RENAME_DENIED);
    expectError(await rename(cast.reader.access, { teamtreeId: cast.treeId, name: 'Read Name' }), 403);
    expectError(await rename(cast.outsider.access, { teamtreeId: cast.treeId, name: 'X' }), 403);
    const status = await api.get(`/api/teamtree/status?teamtreeId=${cast.treeId}`, { token: cast.owner.access });
    expect(status.body.teamtree.name).toBe('Mod Name');
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a name over 200 characters', { name: 'x'.repeat(201) }],
    ['a NUL character', { name: 'a\u0000b' }],
    ['a number', { name: 42 }],
    ['no name', {}],
  ])('refuses %s with 400 and keeps the name', async (_what, body) => {
    expectError(await rename(cast.owner.access, { teamtreeId: cast.treeId, ...body }), 400);
    const status = await api.get(`/api/teamtree/status?teamtreeId=${cast.treeId}`, { token: cast.owner.access });
    expect(status.body.teamtree.name).toBe('Mod Name');
  });

  it('answers 400 for a malformed tree id and 404 for an unknown tree', async () => {
    expectError(await rename(cast.owner.access, { teamtreeId: 'nope', name: 'X' }), 400);
    expectError(await rename(cast.owner.access, { teamtreeId: '00000000-0000-4000-8000-000000000000', name: 'X' }), 404);
  });

  it('needs a signed-in user (401)', async () => {
    expectError(await api.put('/api/teamtree/name', { teamtreeId: cast.treeId, name: 'X' }), 401);
  });
});

describe('the root', () => {
  it('is untouched by a rename', async () => {
    const status = await api.get(`/api/teamtree/status?teamtreeId=${cast.treeId}`, { token: cast.owner.access });
    expect(status.body.teamtree.profiles.find((p: { id: string }) => p.id === cast.rootId).name).toBe('Old Name');
  });
});
