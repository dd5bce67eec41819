import type { Platform } from '../../../desktop/renderer/src/platform/platform';
import type { KeyValueStore } from '../../../desktop/renderer/src/session/storage-keys';

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned JWT-shaped token with the given expiry (ms since epoch). */
export function fakeToken(expiresAtMs: number, sub = 'user-1', nonce = Math.random().toString(36).slice(2)): string {
  return `${base64url({ alg: 'none' })}.${base64url({ sub, exp: Math.floor(expiresAtMs / 1000), n: nonce })}.sig`;
}

/** A token as the server issues it: `iat` and `exp` (seconds) on the server's clock. */
export function serverToken(issuedAtMs: number, lifetimeMs: number, nonce = Math.random().toString(36).slice(2)): string {
  const iat = Math.floor(issuedAtMs / 1000);
  return `${base64url({ alg: 'none' })}.${base64url({ sub: 'user-1', iat, exp: iat + Math.floor(lifetimeMs / 1000), n: nonce })}.sig`;
}

/** A device clock the test moves by hand (ms). */
export function deviceClock(start: number) {
  let current = start;
  return { now: () => current, advance: (ms: number) => void (current += ms) };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A web host whose sign-in calls all fail and whose refresh is the given one. */
export function webHost(refresh: Platform['refresh']): Platform {
  return {
    kind: 'web',
    serverUrl: '',
    login: async () => ({ status: 500, body: null }),
    loginSecondStep: async () => ({ status: 500, body: null }),
    register: async () => ({ status: 500, body: null }),
    refresh,
    logout: async () => {},
    hasRefreshCredential: async () => null,
    openExternal: () => {},
    googleSignIn: async () => null,
    cancelGoogleSignIn: () => {},
    onOpenRoute: () => () => {},
  };
}
