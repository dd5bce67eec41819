import { describe, expect, it } from 'vitest';
import { refreshCookieOf, registerUser, registration, uniqueEmail } from '../support/accounts';
import { cookieAttributes, login, refreshSetCookie, refreshWithCookie } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

function attributesOf(headers: Headers): Map<string, string | true> {
  const line = refreshSetCookie(headers);
  expect(line).not.toBeNull();
  return cookieAttributes(line!);
}

/** The flags every `tt_refresh` cookie carries, whatever the persistence. */
function expectBaseFlags(attributes: Map<string, string | true>): void {
  expect(attributes.get('httponly')).toBe(true);
  expect(attributes.get('samesite')).toBe('Strict');
  expect(attributes.get('path')).toBe('/api/auth');
  expect(attributes.has('domain')).toBe(false);
}

function expectPersistent(attributes: Map<string, string | true>): void {
  expect(attributes.get('max-age')).toBe(String(THIRTY_DAYS));
  const expires = Date.parse(attributes.get('expires') as string);
  expect(Math.abs(expires - (Date.now() + THIRTY_DAYS * 1000))).toBeLessThan(60_000);
}

function expectSessionCookie(attributes: Map<string, string | true>): void {
  expect(attributes.has('max-age')).toBe(false);
  expect(attributes.has('expires')).toBe(false);
}

describe('tt_refresh cookie over plain HTTP', () => {
  const backend = useTestServer();
  const { api } = backend;

  it('is HttpOnly, SameSite=Strict, Path=/api/auth, not Secure, persistent for 30 days with stay', async () => {
    const res = await api.post('/api/auth/register', registration({ stay: true }));
    const attributes = attributesOf(res.headers);
    expectBaseFlags(attributes);
    expect(attributes.has('secure')).toBe(false);
    expectPersistent(attributes);
  });

  it('is a session cookie (no Max-Age, no Expires) without stay, at register and login', async () => {
    const res = await api.post('/api/auth/register', registration({ stay: false }));
    expectBaseFlags(attributesOf(res.headers));
    expectSessionCookie(attributesOf(res.headers));
    const user = await registerUser(api);
    const signedIn = await login(api, { email: user.email, password: user.password });
    expectSessionCookie(attributesOf(signedIn.headers));
    const stayed = await login(api, { email: user.email, password: user.password, stay: true });
    expectPersistent(attributesOf(stayed.headers));
  });

  it('keeps the persistence of its family when rotated', async () => {
    const user = await registerUser(api, { stay: false });
    const persistent = await login(api, { email: user.email, password: user.password, stay: true });

    const rotatedSession = await refreshWithCookie(api, user.refreshCookie!);
    expectBaseFlags(attributesOf(rotatedSession.headers));
    expectSessionCookie(attributesOf(rotatedSession.headers));
    const again = await refreshWithCookie(api, refreshCookieOf(rotatedSession.headers)!);
    expectSessionCookie(attributesOf(again.headers));

    const rotatedPersistent = await refreshWithCookie(api, refreshCookieOf(persistent.headers)!);
    expectBaseFlags(attributesOf(rotatedPersistent.headers));
    expectPersistent(attributesOf(rotatedPersistent.headers));
  });
});

describe('tt_refresh cookie when PUBLIC_URL is https', () => {
  const backend = useTestServer({ PUBLIC_URL: 'https://teamtree.example' });
  const { api } = backend;

  it('is Secure at register, login, refresh and when cleared', async () => {
    const registered = await api.post('/api/auth/register', registration());
    expect(attributesOf(registered.headers).get('secure')).toBe(true);
    expectBaseFlags(attributesOf(registered.headers));
    const email = uniqueEmail('secure');
    await api.post('/api/auth/register', registration({ email }));
    const signedIn = await login(api, { email, password: 'correct horse battery', stay: false });
    expect(attributesOf(signedIn.headers).get('secure')).toBe(true);
    const refreshed = await refreshWithCookie(api, refreshCookieOf(signedIn.headers)!);
    expect(attributesOf(refreshed.headers).get('secure')).toBe(true);
    const refused = await refreshWithCookie(api, 'unknown');
    expect(attributesOf(refused.headers).get('secure')).toBe(true);
  });
});
