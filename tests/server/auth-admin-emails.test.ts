import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../support/accounts';
import { login } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const suffix = Date.now().toString(36);
const BOSS = `Boss-${suffix}@Example.com`;
const CHIEF = `chief-${suffix}@example.org`;
const KEEPER = `keeper-${suffix}@example.net`;

const backend = useTestServer({ ADMIN_EMAILS: ` ${BOSS.toUpperCase()} ,, ${CHIEF},${KEEPER} ` });
const { api } = backend;


const roleOf = async (access: string) => (await api.get('/api/auth/me', { token: access })).body.role;

/** Marks a user's email verified (as following the mailed link signed in to the account does: auth-verify-email.test.ts). */
const markVerified = (id: string) => backend.server.context.db('users').where({ id }).update({ email_verified: true });

describe('ADMIN_EMAILS', () => {
  it('gives a listed email USER at registration, until it is verified', async () => {
    const boss = await registerUser(api, { email: BOSS.toLowerCase() });
    expect(await roleOf(boss.access)).toBe('USER');
  });

  it('makes a verified listed email ADMIN at sign-in, compared case-insensitively', async () => {
    const chief = await registerUser(api, { email: CHIEF.toUpperCase() });
    expect((await login(api, { email: CHIEF, password: chief.password })).status).toBe(200);
    expect(await roleOf(chief.access)).toBe('USER');
    await markVerified(chief.id);
    const res = await login(api, { email: CHIEF, password: chief.password });
    expect(res.status).toBe(200);
    expect(await roleOf(res.body.access)).toBe('ADMIN');
    // The token issued before the sign-in sees the change too: roles are read from the database.
    expect(await roleOf(chief.access)).toBe('ADMIN');
  });

  it('applies at every sign-in (a verified listed account that lost the role gets it back)', async () => {
    const keeper = await registerUser(api, { email: KEEPER });
    await markVerified(keeper.id);
    const first = await login(api, { email: KEEPER, password: keeper.password });
    expect(await roleOf(first.body.access)).toBe('ADMIN');
    await backend.server.context.db('users').where({ id: keeper.id }).update({ role: 'USER' });
    const again = await login(api, { email: KEEPER, password: keeper.password });
    expect(await roleOf(again.body.access)).toBe('ADMIN');
  });

  it('leaves other emails USER', async () => {
    const someone = await registerUser(api, { email: uniqueEmail('someone') });
    await markVerified(someone.id);
    expect(await roleOf((await login(api, { email: someone.email, password: someone.password })).body.access)).toBe('USER');
  });

  it('matches whole emails only, not parts of them', async () => {
    const lookalike = await registerUser(api, { email: `x${BOSS}` });
    await markVerified(lookalike.id);
    expect(await roleOf((await login(api, { email: lookalike.email, password: lookalike.password })).body.access)).toBe('USER');
  });
});
