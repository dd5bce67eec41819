import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP } from '../../server/http/json-depth';
import { IMPORT_PATH } from '../../shared/schemas/import';
import { newProfile } from '../support/seed';
import { importRow } from './imports-fixtures';
import { useSeededCast } from './profiles-fixtures';

/**
 * API.md additions of 2026-12-07: a JSON body nested deeper than 64 levels is 400
 * `{error: "The request is nested too deeply.", code: "validation"}` on every route, with or
 * without `Idempotency-Key` (whose digest of the body must never see it: a body 150,000 levels
 * deep once overflowed its recursion, a 500).
 */
const { api, cast } = useSeededCast();
const TOO_DEEP = { status: 400, body: { error: JSON_TOO_DEEP, code: 'validation' } };

/** `body`'s JSON with `nested` (JSON text) as the value of one more field. */
const withNested = (body: object, nested: string) => `${JSON.stringify(body).slice(0, -1)},"extra":${nested}}`;
/** Arrays inside each other, `levels` deep. */
const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
/** Objects inside each other, `levels` deep. */
const objects = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);

type Route = { label: string; method: 'POST' | 'PUT'; path: string; body: () => object; token: () => string };
const routes: Route[] = [
  { label: 'a profile', method: 'POST', path: '/api/teamtree/profile', body: () => newProfile(cast.tree.teamtreeId, cast.tree.rootId, { name: 'Deep Diver' }), token: () => cast.owner.access },
  { label: 'the import', method: 'POST', path: IMPORT_PATH, body: () => ({ teamtreeId: cast.tree.teamtreeId, parentId: cast.tree.rootId, rows: [importRow('Deep Import')] }), token: () => cast.owner.access },
  { label: 'the user settings', method: 'POST', path: '/api/user/settings', body: () => ({ value: {} }), token: () => cast.editor.access },
  { label: 'the sign-in (no account needed)', method: 'POST', path: '/api/auth/login', body: () => ({ email: cast.editor.email, password: 'not the password' }), token: () => '' },
];

async function send(route: Route, raw: string, key: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(key && { 'Idempotency-Key': key }) };
  const res = await api.request(route.method, route.path, undefined, { token: route.token(), raw, headers });
  return { status: res.status, body: res.body };
}

describe('a body nested too deeply', () => {
  it.each(routes.map((route) => [route.label, route] as const))('to %s is 400, with and without Idempotency-Key', async (_label, route) => {
    for (const nested of [arrays(150_000), objects(150_000), arrays(65)]) {
      const raw = withNested(route.body(), nested);
      expect(await send(route, raw, null), `${nested.length} characters, no key`).toEqual(TOO_DEEP);
      expect(await send(route, raw, crypto.randomUUID()), `${nested.length} characters, with a key`).toEqual(TOO_DEEP);
    }
  });

  it('counts levels, not brackets inside strings, and takes 64 levels', async () => {
    const login = routes[3];
    const wrong = { status: 401, body: expect.objectContaining({ error: expect.any(String) }) };
    // 1 for the body itself, 63 for the field: 64 levels.
    expect(await send(login, withNested(login.body(), arrays(63)), null)).toEqual(wrong);
    expect(await send(login, withNested(login.body(), JSON.stringify('['.repeat(1000) + '\\"{'.repeat(1000))), null)).toEqual(wrong);
    expect(await send(login, withNested(login.body(), arrays(64)), null)).toEqual(TOO_DEEP);
    const profile = routes[0];
    const created = await send(profile, withNested(profile.body(), objects(63)), crypto.randomUUID());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
});
