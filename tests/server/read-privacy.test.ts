import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_MEMBER } from '../../server/trees/membership-access';
import { treeCacheOf } from '../../server/profiles/tree-cache';
import { TREE_SETTINGS_DENIED } from '../../shared/domain/policies';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import { statusTreeAnswer, statusTreeDelta } from '../../shared/schemas/teamtree';
import { treePrivacyAnswer } from '../../shared/schemas/tree-privacy';
import { closeAll, connect, nextEvent } from '../realtime/socket-helpers';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { addMember, createTree, expectError, rootOf } from './trees-fixtures';

/**
 * What READ members see (API.md additions of 2026-11-27, docs/privacy.md): the owner's setting,
 * and the status answer (whole and changes since) of READ and EDIT members. The tree cache is on
 * for this small tree, so toggling the setting must show at once also through the cache.
 */

process.env.TREE_CACHE_MIN_PROFILES = '1';
const backend = useTestServer();
const { api } = backend;
let owner: TestUser;
let moderator: TestUser;
let editor: TestUser;
let reader: TestUser;
let outsider: TestUser;
let treeId: string;
let rootId: string;
let childId: string;

const REMINDER = { text: 'Call about the order', done: false };

beforeAll(async () => {
  [owner, moderator, editor, reader, outsider] = await Promise.all([registerUser(api), registerUser(api), registerUser(api), registerUser(api), registerUser(api)]);
  treeId = await createTree(api, owner.access, { name: 'Private Team' });
  const db = backend.server.context.db;
  rootId = await rootOf(db, treeId);
  await addMember(db, treeId, moderator.id, 'MODERATOR');
  await addMember(db, treeId, editor.id, 'EDIT');
  await addMember(db, treeId, reader.id, 'READ');
  const child = await api.post(
    '/api/teamtree/profile',
    { teamtreeId: treeId, parentId: rootId, name: 'Paula Partner', phone: '+49 1701234567', birthday: '1991-02-03', billDate: '2026-01-15', reminders: [REMINDER] },
    { token: owner.access },
  );
  expect(child.status).toBe(201);
  childId = child.body.profile.id;
});

afterAll(() => closeAll());

const put = (token: string, body: unknown) => api.put('/api/teamtree/privacy', body, { token });
const status = (user: TestUser, query = '', headers: Record<string, string> = {}) => api.get(`/api/teamtree/status?teamtreeId=${treeId}${query}`, { token: user.access, headers });
const partnerSeenBy = async (user: TestUser) => {
  const res = await status(user);
  expect(res.status).toBe(200);
  expect(statusTreeAnswer.parse(res.body)).toEqual(res.body);
  return res.body.teamtree.profiles.find((p: { id: string }) => p.id === childId);
};
const visible = { phone: '+49 1701234567', birthday: '1991-02-03', reminders: [REMINDER] };

describe('the privacy in the status answer', () => {
  it('hides no profile field in a new tree, for every member (only the activities, docs/follow-ups.md)', async () => {
    for (const member of [owner, moderator, editor, reader]) {
      const res = await status(member);
      expect(res.body.teamtree.privacy).toEqual({ hideFromRead: ['activities'] });
      expect(await partnerSeenBy(member)).toMatchObject(visible);
    }
  });
});

