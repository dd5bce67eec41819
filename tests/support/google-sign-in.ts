import type { ApiClient, ApiResponse } from './http';
import { refreshCookieOf } from './accounts';

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

/** `GET /api/auth/google`: answers the authorization URL it redirects to. */
export async function startGoogleSignIn(api: ApiClient): Promise<URL> {
  const res = await api.get('/api/auth/google');
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`GET /api/auth/google: ${res.status} ${JSON.stringify(res.body)}`);
  return new URL(location);
}

/** Visits the provider's authorization endpoint like a browser would; answers the redirect back. */
export async function authorizeAtProvider(authorizationUrl: URL): Promise<URL> {
  const res = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`provider /authorize: ${res.status} ${await res.text()}`);
  return new URL(location);
}

/** Follows a redirect to our own server through the API client (same origin, no cookie jar). */
export function visit(api: ApiClient, url: URL): Promise<ApiResponse> {
  return api.get(url.pathname + url.search);
}

/**
 * The whole browser round trip: start, provider, callback. `alter` may change the
 * authorization URL before the browser follows it (an attacker's substitutions).
 */
export async function signInWithGoogle(api: ApiClient, alter?: (url: URL) => void): Promise<GoogleSignInResult> {
  const authorizationUrl = await startGoogleSignIn(api);
  alter?.(authorizationUrl);
  const callbackUrl = await authorizeAtProvider(authorizationUrl);
  const callback = await visit(api, callbackUrl);
  return { authorizationUrl, callbackUrl, callback, refreshCookie: refreshCookieOf(callback.headers) };
}
