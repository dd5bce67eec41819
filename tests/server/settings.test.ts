import { beforeAll, describe, expect, it } from 'vitest';
import { settingsAnswer } from '../../shared/schemas/settings';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { expectError } from './trees-fixtures';

const backend = useTestServer();
const { api } = backend;
let user: TestUser;

beforeAll(async () => {
  user = await registerUser(api);
});

const envelope = (visibleCols: unknown, v: unknown = 1) => ({ settings: { __v: v, value: { teamlist: { visibleCols } } } });

describe('GET /api/user/settings', () => {
  it('answers the defaults with updatedAt null before the first save', async () => {
    const fresh = await registerUser(api);
    const res = await api.get('/api/user/settings', { token: fresh.access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ settings: { __v: 1, updatedAt: null, value: { teamlist: { visibleCols: ['name', 'billDate', 'upline'] } } } });
  });

  it('answers 401 without a token', async () => {
    expectError(await api.get('/api/user/settings'), 401);
  });
});

describe('POST /api/user/settings', () => {
  it('stores the columns and answers them back with an ISO updatedAt', async () => {
    const before = Date.now();
    const res = await api.post('/api/user/settings', envelope(['phone', 'name']), { token: user.access });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const read = await api.get('/api/user/settings', { token: user.access });
    expect(settingsAnswer.parse(read.body)).toEqual(read.body);
    expect(read.body.settings.value).toEqual({ teamlist: { visibleCols: ['phone', 'name'] } });
    expect(read.body.settings.__v).toBe(1);
    const updatedAt = Date.parse(read.body.settings.updatedAt);
    expect(new Date(updatedAt).toISOString()).toBe(read.body.settings.updatedAt);
    expect(updatedAt).toBeGreaterThanOrEqual(before - 5000);
  });

  it('replaces earlier settings, and keeps each user separate', async () => {
    const a = await registerUser(api);
    const b = await registerUser(api);
    await api.post('/api/user/settings', envelope(['name']), { token: a.access });
    await api.post('/api/user/settings', envelope(['name', 'phone', 'birthday', 'billDate', 'upline']), { token: a.access });
    expect((await api.get('/api/user/settings', { token: a.access })).body.settings.value.teamlist.visibleCols).toEqual([
      'name',
      'phone',
      'birthday',
      'billDate',
      'upline',
    ]);
    expect((await api.get('/api/user/settings', { token: b.access })).body.settings.updatedAt).toBeNull();
  });

  it('ignores unknown fields outside value, and keeps those inside value as they are (API.md additions of 2026-12-07)', async () => {
    const u = await registerUser(api);
    const body = { extra: 1, settings: { __v: 1, updatedAt: 'x', junk: true, value: { teamlist: { visibleCols: ['name'], width: 3 }, other: { a: 1 } } } };
    expect((await api.post('/api/user/settings', body, { token: u.access })).status).toBe(200);
    const row = await backend.server.context.db('user_settings').where({ user_id: u.id }).first();
    const stored = typeof row.value === 'string' ? JSON.parse(row.value) : row.value;
    expect(stored).toEqual({ teamlist: { visibleCols: ['name'], width: 3 }, other: { a: 1 } });
    expect((await api.get('/api/user/settings', { token: u.access })).body.settings.value).toEqual({ teamlist: { visibleCols: ['name'], width: 3 }, other: { a: 1 } });
  });

  it('refuses another __v, unknown or repeated columns, none or too many (400) and keeps what was stored', async () => {
    const u = await registerUser(api);
    await api.post('/api/user/settings', envelope(['name', 'upline']), { token: u.access });
    const stored = (await api.get('/api/user/settings', { token: u.access })).body;
    const bad = [
      envelope(['name'], 2),
      envelope(['name'], '1'),
      { settings: { value: { teamlist: { visibleCols: ['name'] } } } },
      envelope(['email']),
      envelope(['Name']),
      envelope(['name', 'name']),
      envelope([]),
      envelope(['name', 'phone', 'birthday', 'billDate', 'upline', 'name']),
      envelope('name'),
      envelope([1]),
      envelope(['x'.repeat(100_000)]),
      { settings: { __v: 1 } },
      { settings: { __v: 1, value: { teamlist: null } } },
      { settings: null },
      {},
      [],
    ];
    for (const body of bad) {
      const res = await api.post('/api/user/settings', body, { token: u.access });
      expectError(res, 400);
    }
    expect((await api.get('/api/user/settings', { token: u.access })).body).toEqual(stored);
  });

  it("keeps the Teamlist's computed columns in `columns`, beside the contract's visibleCols in the same order", async () => {
    const u = await registerUser(api);
    const withTeam = { settings: { __v: 1, value: { teamlist: { visibleCols: ['name', 'upline'], columns: ['name', 'teamSize', 'upline', 'level'] } } } };
    expect((await api.post('/api/user/settings', withTeam, { token: u.access })).status).toBe(200);
    const read = await api.get('/api/user/settings', { token: u.access });
    expect(read.body.settings.value).toEqual(withTeam.settings.value);
    expect(settingsAnswer.parse(read.body)).toEqual(read.body);
    // A client that knows only visibleCols saves: the computed columns are gone with its save.
    await api.post('/api/user/settings', envelope(['upline', 'name']), { token: u.access });
    expect((await api.get('/api/user/settings', { token: u.access })).body.settings.value).toEqual({ teamlist: { visibleCols: ['upline', 'name'] } });
  });

  it('keeps category columns (`category:<name>`) in `columns` beside the others, in their order', async () => {
    const u = await registerUser(api);
    const withCategories = { settings: { __v: 1, value: { teamlist: { visibleCols: ['name', 'upline'], columns: ['name', 'category:Rank', 'upline', 'category:Team Nord', 'teamSize'] } } } };
    expect((await api.post('/api/user/settings', withCategories, { token: u.access })).status).toBe(200);
    const read = await api.get('/api/user/settings', { token: u.access });
    expect(read.body.settings.value).toEqual(withCategories.settings.value);
    expect(settingsAnswer.parse(read.body)).toEqual(read.body);
  });

  it('refuses columns that disagree with visibleCols, repeat, or are unknown (400), keeping what was stored', async () => {
    const u = await registerUser(api);
    const stored = (await api.get('/api/user/settings', { token: u.access })).body;
    const teamlist = (visibleCols: unknown, columns: unknown) => ({ settings: { __v: 1, value: { teamlist: { visibleCols, columns } } } });
    const bad = [
      teamlist(['name', 'upline'], ['upline', 'name', 'teamSize']),
      teamlist(['name', 'upline'], ['name', 'teamSize']),
      teamlist(['name'], ['name', 'level', 'level']),
      teamlist(['name'], ['name', 'downline']),
      teamlist(['name'], []),
      teamlist(['name'], 'name'),
      teamlist(['teamSize'], ['teamSize']),
      teamlist(['name'], ['name', 'category:']),
      teamlist(['name'], ['name', 'category:   ']),
      teamlist(['name'], ['name', `category:${'x'.repeat(101)}`]),
      teamlist(['name'], ['name', 'category:Rank', 'category:Rank']),
      teamlist(['name'], ['name', ...Array.from({ length: 21 }, (_, i) => `category:C${i}`)]),
    ];
    for (const body of bad) {
      const res = await api.post('/api/user/settings', body, { token: u.access });
      expectError(res, 400);
      expect(res.body.error).toMatch(/column/i);
    }
    expect((await api.get('/api/user/settings', { token: u.access })).body).toEqual(stored);
  });

  it('answers 401 without a token', async () => {
    expectError(await api.post('/api/user/settings', envelope(['name'])), 401);
  });
});
