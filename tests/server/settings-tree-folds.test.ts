import { beforeAll, describe, expect, it } from 'vitest';
import { FOLD_IDS_MAX, FOLD_TREES_MAX, settingsAnswer } from '../../shared/schemas/settings';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { expectError } from './trees-fixtures';

/** The tree folds (issue 13) in the settings envelope: an optional `trees` field beside `teamlist`. */
const backend = useTestServer();
const { api } = backend;
let user: TestUser;

beforeAll(async () => {
  user = await registerUser(api);
});

const fold = (level: number | null, collapsed: string[] = [], expanded: string[] = []) => ({ level, collapsed, expanded });
const envelope = (trees?: unknown, visibleCols: string[] = ['name', 'phone']) => ({ settings: { __v: 1, value: { teamlist: { visibleCols }, ...(trees === undefined ? {} : { trees }) } } });
const read = async (u: TestUser) => (await api.get('/api/user/settings', { token: u.access })).body;

describe('tree folds in POST/GET /api/user/settings', () => {
  it('stores a fold per tree and answers it beside the list columns', async () => {
    const u = await registerUser(api);
    const res = await api.post('/api/user/settings', envelope({ t1: fold(2, ['a'], ['b', 'b']) }), { token: u.access });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const answer = await read(u);
    expect(settingsAnswer.parse(answer)).toEqual(answer);
    expect(answer.settings.value).toEqual({ teamlist: { visibleCols: ['name', 'phone'] }, trees: { t1: fold(2, ['a'], ['b']) } });
  });

  it('keeps the folds when a client that knows only the columns saves (old clients), and the columns when folds are saved', async () => {
    const u = await registerUser(api);
    await api.post('/api/user/settings', envelope({ t1: fold(null, ['x']) }), { token: u.access });
    await api.post('/api/user/settings', envelope(undefined, ['upline']), { token: u.access });
    expect((await read(u)).settings.value).toEqual({ teamlist: { visibleCols: ['upline'] }, trees: { t1: fold(null, ['x']) } });
  });

  it('replaces only the trees sent, and forgets a tree sent with an empty fold', async () => {
    const u = await registerUser(api);
    await api.post('/api/user/settings', envelope({ t1: fold(1), t2: fold(3) }), { token: u.access });
    await api.post('/api/user/settings', envelope({ t2: fold(null, ['c']) }), { token: u.access });
    expect((await read(u)).settings.value.trees).toEqual({ t1: fold(1), t2: fold(null, ['c']) });
    await api.post('/api/user/settings', envelope({ t1: fold(null), t2: fold(null) }), { token: u.access });
    expect((await read(u)).settings.value).toEqual({ teamlist: { visibleCols: ['name', 'phone'] } });
  });

  it('answers no trees field to a user who never folded (the answer old clients know)', async () => {
    expect((await read(user)).settings.value).toEqual({ teamlist: { visibleCols: ['name', 'billDate', 'upline'] } });
  });

  it('keeps the most recently saved trees when there are too many', async () => {
    const u = await registerUser(api);
    const many = Object.fromEntries(Array.from({ length: FOLD_TREES_MAX }, (_, i) => [`t${i}`, fold(1)]));
    await api.post('/api/user/settings', envelope(many), { token: u.access });
    await api.post('/api/user/settings', envelope({ newest: fold(2) }), { token: u.access });
    const trees = (await read(u)).settings.value.trees;
    expect(Object.keys(trees)).toHaveLength(FOLD_TREES_MAX);
    expect(trees.newest).toEqual(fold(2));
    expect(trees.t0).toBeUndefined();
  });

  it('refuses bad folds with 400 and a message, keeping what was stored', async () => {
    const u = await registerUser(api);
    await api.post('/api/user/settings', envelope({ t1: fold(2) }), { token: u.access });
    const stored = await read(u);
    const bad = [
      envelope(null),
      envelope([]),
      envelope('t1'),
      envelope({ t1: null }),
      envelope({ t1: {} }),
      envelope({ t1: { level: 2 } }),
      envelope({ t1: fold(0) }),
      envelope({ t1: fold(-1) }),
      envelope({ t1: fold(1.5) }),
      envelope({ t1: fold(101) }),
      envelope({ t1: { ...fold(null), level: '2' } }),
      envelope({ t1: { ...fold(null), collapsed: 'a' } }),
      envelope({ t1: fold(null, ['']) }),
      envelope({ t1: fold(null, [1 as unknown as string]) }),
      envelope({ t1: fold(null, ['x'.repeat(101)]) }),
      envelope({ t1: fold(null, [], Array.from({ length: FOLD_IDS_MAX + 1 }, (_, i) => `p${i}`)) }),
      envelope({ ['x'.repeat(101)]: fold(1) }),
      envelope(Object.fromEntries(Array.from({ length: FOLD_TREES_MAX + 1 }, (_, i) => [`t${i}`, fold(1)]))),
    ];
    for (const body of bad) {
      const res = await api.post('/api/user/settings', body, { token: u.access });
      expectError(res, 400);
    }
    expect(await read(u)).toEqual(stored);
  });
});
