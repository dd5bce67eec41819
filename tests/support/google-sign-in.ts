import crypto from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { ApiClient, ApiResponse } from './http';
import { refreshCookieOf, uniqueEmail } from './accounts';
import { TestOidcProvider, type ProviderIdentity } from './oidc-provider';

/**
 * A test OpenID provider standing in for Google, started before the tests of the enclosing file
 * or `describe` and closed after them. `serverEnv()` is the server's settings that use it for
 * `client`; `newIdentity` makes a fresh person the one the provider signs in next.
 */
export function useGoogleProvider(client: { clientId: string; clientSecret: string }) {
  let provider: TestOidcProvider | undefined;
  beforeAll(async () => {
    provider = await TestOidcProvider.start(client);
  });
  afterAll(() => provider?.close());
  const started = (): TestOidcProvider => {
    if (!provider) throw new Error('useGoogleProvider: the provider is not started yet (read it inside a hook or a test)');
    return provider;
  };
  return {
    get provider() {
      return started();
    },
    serverEnv: () => ({ GOOGLE_CLIENT_ID: client.clientId, GOOGLE_CLIENT_SECRET: client.clientSecret, GOOGLE_ISSUER: started().issuer }),
    newIdentity(emailPrefix: string, givenName: string, familyName: string): ProviderIdentity {
      const identity = { sub: crypto.randomBytes(10).toString('hex'), email: uniqueEmail(emailPrefix), givenName, familyName };
      started().identity = identity;
      return identity;
    },
  };
}

export interface GoogleSignInResult {
  /** The authorization request our server sent the browser to. */
  authorizationUrl: URL;
  /** Where the provider sent the browser back (our callback with code and state). */
  callbackUrl: URL;
  /** Our callback's answer. */
  callback: ApiResponse;
  /** The `tt_refresh` cookie the callback set, if any. */
  refreshCookie: string | null;
}

/**
 * The browser's cookie jar for Google sign-ins: the `tt_google` cookie each start set, by the
 * state it is bound to, sent back by `visit` when it follows that state's callback.
 */
const flowCookies = new Map<string, string>();

/** The `tt_google=...` pair an answer set, if any. */
export function googleFlowCookieOf(headers: Headers): string | null {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith('tt_google='));
  return line ? line.split(';')[0] : null;
}

/** `GET /api/auth/google` (with `query`, e.g. `?returnUrl=…`): answers the authorization URL it redirects to. */
export async function startGoogleSignIn(api: ApiClient, query = ''): Promise<URL> {
  const res = await api.get(`/api/auth/google${query}`);
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`GET /api/auth/google: ${res.status} ${JSON.stringify(res.body)}`);
  const url = new URL(location);
  const cookie = googleFlowCookieOf(res.headers);
  const state = url.searchParams.get('state');
  if (cookie && state) flowCookies.set(state, cookie);
  return url;
}

/** Visits the provider's authorization endpoint like a browser would; answers the redirect back. */
export async function authorizeAtProvider(authorizationUrl: URL): Promise<URL> {
  const res = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`provider /authorize: ${res.status} ${await res.text()}`);
  return new URL(location);
}

/**
 * Follows a redirect to our own server through the API client, as the browser that started
 * the flow (with its `tt_google` cookie), or as another browser (`foreign`: no cookie).
 */
export function visit(api: ApiClient, url: URL, options: { foreign?: boolean } = {}): Promise<ApiResponse> {
  const cookie = options.foreign ? undefined : flowCookies.get(url.searchParams.get('state') ?? '');
  return api.get(url.pathname + url.search, { headers: cookie ? { cookie } : {} });
}

/**
 * The whole browser round trip: start, provider, callback. `alter` may change the
 * authorization URL before the browser follows it (an attacker's substitutions).
 */
export async function signInWithGoogle(api: ApiClient, alter?: (url: URL) => void, startQuery = ''): Promise<GoogleSignInResult> {
  const authorizationUrl = await startGoogleSignIn(api, startQuery);
  alter?.(authorizationUrl);
  const callbackUrl = await authorizeAtProvider(authorizationUrl);
  const callback = await visit(api, callbackUrl);
  return { authorizationUrl, callbackUrl, callback, refreshCookie: refreshCookieOf(callback.headers) };
}
