import { describe, expect, it } from 'vitest';
import { registration } from '../support/accounts';
import type { ApiClient } from '../support/http';
import { useTestServer } from '../support/use-test-server';

const LIMIT = 300;

/**
 * Uses up the registration allowance (300 an hour per client address) with cheap invalid
 * requests, each sent with the X-Forwarded-For that `forwardedFor(i)` makes, then answers the
 * status of one more valid registration sent with `last`.
 */
async function exhaust(api: ApiClient, forwardedFor: (i: number) => string, last: string): Promise<number> {
  for (let batch = 0; batch < LIMIT / 20; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, j) => api.post('/api/auth/register', {}, { headers: { 'x-forwarded-for': forwardedFor(batch * 20 + j) } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(400));
  }
  return (await api.post('/api/auth/register', registration(), { headers: { 'x-forwarded-for': last } })).status;
}

describe('TRUST_PROXY=1: the client address is the rightmost X-Forwarded-For entry', () => {
  const { api } = useTestServer({ TRUST_PROXY: '1' });

  it('ignores what the client wrote to the left of it', async () => {
    // The client forges a new address each time; our proxy appends the one it saw.
    expect(await exhaust(api, (i) => `10.9.${i >> 8}.${i & 255}, 203.0.113.10`, '192.0.2.99, 203.0.113.10')).toBe(429);
    expect((await api.post('/api/auth/register', registration(), { headers: { 'x-forwarded-for': '203.0.113.11' } })).status).toBe(201);
  });
});

describe('TRUST_PROXY=2: two hops from the right', () => {
  const { api } = useTestServer({ TRUST_PROXY: '2' });

  it('takes the address the outer proxy saw, whatever the client forged and whichever inner proxy forwarded', async () => {
    const status = await exhaust(api, (i) => `forged-${i}, 198.51.100.7, 10.0.0.${i % 4}`, 'forged, 198.51.100.7, 10.0.0.9');
    expect(status).toBe(429);
    expect((await api.post('/api/auth/register', registration(), { headers: { 'x-forwarded-for': '198.51.100.8, 10.0.0.1' } })).status).toBe(201);
  });
});

describe('TRUST_PROXY unset (0): X-Forwarded-For is ignored', () => {
  const { api } = useTestServer();

  it('counts by the connection address, so a forged header does not escape the limit', async () => {
    expect(await exhaust(api, (i) => `203.0.113.${i % 250}`, '198.51.100.200')).toBe(429);
  });
});
