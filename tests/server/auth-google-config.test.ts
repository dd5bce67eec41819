import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithGoogle, startGoogleSignIn } from '../support/google-sign-in';
import { ApiClient } from '../support/http';
import { TestOidcProvider } from '../support/oidc-provider';
import { cookieAttributes, countRows, refreshSetCookie } from '../support/sessions';
import { startTestServer, type TestServer } from '../support/test-server';

const CLIENT = { clientId: 'config-client', clientSecret: 'config-secret' };
const googleEnv = (issuer: string, secret = CLIENT.clientSecret) => ({
  GOOGLE_CLIENT_ID: CLIENT.clientId,
  GOOGLE_CLIENT_SECRET: secret,
  GOOGLE_ISSUER: issuer,
});

let provider: TestOidcProvider;
const servers: TestServer[] = [];

async function serverWith(env: Record<string, string>): Promise<{ server: TestServer; api: ApiClient }> {
  const server = await startTestServer(env);
  servers.push(server);
  return { server, api: new ApiClient(server.url) };
}

/** An address where nothing listens. */
async function closedPortUrl(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  provider = await TestOidcProvider.start(CLIENT);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await provider?.close();
});

describe('Google sign-in without GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET', () => {
  it.each([
    ['neither', {}],
    ['only the client id', { GOOGLE_CLIENT_ID: CLIENT.clientId, GOOGLE_ISSUER: 'http://127.0.0.1:9' }],
    ['only the secret', { GOOGLE_CLIENT_SECRET: CLIENT.clientSecret }],
  ])('answers 404 "Google sign-in is not configured" with %s set', async (_what, env) => {
    const { api } = await serverWith(env);
    for (const path of ['/api/auth/google', '/api/auth/google/callback?code=a&state=b']) {
      const res = await api.get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Google sign-in is not configured', code: 'not-found' });
    }
  });
});

describe('Google sign-in when the issuer misbehaves', () => {
  it('answers 502 {error} when the issuer cannot be reached, and stores nothing', async () => {
    const { api, server } = await serverWith(googleEnv(await closedPortUrl()));
    const res = await api.get('/api/auth/google');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: expect.any(String), code: 'google-unavailable' });
    expect(await countRows(server.context.db, 'oauth_states')).toBe(0);
  });

  it('answers 502 when the discovery document names another issuer', async () => {
    provider.tamper = { discoveryIssuer: 'https://accounts.example' };
    try {
      const { api } = await serverWith(googleEnv(provider.issuer));
      const res = await api.get('/api/auth/google');
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: expect.any(String), code: 'google-unavailable' });
    } finally {
      provider.tamper = {};
    }
  });

  it('answers 401 when the provider refuses our client secret, with no session', async () => {
    const { api, server } = await serverWith(googleEnv(provider.issuer, 'not-the-secret'));
    const refusals = provider.tokenRefusals.length;
    const result = await signInWithGoogle(api);
    expect(result.callback.status).toBe(401);
    expect(result.callback.body).toEqual({ error: expect.any(String), code: 'google-failed' });
    expect(result.refreshCookie).toBeNull();
    expect(await countRows(server.context.db, 'refresh_families')).toBe(0);
    expect(provider.tokenRefusals.slice(refusals)).toEqual(['client authentication failed']);
  });
});

describe('Google sign-in behind PUBLIC_URL', () => {
  it('uses PUBLIC_URL for redirect_uri and sets a Secure cookie when it is https', async () => {
    const { api } = await serverWith({ ...googleEnv(provider.issuer), PUBLIC_URL: 'https://teamtree.example/' });
    const url = await startGoogleSignIn(api);
    expect(url.searchParams.get('redirect_uri')).toBe('https://teamtree.example/api/auth/google/callback');
    const result = await signInWithGoogle(api);
    expect(result.callbackUrl.origin).toBe('https://teamtree.example');
    expect(result.callback.status).toBe(302);
    expect(cookieAttributes(refreshSetCookie(result.callback.headers)!).get('secure')).toBe(true);
  });
});
