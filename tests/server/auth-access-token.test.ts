import { describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts';
import { pollUntil } from '../support/poll';
import { accessClaims, login, refreshWithCookie } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

describe('access token (default lifetime)', () => {
  const backend = useTestServer();
  const { api } = backend;

  it('is a signed JWT whose payload has sub (the user id) and exp at most 15 minutes ahead', async () => {
    const before = Math.floor(Date.now() / 1000);
    const user = await registerUser(api);
    const after = Math.ceil(Date.now() / 1000);
    const [header, , signature] = user.access.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString()).alg).not.toBe('none');
    expect(signature.length).toBeGreaterThan(20);
    const claims = accessClaims(user.access);
    expect(claims.sub).toBe(user.id);
    expect(Number.isInteger(claims.exp)).toBe(true);
    // Issued while the registration ran (however long a busy machine took), for exactly 15 minutes.
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.iat).toBeLessThanOrEqual(after);
    expect(claims.exp - claims.iat!).toBe(900);
  });

  it('is issued with the same lifetime by login and refresh', async () => {
    const user = await registerUser(api);
    const signedIn = await login(api, { email: user.email, password: user.password });
    const refreshed = await refreshWithCookie(api, user.refreshCookie!);
    for (const token of [signedIn.body.access, refreshed.body.access]) {
      const claims = accessClaims(token);
      expect(claims.sub).toBe(user.id);
      expect(claims.exp - claims.iat!).toBe(900);
    }
  });
});

describe('access token with ACCESS_TOKEN_TTL=1', () => {
  const backend = useTestServer({ ACCESS_TOKEN_TTL: '1' });
  const { api } = backend;

  it('honours the setting and refuses the token with 401 once it has expired', async () => {
    const user = await registerUser(api);
    const claims = accessClaims(user.access);
    expect(claims.exp - claims.iat!).toBe(1);
    const refused = await pollUntil(
      () => api.get('/api/auth/me', { token: user.access }),
      (res) => res.status !== 200,
      { timeoutMs: 15_000 },
    );
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: expect.any(String), code: 'session-expired' });
    expect(Date.now() / 1000).toBeGreaterThanOrEqual(claims.exp);

    // The refresh credential still works and gives a new short-lived token.
    const refreshed = await refreshWithCookie(api, user.refreshCookie!);
    expect(refreshed.status).toBe(200);
    const next = accessClaims(refreshed.body.access);
    expect(next.sub).toBe(user.id);
    expect(next.exp - next.iat!).toBe(1);
  });
});