describe('PUT /api/teamtree/privacy', () => {
  it('lets the owner hide fields from READ members at once (also from a cached tree); EDIT members and above see everything', async () => {
    const readerBefore = await status(reader);
    await partnerSeenBy(reader); // the tree is in the cache now
    const editorSocket = await connect(backend.url, editor.access);
    const heard = nextEvent(editorSocket, 'teamtree-update', (event: { type: string }) => event.type === UPDATE_TYPES.teamtreeRenamed);
    const res = await put(owner.access, { teamtreeId: treeId, hideFromRead: ['reminders', 'phone', 'phone'] });
    expect(res.status).toBe(200);
    expect(treePrivacyAnswer.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({ teamtree: { id: treeId, name: 'Private Team', privacy: { hideFromRead: ['phone', 'reminders'] } } });
    expect(await heard).toEqual({ type: UPDATE_TYPES.teamtreeRenamed, teamtreeId: treeId, data: { id: treeId, name: 'Private Team' } });

    expect(await partnerSeenBy(reader)).toMatchObject({ phone: '', birthday: '1991-02-03', reminders: [] });
    expect((await status(reader)).body.teamtree.profiles.find((p: { id: string }) => p.id === rootId)).toMatchObject({ phone: '' });
    for (const member of [owner, moderator, editor]) {
      expect(await partnerSeenBy(member)).toMatchObject(visible);
      expect((await status(member)).body.teamtree.privacy).toEqual({ hideFromRead: ['phone', 'reminders'] });
    }
    expect(treeCacheOf(backend.server.context.db).size).toBeGreaterThan(0);

    // The reader's held tag is no longer the tree's; the editor's tag differs from the reader's.
    const readerAfter = await status(reader);
    const editorAfter = await status(editor);
    expect(readerAfter.headers.get('etag')).not.toBe(readerBefore.headers.get('etag'));
    expect(readerAfter.headers.get('etag')).not.toBe(editorAfter.headers.get('etag'));

    await put(owner.access, { teamtreeId: treeId, hideFromRead: ['phone', 'birthday', 'reminders'] });
    expect(await partnerSeenBy(reader)).toMatchObject({ phone: '', birthday: null, reminders: [] });
    await put(owner.access, { teamtreeId: treeId, hideFromRead: [] });
    expect(await partnerSeenBy(reader)).toMatchObject(visible);
  });

  it('masks the changes since a moment for READ members, not for EDIT members', async () => {
    await put(owner.access, { teamtreeId: treeId, hideFromRead: ['phone', 'birthday', 'reminders'] });
    const before = (await partnerSeenBy(editor)) as { version: number; updatedAt: string };
    const since = new Date(Date.parse(before.updatedAt) - 1).toISOString();
    const edit = await api.put(
      '/api/teamtree/profile',
      { id: childId, version: before.version, name: 'Paula Partner', phone: '+49 1709999999', birthday: '1991-02-04', billDate: '2026-01-15', reminders: [REMINDER] },
      { token: editor.access },
    );
    expect(edit.status).toBe(200);
    const readerDelta = await status(reader, `&since=${since}`);
    expect(statusTreeDelta.parse(readerDelta.body)).toEqual(readerDelta.body);
    expect(readerDelta.body.teamtree.profiles).toEqual([expect.objectContaining({ id: childId, phone: '', birthday: null, reminders: [] })]);
    const editorDelta = await status(editor, `&since=${since}`);
    expect(editorDelta.body.teamtree.profiles).toEqual([expect.objectContaining({ id: childId, phone: '+49 1709999999', birthday: '1991-02-04', reminders: [REMINDER] })]);
    await put(owner.access, { teamtreeId: treeId, hideFromRead: [] });
  });

  it('refuses moderators, editors and readers (403) and non-members (403), and keeps the setting', async () => {
    await put(owner.access, { teamtreeId: treeId, hideFromRead: ['birthday'] });
    for (const member of [moderator, editor, reader]) {
      const res = await put(member.access, { teamtreeId: treeId, hideFromRead: [] });
      expectError(res, 403);
      expect(res.body.error).toBe(TREE_SETTINGS_DENIED);
    }
    const stranger = await put(outsider.access, { teamtreeId: treeId, hideFromRead: [] });
    expectError(stranger, 403);
    expect(stranger.body.error).toBe(NOT_A_MEMBER);
    expect((await status(owner)).body.teamtree.privacy).toEqual({ hideFromRead: ['birthday'] });
    await put(owner.access, { teamtreeId: treeId, hideFromRead: [] });
  });

  it.each([
    ['an unknown field', { hideFromRead: ['name'] }, 'hideFromRead.0'],
    ['not a list', { hideFromRead: 'phone' }, 'hideFromRead'],
    ['no list', {}, 'hideFromRead'],
    ['a number in the list', { hideFromRead: [1] }, 'hideFromRead.0'],
    ['a very long list', { hideFromRead: Array(21).fill('phone') }, 'hideFromRead'],
  ])('400 for %s, nothing changed', async (_what, body, field) => {
    const res = await put(owner.access, { teamtreeId: treeId, ...body });
    expectError(res, 400);
    expect(Object.keys(res.body.fields ?? {})).toContain(field);
    expect((await status(owner)).body.teamtree.privacy).toEqual({ hideFromRead: [] });
  });

  it('ignores unknown fields: only the hidden fields change', async () => {
    const res = await put(owner.access, { teamtreeId: treeId, hideFromRead: ['birthday'], dialCountry: 'AT', ownerId: outsider.id });
    expect(res.status).toBe(200);
    const tree = (await status(owner)).body.teamtree;
    expect(tree).toMatchObject({ privacy: { hideFromRead: ['birthday'] }, settings: { dialCountry: 'DE' }, ownerId: owner.id });
    await put(owner.access, { teamtreeId: treeId, hideFromRead: [] });
  });

  it('400 for a bad tree id, 404 for an unknown tree, 401 signed out', async () => {
    expectError(await put(owner.access, { teamtreeId: 'nope', hideFromRead: [] }), 400);
    const unknown = await put(owner.access, { teamtreeId: '00000000-0000-4000-8000-000000000000', hideFromRead: [] });
    expectError(unknown, 404);
    expect(unknown.body.error).toBe('TeamTree not found');
    expectError(await api.put('/api/teamtree/privacy', { teamtreeId: treeId, hideFromRead: [] }), 401);
  });
});
