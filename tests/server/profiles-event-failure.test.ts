import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../server/app-context';
import { newProfile, seedCast, type Cast } from '../support/seed';
import { useTestServer } from '../support/use-test-server';

/**
 * A profile change is committed before its event goes out: when the fan-out fails, the route
 * still answers the committed success, the data is there, and the failure is logged.
 */

const backend = useTestServer();
const { api } = backend;
const cast = {} as Cast;
const logged: string[] = [];
let restore: () => void = () => {};

beforeAll(async () => {
  Object.assign(cast, await seedCast(api, backend.server.context.db));
  const context: AppContext = backend.server.context;
  const { hub, log } = context;
  context.hub = Object.assign(Object.create(hub) as AppContext['hub'], {
    toTree: () => {
      throw new Error('fan-out down');
    },
  });
  context.log = { ...log, error: (...args: unknown[]) => void logged.push(args.map(String).join(' ')) };
  restore = () => Object.assign(context, { hub, log });
});
afterAll(() => restore());

async function treeProfiles(): Promise<{ id: string; name: string; version: number; categories: { name: string; value: string }[] }[]> {
  const res = await api.get(`/api/teamtree/status?teamtreeId=${cast.tree.teamtreeId}`, { token: cast.owner.access });
  expect(res.status).toBe(200);
  return res.body.teamtree.profiles;
}

describe('a failing fan-out after the commit', () => {
  it('keeps every profile route answering its committed success, and logs the failure', async () => {
    const token = { token: cast.owner.access };
    const created = await api.post('/api/teamtree/profile', newProfile(cast.tree.teamtreeId, cast.tree.rootId, { name: 'Fanny Fail' }), token);
    expect(created.status).toBe(201);
    const id: string = created.body.profile.id;
    expect(created.body.profile).toMatchObject({ name: 'Fanny Fail', version: 1 });
    expect((await treeProfiles()).find((p) => p.id === id)?.name).toBe('Fanny Fail');

    const updated = await api.put('/api/teamtree/profile', { id, name: 'Fanny Fine' }, token);
    expect(updated.status).toBe(200);
    expect(updated.body.profile).toMatchObject({ id, name: 'Fanny Fine', version: 2 });

    const tagged = await api.post(`/api/teamtree/category?profileId=${id}`, { categoryName: 'Team', optionValue: 'Blue' }, token);
    expect(tagged.status).toBe(200);
    expect(tagged.body.profile).toMatchObject({ id, version: 3, categories: [{ name: 'Team', value: 'Blue' }] });
    expect((await treeProfiles()).find((p) => p.id === id)).toMatchObject({ name: 'Fanny Fine', version: 3, categories: [{ name: 'Team', value: 'Blue' }] });

    const placeholder = await api.delete(`/api/teamtree/profile?id=${id}&mode=placeholder`, token);
    expect({ status: placeholder.status, body: placeholder.body }).toEqual({ status: 200, body: { ok: true } });
    expect((await treeProfiles()).find((p) => p.id === id)).toMatchObject({ name: 'Placeholder', version: 4, categories: [] });

    const deleted = await api.delete(`/api/teamtree/profile?id=${id}`, token);
    expect({ status: deleted.status, body: deleted.body }).toEqual({ status: 200, body: { ok: true } });
    expect((await treeProfiles()).some((p) => p.id === id)).toBe(false);

    const failures = logged.filter((line) => line.includes('fan-out down'));
    expect(failures.map((line) => line.split(':')[0])).toEqual([
      '[realtime] could not send profile-add',
      '[realtime] could not send profile-update',
      '[realtime] could not send profile-update',
      '[realtime] could not send profile-update',
      '[realtime] could not send profile-delete',
    ]);
  });
});
