import { describe, expect, it } from 'vitest';
import { registration } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';

// Behind one proxy (TRUST_PROXY=1), so the test can speak from several addresses.
const backend = useTestServer({ TRUST_PROXY: '1' });
const { api } = backend;

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe('registration limit: 300 requests an hour from one address', () => {
  it('answers the 301st request from an address with 429, counting refused ones too', async () => {
    const address = '203.0.113.7';
    for (let batch = 0; batch < 30; batch++) {
      // Invalid bodies: cheap, and they count like any request.
      const answers = await Promise.all(Array.from({ length: 10 }, () => api.post('/api/auth/register', {}, from(address))));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(400));
    }
    const limited = await api.post('/api/auth/register', registration(), from(address));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.any(String), code: 'rate-limited' });
  });

  it('lets another address register meanwhile', async () => {
    const res = await api.post('/api/auth/register', registration(), from('198.51.100.20'));
    expect(res.status).toBe(201);
  });
});
