import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../support/accounts';
import { login } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const backend = useTestServer();
const { api } = backend;


async function failTimes(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(api, { email, password: 'not the password' })).status);
  return statuses;
}

describe('sign-in limit: 10 failures for one email within 15 minutes', () => {
  it('answers the 11th attempt with 429, even with the right password', async () => {
    const user = await registerUser(api);
    expect(await failTimes(user.email, 10)).toEqual(Array(10).fill(401));
    const locked = await login(api, { email: user.email, password: user.password });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: expect.any(String), code: 'rate-limited' });
    expect((await login(api, { email: user.email, password: 'not the password' })).status).toBe(429);
  });

  it('counts failures per email whatever its case', async () => {
    const user = await registerUser(api);
    for (let i = 0; i < 10; i++) {
      const email = i % 2 ? user.email.toUpperCase() : ` ${user.email}`;
      expect((await login(api, { email, password: 'nope-nope' })).status).toBe(401);
    }
    expect((await login(api, { email: user.email, password: user.password })).status).toBe(429);
  });

  it('counts unknown emails too', async () => {
    const email = uniqueEmail('ghost');
    expect(await failTimes(email, 10)).toEqual(Array(10).fill(401));
    const res = await login(api, { email, password: 'anything-at-all' });
    expect(res.status).toBe(429);
  });

  it('resets the count on a successful sign-in', async () => {
    const user = await registerUser(api);
    expect(await failTimes(user.email, 9)).toEqual(Array(9).fill(401));
    expect((await login(api, { email: user.email, password: user.password })).status).toBe(200);
    // Without the reset the second failure from here would already be the 11th attempt.
    expect(await failTimes(user.email, 10)).toEqual(Array(10).fill(401));
    expect((await login(api, { email: user.email, password: user.password })).status).toBe(429);
  });

  it('locks only that email: another account signs in as usual', async () => {
    const locked = await registerUser(api);
    const other = await registerUser(api);
    await failTimes(locked.email, 10);
    expect((await login(api, { email: locked.email, password: locked.password })).status).toBe(429);
    expect((await login(api, { email: other.email, password: other.password })).status).toBe(200);
  });

  it('lets the email sign in again once its failures have left the 15-minute window', async () => {
    const user = await registerUser(api);
    await failTimes(user.email, 10);
    expect((await login(api, { email: user.email, password: user.password })).status).toBe(429);
    // The window (15 minutes from the first failure) has ended.
    await backend.server.context
      .db('rate_limits')
      .where({ key: `login-failed:${user.email.toLowerCase()}` })
      .update({ expire: Date.now() - 1000 });
    expect((await login(api, { email: user.email, password: user.password })).status).toBe(200);
  });
});
