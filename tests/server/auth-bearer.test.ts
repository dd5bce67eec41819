import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import { accessClaims } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const SECRET = 'bearer-test-secret-that-is-long-enough-0123456789';

const backend = useTestServer({ JWT_SECRET: SECRET });
const { api } = backend;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  user = await registerUser(api);
  other = await registerUser(api);
});

/** The session (refresh family) of the suite user's registration. */
const sessionOf = (token: string) => accessClaims(token).sid!;

function sign(claims: { sub?: string; exp?: number; sid?: string | null }, secret = SECRET, alg = 'HS256'): Promise<string> {
  const sid = claims.sid === undefined ? sessionOf(user.access) : claims.sid;
  const jwt = new SignJWT(sid === null ? {} : { sid }).setProtectedHeader({ alg }).setIssuedAt();
  if (claims.sub) jwt.setSubject(claims.sub);
  if (claims.exp) jwt.setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(secret));
}

const now = () => Math.floor(Date.now() / 1000);

/** The auth routes that need `Authorization: Bearer <access>`, each with a valid body. */
const protectedCalls: [string, (headers: Record<string, string>) => ReturnType<ApiClient['get']>][] = [
  ['GET /api/auth/me', (headers) => api.get('/api/auth/me', { headers })],
  ['POST /api/auth/logout', (headers) => api.post('/api/auth/logout', {}, { headers })],
  [
    'POST /api/auth/complete-profile',
    (headers) =>
      api.post(
        '/api/auth/complete-profile',
        { firstName: 'A', lastName: 'B', phone: '+49 1511234567', company: 'C', country: 'Spain', stay: false },
        { headers },
      ),
  ],
];

describe('protected routes refuse a missing, malformed or expired access token with 401', () => {
  const badHeaders: [string, () => Promise<Record<string, string>>][] = [
    ['no Authorization header', async () => ({})],
    ['an empty Authorization header', async () => ({ authorization: '' })],
    ['"Bearer" without a token', async () => ({ authorization: 'Bearer' })],
    ['another scheme', async () => ({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` })],
    ['a token without the scheme', async () => ({ authorization: user.access })],
    ['two tokens', async () => ({ authorization: `Bearer ${user.access} ${user.access}` })],
    ['garbage', async () => ({ authorization: 'Bearer not.a.jwt' })],
    ['a token with a changed payload', async () => ({ authorization: `Bearer ${tamperedPayload(user.access)}` })],
    ['a token signed with another secret', async () => ({ authorization: `Bearer ${await sign({ sub: user.id, exp: now() + 600 }, 'x'.repeat(48))}` })],
    ['an unsigned token (alg none)', async () => ({ authorization: `Bearer ${new UnsecuredJWT({ sub: user.id }).setExpirationTime(now() + 600).encode()}` })],
    ['an expired token', async () => ({ authorization: `Bearer ${await sign({ sub: user.id, exp: now() - 5 })}` })],
    ['a token without exp', async () => ({ authorization: `Bearer ${await sign({ sub: user.id })}` })],
    ['a token without sub', async () => ({ authorization: `Bearer ${await sign({ exp: now() + 600 })}` })],
    ['a token of an unknown user', async () => ({ authorization: `Bearer ${await sign({ sub: crypto.randomUUID(), exp: now() + 600 })}` })],
    ['a token without its session (sid)', async () => ({ authorization: `Bearer ${await sign({ sub: user.id, exp: now() + 600, sid: null })}` })],
    ['a token of an unknown session', async () => ({ authorization: `Bearer ${await sign({ sub: user.id, exp: now() + 600, sid: crypto.randomUUID() })}` })],
    ['a token of a malformed session id', async () => ({ authorization: `Bearer ${await sign({ sub: user.id, exp: now() + 600, sid: 'x' })}` })],
    ["a token naming another user's session", async () => ({ authorization: `Bearer ${await sign({ sub: user.id, exp: now() + 600, sid: sessionOf(other.access) })}` })],
  ];

  for (const [call, send] of protectedCalls) {
    it.each(badHeaders)(`${call}: %s`, async (_what, headers) => {
      const res = await send(await headers());
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String), code: expect.stringMatching(/^(unauthorized|session-expired)$/) });
    });
  }

  it('accepts a token the server signed (same secret, in the future), also with a lower-case scheme', async () => {
    const token = await sign({ sub: user.id, exp: now() + 600 });
    expect((await api.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await api.get('/api/auth/me', { headers: { authorization: `bearer ${token}` } })).status).toBe(200);
  });
});

function tamperedPayload(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  claims.exp += 3600;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}
