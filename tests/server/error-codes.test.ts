import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '../../shared/schemas/error-codes';
import { IMPORT_PATH } from '../../shared/schemas/import';
import { registration } from '../support/accounts';
import type { ApiResponse } from '../support/http';
import { newProfile } from '../support/seed';
import { login } from '../support/sessions';
import { importRow } from './imports-fixtures';
import { useSeededCast } from './profiles-fixtures';

/**
 * API.md additions of 2026-12-07, "Errors": every error answer carries a stable `code` beside
 * `error`, one of ERROR_CODES (docs/error-codes.md). A broad sample of error paths across the
 * routes and the middleware around them, each with the code it must carry.
 */
const { api, cast } = useSeededCast();
const MiB = 1024 * 1024;

/** The answer is an error of this status whose `code` is the given one (and so in ERROR_CODES). */
function expectCode(res: ApiResponse, status: number, code: ErrorCode): void {
  expect({ status: res.status, error: typeof res.body?.error, code: res.body?.code }).toEqual({ status, error: 'string', code });
  expect(res.body.error.length).toBeGreaterThan(0);
  expect(ERROR_CODES).toContain(res.body.code);
}

const json = { 'content-type': 'application/json' };
const addPartner = (name: string) => newProfile(cast.tree.teamtreeId, cast.tree.rootId, { name });

describe('every error answer carries a code', () => {
  it('malformed JSON, JSON nested too deeply, a form body and a body over 1 MiB', async () => {
    const token = cast.owner.access;
    expectCode(await api.request('POST', '/api/teamtree/profile', undefined, { token, raw: '{"name":', headers: json }), 400, 'validation');
    const deep = await api.request('POST', '/api/teamtree/profile', undefined, { token, raw: '['.repeat(65) + ']'.repeat(65), headers: json });
    expectCode(deep, 400, 'validation');
    expect(deep.body.error).toBe('The request is nested too deeply.');
    const form = await api.request('POST', '/api/teamtree/profile', undefined, { token, raw: 'name=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expectCode(form, 415, 'not-json');
    expectCode(await api.post('/api/teamtree/profile', { ...addPartner('Huge'), notes: 'x'.repeat(MiB + 1) }, { token }), 413, 'too-large');
  });

  it('validation errors name their fields and carry validation', async () => {
    const res = await api.post('/api/auth/register', registration({ firstName: '', email: 'not-an-email' }));
    expectCode(res, 400, 'validation');
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['firstName', 'email']));
    expectCode(await api.post('/api/teamtree/profile', { teamtreeId: cast.tree.teamtreeId }, { token: cast.owner.access }), 400, 'validation');
    expectCode(await api.get('/api/teamtree/status?teamtreeId=not-a-uuid', { token: cast.owner.access }), 404, 'not-found');
  });

  it('401 without a token or with a bad one', async () => {
    expectCode(await api.get('/api/auth/me'), 401, 'unauthorized');
    expectCode(await api.get('/api/teamtree/status', { token: 'not.a.token' }), 401, 'session-expired');
    expectCode(await login(api, { email: cast.editor.email, password: 'not the password' }), 401, 'invalid-credentials');
  });

  it('403 for a READ member writing, not-member for an outsider, 404 for an unknown tree', async () => {
    expectCode(await api.post('/api/teamtree/profile', addPartner('By the reader'), { token: cast.reader.access }), 403, 'forbidden');
    expectCode(await api.post(IMPORT_PATH, { teamtreeId: cast.tree.teamtreeId, parentId: cast.tree.rootId, rows: [importRow('Imported by the reader')] }, { token: cast.reader.access }), 403, 'forbidden');
    expectCode(await api.get(`/api/teamtree/status?teamtreeId=${cast.tree.teamtreeId}`, { token: cast.outsider.access }), 403, 'not-member');
    expectCode(await api.get(`/api/teamtree/status?teamtreeId=${crypto.randomUUID()}`, { token: cast.owner.access }), 404, 'not-found');
  });

  it('409 for a partner changed in the meantime, with its current version', async () => {
    const created = await api.post('/api/teamtree/profile', addPartner('Versioned'), { token: cast.owner.access });
    expect(created.status).toBe(201);
    const { id } = created.body.profile;
    expect((await api.put('/api/teamtree/profile', { id, name: 'V2', version: 1 }, { token: cast.owner.access })).status).toBe(200);
    const stale = await api.put('/api/teamtree/profile', { id, name: 'V3', version: 1 }, { token: cast.owner.access });
    expectCode(stale, 409, 'stale-version');
    expect(stale.body.version).toBe(2);
  });

  it('409 for a sign-up with a taken email, 429 after the sign-in limit', async () => {
    expectCode(await api.post('/api/auth/register', registration({ email: cast.moderator.email })), 409, 'email-taken');
    for (let i = 0; i < 10; i++) expect((await login(api, { email: cast.moderator.email, password: 'not the password' })).status).toBe(401);
    expectCode(await login(api, { email: cast.moderator.email, password: cast.moderator.password }), 429, 'rate-limited');
  });

  it('405 for a known path with another method, 404 for an unknown /api path', async () => {
    expectCode(await api.get('/api/auth/login'), 405, 'method-not-allowed');
    expectCode(await api.post('/api/auth/google', {}), 405, 'method-not-allowed');
    expectCode(await api.get('/api/no-such-route'), 404, 'not-found');
    expectCode(await api.post('/api/no-such-route', {}, { token: cast.owner.access }), 404, 'not-found');
  });

  it('a cross-origin refresh is refused with origin-refused', async () => {
    const res = await api.post('/api/auth/refresh', {}, { headers: { origin: 'https://evil.example', cookie: 'tt_refresh=whatever' } });
    expectCode(res, 403, 'origin-refused');
  });
});
