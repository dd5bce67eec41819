import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../support/accounts';
import { login } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const suffix = Date.now().toString(36);
const BOSS = `Boss-${suffix}@Example.com`;
const CHIEF = `chief-${suffix}@example.org`;

const backend = useTestServer({ ADMIN_EMAILS: ` ${BOSS.toUpperCase()} ,, ${CHIEF} ` });
const { api } = backend;


const roleOf = async (access: string) => (await api.get('/api/auth/me', { token: access })).body.role;

describe('ADMIN_EMAILS', () => {
  it('makes a listed email ADMIN at registration, compared case-insensitively', async () => {
    const boss = await registerUser(api, { email: BOSS.toLowerCase() });
    expect(await roleOf(boss.access)).toBe('ADMIN');
  });

  it('leaves other emails USER', async () => {
    const someone = await registerUser(api, { email: uniqueEmail('someone') });
    expect(await roleOf(someone.access)).toBe('USER');
  });

  it('applies at every sign-in (a listed account that lost the role gets it back)', async () => {
    const chief = await registerUser(api, { email: CHIEF.toUpperCase() });
    await backend.server.context.db('users').where({ id: chief.id }).update({ role: 'USER' });
    expect(await roleOf(chief.access)).toBe('USER');
    const res = await login(api, { email: CHIEF, password: chief.password });
    expect(res.status).toBe(200);
    expect(await roleOf(res.body.access)).toBe('ADMIN');
    // The token issued before the sign-in sees the change too: roles are read from the database.
    expect(await roleOf(chief.access)).toBe('ADMIN');
  });

  it('matches whole emails only, not parts of them', async () => {
    const lookalike = await registerUser(api, { email: `x${BOSS}` });
    expect(await roleOf(lookalike.access)).toBe('USER');
  });
});
