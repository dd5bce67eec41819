import { describe, expect, it } from 'vitest';
import { settingsAnswer } from '../../shared/schemas/settings';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { expectError } from './trees-fixtures';

/** The layout chosen per tree (issue 35, `value.treeLayout`), and keys the server does not know kept as they are. */
const backend = useTestServer();
const { api } = backend;

const save = (u: TestUser, value: Record<string, unknown>) => api.post('/api/user/settings', { settings: { __v: 1, value: { teamlist: { visibleCols: ['name', 'phone'] }, ...value } } }, { token: u.access });
const read = async (u: TestUser) => (await api.get('/api/user/settings', { token: u.access })).body;

describe('treeLayout in POST/GET /api/user/settings', () => {
  it('stores the layout per tree and answers it, replacing only the trees sent', async () => {
    const u = await registerUser(api);
    expect(await save(u, { treeLayout: { t1: 'classic', t2: 'compact' } })).toMatchObject({ status: 200, body: { ok: true } });
    await save(u, { treeLayout: { t2: 'classic' } });
    const answer = await read(u);
    expect(settingsAnswer.parse(answer)).toEqual(answer);
    expect(answer.settings.value.treeLayout).toEqual({ t1: 'classic', t2: 'classic' });
    // A client that knows nothing of layouts saves its columns: the choices stay.
    await save(u, {});
    expect((await read(u)).settings.value).toEqual({ teamlist: { visibleCols: ['name', 'phone'] }, treeLayout: { t1: 'classic', t2: 'classic' } });
  });

  it('refuses a layout it does not know', async () => {
    const u = await registerUser(api);
    const res = await save(u, { treeLayout: { t1: 'radial' } });
    expectError(res, 400);
    expect(res.body.error).toContain("A tree's layout must be one of: compact, classic");
    expect((await read(u)).settings.value.treeLayout).toBeUndefined();
  });

  it('keeps keys inside value it does not know, sent or stored, so an older app does not wipe them', async () => {
    const u = await registerUser(api);
    await api.post('/api/user/settings', { settings: { __v: 1, value: { teamlist: { visibleCols: ['name'], view: 'genealogy' }, later: { a: [1, 2] } } } }, { token: u.access });
    expect((await read(u)).settings.value).toEqual({ teamlist: { visibleCols: ['name'], view: 'genealogy' }, later: { a: [1, 2] } });
    // An older app sends only what it knows: the newer keys stay as they were.
    await save(u, {});
    expect((await read(u)).settings.value).toEqual({ teamlist: { visibleCols: ['name', 'phone'], view: 'genealogy' }, later: { a: [1, 2] } });
    // A key sent again wins.
    await save(u, { later: 'replaced' });
    expect((await read(u)).settings.value.later).toBe('replaced');
  });
});
