import crypto from 'node:crypto';
import type Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_INVALID } from '../../shared/schemas/idempotency';
import { apiRouters } from '../../server/app';
import { importRow } from './imports-fixtures';
import { useSeededCast } from './profiles-fixtures';

/**
 * Every POST, PUT and DELETE under /api/teamtree takes `Idempotency-Key`, the routes of today
 * and any added later (read from the server's own routers), and the import, which reads its
 * body after authentication, replays as the other routes do.
 */

const { backend, api, cast, events, db } = useSeededCast();

const WRITES = ['POST', 'PUT', 'DELETE'];

/** Every write route under /api/teamtree, as `METHOD /path` with its parameters filled in. */
function teamtreeWrites(): { method: string; path: string }[] {
  const routes = apiRouters(backend.server.context).flatMap((router: Router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((method) => WRITES.includes(method)).map((method) => ({ method, path: String(layer.path) })),
    ),
  );
  return routes.filter(({ path }) => path.startsWith('/api/teamtree')).map(({ method, path }) => ({ method, path: path.replace(/:\w+/g, 'x') }));
}

describe('Idempotency-Key on every write under /api/teamtree', () => {
  it('is read by each of them (a bad key is 400 before the route runs)', async () => {
    const routes = teamtreeWrites();
    // The routes API.md names, at least: profiles, categories, import, trees, sharing, joining.
    expect(routes.length).toBeGreaterThanOrEqual(14);
    const answers: Record<string, unknown> = {};
    for (const { method, path } of routes) {
      const res = await api.request(method, path, method === 'DELETE' ? undefined : {}, { token: cast.owner.access, headers: { 'Idempotency-Key': 'k'.repeat(101) } });
      answers[`${method} ${path}`] = { status: res.status, body: res.body };
    }
    const expected = Object.fromEntries(Object.keys(answers).map((route) => [route, { status: 400, body: { error: IDEMPOTENCY_KEY_INVALID, code: 'validation' } }]));
    expect(answers).toEqual(expected);
  });

  it('replays an import without importing again', async () => {
    const key = crypto.randomUUID();
    const body = { teamtreeId: cast.tree.teamtreeId, parentId: cast.tree.rootId, rows: [importRow('Imke Import'), importRow('Ingo Import', { uplineRow: 0 })] };
    const headers = { 'Idempotency-Key': key };
    const before = events.length;
    const first = await api.post('/api/teamtree/import', body, { token: cast.owner.access, headers });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ added: 2, updated: 0 });
    const again = await api.post('/api/teamtree/import', body, { token: cast.owner.access, headers });
    expect({ status: again.status, body: again.body, replayed: again.headers.get('idempotent-replayed') }).toEqual({ status: 200, body: first.body, replayed: 'true' });
    expect(await db()('profiles').where({ teamtree_id: cast.tree.teamtreeId }).whereIn('name', ['Imke Import', 'Ingo Import']).count({ n: '*' }).first()).toEqual({ n: 2 });
    expect(events.slice(before)).toHaveLength(1);
  });
});
