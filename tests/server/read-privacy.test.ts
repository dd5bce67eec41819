import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_MEMBER } from '../../server/trees/membership-access';
import { treeCacheOf } from '../../server/profiles/tree-cache';
import { TREE_SETTINGS_DENIED } from '../../shared/domain/policies';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import { statusTreeAnswer, statusTreeDelta } from '../../shared/schemas/teamtree';
import { treePrivacyAnswer } from '../../shared/schemas/tree-privacy';
import { closeAll, connect, nextEvent } from '../realtime/socket-helpers';
import type { TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { useTreeCast } from './tree-cast';
import { expectError } from './trees-fixtures';

/**
 * What READ members see (API.md additions of 2026-11-27, docs/privacy.md): the owner's setting,
 * and the status answer (whole and changes since) of READ and EDIT members. The tree cache is on
 * for this small tree, so toggling the setting must show at once also through the cache.
 */

process.env.TREE_CACHE_MIN_PROFILES = '1';
const backend = useTestServer();
const { api } = backend;
const cast = useTreeCast(backend, 'Private Team');
let childId: string;

const REMINDER = { text: 'Call about the order', done: false };

beforeAll(async () => {
  const child = await api.post(
    '/api/teamtree/profile',
    { teamtreeId: cast.treeId, parentId: cast.rootId, name: 'Paula Partner', phone: '+49 1701234567', birthday: '1991-02-03', billDate: '2026-01-15', reminders: [REMINDER] },
    { token: cast.owner.access },
  );
  expect(child.status).toBe(201);
  childId = child.body.profile.id;
});

afterAll(() => closeAll());

const put = (token: string, body: unknown) => api.put('/api/teamtree/privacy', body, { token });
const status = (user: TestUser, query = '', headers: Record<string, string> = {}) => api.get(`/api/teamtree/status?teamtreeId=${cast.treeId}${query}`, { token: user.access, headers });
const partnerSeenBy = async (user: TestUser) => {
  const res = await status(user);
  expect(res.status).toBe(200);
  expect(statusTreeAnswer.parse(res.body)).toEqual(res.body);
  return res.body.teamtree.profiles.find((p: { id: string }) => p.id === childId);
};
const visible = { phone: '+49 1701234567', birthday: '1991-02-03', reminders: [REMINDER] };

describe('the privacy in the status answer', () => {
  it('hides no profile field in a new tree, for every member (only the activities, docs/follow-ups.md)', async () => {
    for (const member of [cast.owner, cast.moderator, cast.editor, cast.reader]) {
      const res = await status(member);
      expect(res.body.teamtree.privacy).toEqual({ hideFromRead: ['activities'] });
      expect(await partnerSeenBy(member)).toMatchObject(visible);
    }
  });
});

describe('PUT /api/teamtree/privacy', () => {
  it('lets the owner hide fields from READ members at once (also from a cached tree); EDIT members and above see everything', async () => {
    const readerBefore = await status(cast.reader);
    await partnerSeenBy(cast.reader); // the tree is in the cache now
    const editorSocket = await connect(backend.url, cast.editor.access);
    const heard = nextEvent(editorSocket, 'teamtree-update', (event: { type: string }) => event.type === UPDATE_TYPES.teamtreeRenamed);
    const res = await put(cast.owner.access, { teamtreeId: cast.treeId, hideFromRead: ['reminders', 'phone', 'phone'] });
    expect(res.status).toBe(200);
    expect(treePrivacyAnswer.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({ teamtree: { id: cast.treeId, name: 'Private Team', privacy: { hideFromRead: ['phone', 'reminders'] } } });
    expect(await heard).toEqual({ type: UPDATE_TYPES.teamtreeRenamed, teamtreeId: cast.treeId, data: { id: cast.treeId, name: 'Private Team' } });

    expect(await partnerSeenBy(cast.reader)).toMatchObject({ phone: '', birthday: '1991-02-03', reminders: [] });
    expect((await status(cast.reader)).body.teamtree.profiles.find((p: { id: string }) => p.id === cast.rootId)).toMatchObject({ phone: '' });
    for (const member of [cast.owner, cast.moderator, cast.editor]) {
      expect(await partnerSeenBy(member)).toMatchObject(visible);
      expect((await status(member)).body.teamtree.privacy).toEqual({ hideFromRead: ['phone', 'reminders'] });
    }
    expect(treeCacheOf(backend.server.context.db).size).toBeGreaterThan(0);

    // The reader's held tag is no longer the tree's; the editor's tag differs from the reader's.
    const readerAfter = await status(cast.reader);
    const editorAfter = await status(cast.editor);
    expect(readerAfter.headers.get('etag')).not.toBe(readerBefore.headers.get('etag'));
    expect(readerAfter.headers.get('etag')).not.toBe(editorAfter.headers.get('etag'));

    await put(cast.owner.access, { teamtreeId: cast.treeId, hideFromRead: ['phone', 'birthday', 'reminders'] });
    expect(await partnerSeenBy(cast.reader)).toMatchObject({ phone: '', birthday: null, reminders: [] });
    await put(cast.owner.access, { teamtreeId: cast.treeId, hideFromRead: [] });
    expect(await partnerSeenBy(cast.reader)).toMatchObject(visible);
  });

  it('masks the changes since a moment for READ members, not for EDIT members', async () => {
    await put(cast.owner.access, { teamtreeId: cast.treeId, hideFromRead: ['phone', 'birthday', 'reminders'] });
    const before = (await partnerSeenBy(cast.editor)) as { version: number; updatedAt: string };
    const since = new Date(Date.parse(before.updatedAt) - 1).toISOString();
    const edit = await api.put(
      '/api/teamtree/profile',
      { id: childId, version: before.version, name: 'Paula Partner', phone: '+49 1709999999', birthday: '1991-02-04', billDate: '2026-01-15', reminders: [REMINDER] },
      { token: cast.editor.access },
    );
    expect(edit.status).toBe(200);
    const readerDelta = await status(cast.reader, `&since=${since}`);
    expect(statusTreeDelta.parse(readerDelta.body)).toEqual(readerDelta.body);
    expect(readerDelta.body.teamtree.profiles).toEqual([expect.objectContaining({ id: childId, phone: '', birthday: null, reminders: [] })]);
    const editorDelta = await status(cast.editor, `&since=${since}`);
    expect(editorDelta.body.teamtree.profiles).toEqual([expect.objectContaining({ id: childId, phone: '+49 1709999999', birthday: '1991-02-04', reminders: [REMINDER] })]);
    await put(cast.owner.access, { teamtreeId: cast.treeId, hideFromRead: [] });
  });

  it('refuses moderators, editors and readers (403) and non-members (403), and keeps the setting', async () => {
    await put(cast.owner.access, { teamtreeId: cast.treeId, hideFromRead: ['birthday'] });
    for (const member of [cast.moderator, cast.editor, cast.reader]) {
      const res = await put(member.access, { teamtreeId: cast.treeId, hideFromRead: [] });
      expectError(res, 403);
      expect(res.body.error).toBe(TREE_SETTINGS_DENIED);
    }
    const stranger = await put(cast.outsider.access, { teamtreeId: cast.treeId, hideFromRead: [] });
    expectError(stranger, 403);
    expect(stranger.body.error).toBe(NOT_A_MEMBER);
    expect((await status(cast.owner)).body.teamtree.privacy).toEqual({ hideFromRead: ['birthday'] });
    await put(cast.owner.access, { teamtreeId: cast.treeId, hideFromRead: [] });
  });

  it.each([
    ['an unknown field', { hideFromRead: ['name'] }, 'hideFromRead.0'],
    ['not a list', { hideFromRead: 'phone' }, 'hideFromRead'],
    ['no list', {}, 'hideFromRead'],
    ['a number in the list', { hideFromRead: [1] }, 'hideFromRead.0'],
    ['a very long list', { hideFromRead: Array(21).fill('phone') }, 'hideFromRead'],
  ])('400 for %s, nothing changed', async (_what, body, field) => {
    const res = await put(cast.owner.access, { teamtreeId: cast.treeId, ...body });
    expectError(res, 400);
    expect(Object.keys(res.body.fields ?? {})).toContain(field);
    expect((await status(cast.owner)).body.teamtree.privacy).toEqual({ hideFromRead: [] });
  });

  it('ignores unknown fields: only the hidden fields change', async () => {
    const res = await put(cast.owner.access, { teamtreeId: cast.treeId, hideFromRead: ['birthday'], dialCountry: 'AT', ownerId: cast.outsider.id });
    expect(res.status).toBe(200);
    const tree = (await status(cast.owner)).body.teamtree;
    expect(tree).toMatchObject({ privacy: { hideFromRead: ['birthday'] }, settings: { dialCountry: 'DE' }, ownerId: cast.owner.id });
    await put(cast.owner.access, { teamtreeId: cast.treeId, hideFromRead: [] });
  });

  it('400 for a bad tree id, 404 for an unknown tree, 401 signed out', async () => {
    expectError(await put(cast.owner.access, { teamtreeId: 'nope', hideFromRead: [] }), 400);
    const unknown = await put(cast.owner.access, { teamtreeId: '00000000-0000-4000-8000-000000000000', hideFromRead: [] });
    expectError(unknown, 404);
    expect(unknown.body.error).toBe('TeamTree not found');
    expectError(await api.put('/api/teamtree/privacy', { teamtreeId: cast.treeId, hideFromRead: [] }), 401);
  });
});
