import { afterAll, describe, expect, it } from 'vitest';
import { NOT_A_MEMBER } from '../../server/trees/membership-access';
import { TREE_SETTINGS_DENIED } from '../../shared/domain/policies';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import { statusTreeAnswer, treeSettingsAnswer } from '../../shared/schemas/teamtree';
import { closeAll, connect, nextEvent } from '../realtime/socket-helpers';
import type { TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { useTreeCast } from './tree-cast';
import { expectError } from './trees-fixtures';

const backend = useTestServer();
const { api } = backend;
const cast = useTreeCast(backend, 'Dial Team');

afterAll(() => closeAll());

const put = (token: string, body: unknown) => api.put('/api/teamtree/settings', body, { token });
const settingsSeenBy = async (user: TestUser) => (await api.get(`/api/teamtree/status?teamtreeId=${cast.treeId}`, { token: user.access })).body.teamtree.settings;

describe('the tree settings in the status answer', () => {
  it('dial Germany for a new tree, for every member', async () => {
    const res = await api.get(`/api/teamtree/status?teamtreeId=${cast.treeId}`, { token: cast.reader.access });
    expect(res.status).toBe(200);
    expect(statusTreeAnswer.parse(res.body)).toEqual(res.body);
    expect(res.body.teamtree.settings).toEqual({ dialCountry: 'DE', teamCareDays: 30 });
    // Only the tree's own answer carries them, not the tree lists.
    expect(res.body.teamtrees.find((t: { id: string }) => t.id === cast.treeId)).not.toHaveProperty('settings');
  });
});

describe('PUT /api/teamtree/settings', () => {
  it('lets the owner choose the dial country; every member hears of it and reads the new one', async () => {
    const editorSocket = await connect(backend.url, cast.editor.access);
    const heard = nextEvent(editorSocket, 'teamtree-update', (event: { type: string }) => event.type === UPDATE_TYPES.teamtreeRenamed);
    const before = await api.get(`/api/teamtree/status?teamtreeId=${cast.treeId}`, { token: cast.editor.access });
    const res = await put(cast.owner.access, { teamtreeId: cast.treeId, dialCountry: 'AT' });
    expect(res.status).toBe(200);
    expect(treeSettingsAnswer.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({ teamtree: { id: cast.treeId, name: 'Dial Team', settings: { dialCountry: 'AT', teamCareDays: 30 } } });
    // The tree's own event (its name unchanged) tells members to read the tree again.
    expect(await heard).toEqual({ type: UPDATE_TYPES.teamtreeRenamed, teamtreeId: cast.treeId, data: { id: cast.treeId, name: 'Dial Team' } });
    for (const member of [cast.owner, cast.moderator, cast.editor, cast.reader]) expect(await settingsSeenBy(member)).toEqual({ dialCountry: 'AT', teamCareDays: 30 });
    // A client holding the tree's tag learns of the change: the tag is another, and the read since brings the settings.
    const since = await api.get(`/api/teamtree/status?teamtreeId=${cast.treeId}&since=2999-01-01T00:00:00.000Z`, {
      token: cast.editor.access,
      headers: { 'If-None-Match': before.headers.get('etag') ?? '' },
    });
    expect(since.status).toBe(200);
    expect(since.body.teamtree).toMatchObject({ profiles: [], settings: { dialCountry: 'AT' } });
  });

  it('refuses moderators, editors and readers (403) and non-members (403), and keeps the country', async () => {
    for (const member of [cast.moderator, cast.editor, cast.reader]) {
      const res = await put(member.access, { teamtreeId: cast.treeId, dialCountry: 'CH' });
      expectError(res, 403);
      expect(res.body.error).toBe(TREE_SETTINGS_DENIED);
    }
    const stranger = await put(cast.outsider.access, { teamtreeId: cast.treeId, dialCountry: 'CH' });
    expectError(stranger, 403);
    expect(stranger.body.error).toBe(NOT_A_MEMBER);
    expect(await settingsSeenBy(cast.owner)).toEqual({ dialCountry: 'AT', teamCareDays: 30 });
  });

  it.each([
    ['a lower-case code', { dialCountry: 'at' }],
    ['no such country', { dialCountry: 'XX' }],
    ['a three-letter code', { dialCountry: 'AUT' }],
    ['a dial code', { dialCountry: '+43' }],
    ['an empty code', { dialCountry: '' }],
    ['a number', { dialCountry: 43 }],
    ['null', { dialCountry: null }],
    ['no country', {}],
  ])('refuses %s with 400 naming dialCountry, and keeps the country', async (_what, body) => {
    const res = await put(cast.owner.access, { teamtreeId: cast.treeId, ...body });
    expectError(res, 400);
    expect(Object.keys(res.body.fields)).toEqual(['dialCountry']);
    expect(await settingsSeenBy(cast.owner)).toEqual({ dialCountry: 'AT', teamCareDays: 30 });
  });

  it("keeps team care's days without contact (7-365) when given, and the days kept when not", async () => {
    const res = await put(cast.owner.access, { teamtreeId: cast.treeId, dialCountry: 'AT', teamCareDays: 45 });
    expect(res.status).toBe(200);
    expect(res.body.teamtree.settings).toEqual({ dialCountry: 'AT', teamCareDays: 45 });
    expect(await settingsSeenBy(cast.reader)).toEqual({ dialCountry: 'AT', teamCareDays: 45 });
    for (const teamCareDays of [6, 366, 30.5, '30', null]) {
      const refused = await put(cast.owner.access, { teamtreeId: cast.treeId, dialCountry: 'AT', teamCareDays });
      expectError(refused, 400);
      expect(Object.keys(refused.body.fields)).toEqual(['teamCareDays']);
    }
    expect((await put(cast.owner.access, { teamtreeId: cast.treeId, dialCountry: 'AT' })).body.teamtree.settings).toEqual({ dialCountry: 'AT', teamCareDays: 45 });
    expect((await put(cast.owner.access, { teamtreeId: cast.treeId, dialCountry: 'AT', teamCareDays: 30 })).status).toBe(200);
  });

  it('drops fields it does not know', async () => {
    const res = await put(cast.owner.access, { teamtreeId: cast.treeId, dialCountry: 'DE', name: 'Sneaky', ownerId: cast.outsider.id });
    expect(res.status).toBe(200);
    expect(res.body.teamtree).toEqual({ id: cast.treeId, name: 'Dial Team', settings: { dialCountry: 'DE', teamCareDays: 30 } });
  });

  it('answers 400 for a malformed tree id and 404 for an unknown tree', async () => {
    expectError(await put(cast.owner.access, { teamtreeId: 'nope', dialCountry: 'AT' }), 400);
    expectError(await put(cast.owner.access, { dialCountry: 'AT' }), 400);
    expectError(await put(cast.owner.access, { teamtreeId: '00000000-0000-4000-8000-000000000000', dialCountry: 'AT' }), 404);
  });

  it('needs a signed-in user (401)', async () => {
    expectError(await api.put('/api/teamtree/settings', { teamtreeId: cast.treeId, dialCountry: 'AT' }), 401);
  });
});
