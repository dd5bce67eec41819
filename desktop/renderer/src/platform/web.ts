import { reach } from '../api/errors';
import { local } from '../session/browser-storage';
import type { HttpResult, Platform } from './platform';
import { sharedRefresh, webLocksTabLock } from './shared-refresh';

async function post(path: string, body: unknown, access?: string | null): Promise<HttpResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (access) headers.Authorization = `Bearer ${access}`;
  const response = await reach(() => fetch(`/api${path}`, { method: 'POST', credentials: 'include', headers, body: JSON.stringify(body) }));
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed };
}

/** The browser: the server sets and reads the `tt_refresh` cookie itself. */
export const webPlatform: Platform = {
  kind: 'web',
  serverUrl: '',
  login: (input) => post('/auth/login', input),
  loginSecondStep: (input) => post('/auth/login/2fa', input),
  register: (input) => post('/auth/register', input),
  refresh: sharedRefresh({ storage: local, lock: webLocksTabLock, refresh: () => post('/auth/refresh', {}) }),
  async logout(access) {
    await post('/auth/logout', {}, access).catch(() => undefined);
  },
  hasRefreshCredential: async () => null,
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  async googleSignIn(startUrl) {
    const response = await reach(() => fetch(startUrl, { credentials: 'include', redirect: 'manual' }));
    if (response.type !== 'opaqueredirect' && !response.ok) {
      return { status: response.status, body: await response.json().catch(() => ({ error: 'Google sign-in is not available' })) };
    }
    window.location.assign(startUrl);
    return null;
  },
  cancelGoogleSignIn: () => undefined,
  // Invite links open as ordinary pages on the web.
  onOpenRoute: () => () => undefined,
};
