import { describe, expect, it } from 'vitest';
import { settingsAnswer } from '../../shared/schemas/settings';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { expectError } from './trees-fixtures';

/** The Teamlist's view, 'list' or 'genealogy' (issue 35, `value.teamlist.view`). */
const backend = useTestServer();
const { api } = backend;

const save = (u: TestUser, teamlist: Record<string, unknown>) => api.post('/api/user/settings', { settings: { __v: 1, value: { teamlist: { visibleCols: ['name', 'phone'], ...teamlist } } } }, { token: u.access });
const read = async (u: TestUser) => (await api.get('/api/user/settings', { token: u.access })).body;

describe('teamlist.view in POST/GET /api/user/settings', () => {
  it('stores the view and keeps it when a save leaves it out (the columns saved alone)', async () => {
    const u = await registerUser(api);
    expect((await read(u)).settings.value.teamlist.view).toBeUndefined();
    expect(await save(u, { view: 'genealogy' })).toMatchObject({ status: 200, body: { ok: true } });
    const answer = await read(u);
    expect(settingsAnswer.parse(answer)).toEqual(answer);
    expect(answer.settings.value.teamlist).toEqual({ visibleCols: ['name', 'phone'], view: 'genealogy' });
    await save(u, { visibleCols: ['phone'] });
    expect((await read(u)).settings.value.teamlist).toEqual({ visibleCols: ['phone'], view: 'genealogy' });
    await save(u, { view: 'list' });
    expect((await read(u)).settings.value.teamlist.view).toBe('list');
  });

  it('refuses a view it does not know, and keeps the one stored', async () => {
    const u = await registerUser(api);
    await save(u, { view: 'genealogy' });
    for (const view of ['tree', 7, null]) {
      const res = await save(u, { view });
      expectError(res, 400);
      expect(res.body.error).toContain('teamlist.view must be one of: list, genealogy');
    }
    expect((await read(u)).settings.value.teamlist.view).toBe('genealogy');
  });
});
