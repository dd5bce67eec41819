import { describe, expect, it } from 'vitest';
import { rateLimit, RATE_RULES } from '../../server/auth/rate-limit';
import { registerUser, uniqueEmail } from '../support/accounts';
import { login } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

// Behind one proxy, so each test speaks from its own address.
const backend = useTestServer({ TRUST_PROXY: '1' });
const { api } = backend;

let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;
const signIn = (email: string, password: string, address: string) => login(api, { email, password }, { 'x-forwarded-for': address });

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('failed sign-ins per email: counting is atomic', () => {
  it('lets at most 10 of 40 parallel wrong sign-ins through to the password check', async () => {
    const user = await registerUser(api);
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn(user.email, 'wrong password!', address)));
    expect(statusCounts(answers.map((a) => a.status))).toEqual({ 401: 10, 429: 30 });
    expect((await signIn(user.email, user.password, address)).status).toBe(429);
  });
});

describe('failed sign-ins per address: 100 within 15 minutes', () => {
  it('answers the 101st failure from one address with 429, across many emails; other addresses go on', async () => {
    const address = newAddress();
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => signIn(uniqueEmail('spray'), 'Summer2026!', address)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
    }
    const limited = await signIn(uniqueEmail('spray'), 'Summer2026!', address);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.any(String), code: 'rate-limited' });
    // A right password from that address is refused too; from another address it works.
    const user = await registerUser(api);
    expect((await signIn(user.email, user.password, address)).status).toBe(429);
    expect((await signIn(user.email, user.password, newAddress())).status).toBe(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    const address = newAddress();
    const user = await registerUser(api);
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all([
        ...Array.from({ length: 9 }, () => signIn(uniqueEmail('spray'), 'Summer2026!', address)),
        signIn(user.email, user.password, address),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([...Array(9).fill(401), 200].sort());
    }
    // 90 failures and 10 successes: ten failures to go.
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn(uniqueEmail('spray'), 'Summer2026!', address)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
    expect((await signIn(uniqueEmail('spray'), 'Summer2026!', address)).status).toBe(429);
  });
});

describe('the limit counters', () => {
  it('count in the database, shared by every rule under its own prefix', async () => {
    const key = uniqueEmail('count');
    expect(await rateLimit.take(backend.server.context.db, RATE_RULES.failedSignIn, key)).toBe(true);
    const row = await backend.server.context.db('rate_limits').where({ key: `login-failed:${key}` }).first();
    expect(row).toMatchObject({ points: 1 });
    expect(Number(row.expire)).toBeGreaterThan(Date.now() + 14 * 60_000);
  });
});

describe('expired counters are purged for every key', () => {
  const fresh = useTestServer();

  it('deletes rows of other rules and keys whose window has ended, keeps live ones', async () => {
    const db = fresh.server.context.db;
    await db('rate_limits').insert([
      { key: 'register:203.0.113.1', points: 300, expire: Date.now() - 60_000 },
      { key: 'join:someone', points: 3, expire: Date.now() - 1 },
      { key: 'join:live', points: 3, expire: Date.now() + 60 * 60_000 },
    ]);
    expect((await login(fresh.api, { email: uniqueEmail(), password: 'whatever-it-is' })).status).toBe(401);
    const keys = (await db('rate_limits').select('key')).map((row: { key: string }) => row.key).sort();
    expect(keys).not.toContain('register:203.0.113.1');
    expect(keys).not.toContain('join:someone');
    expect(keys).toContain('join:live');
  });
});
