import crypto from 'node:crypto';
import type { ApiClient } from './http';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  access: string;
  /** The raw `tt_refresh` cookie value set at registration. */
  refreshCookie: string | null;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
}

/** The password every test user gets unless a test says otherwise. */
export const PASSWORD = 'correct horse battery';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    gender: 'Female',
    firstName: 'Erika',
    lastName: 'Muster',
    email: uniqueEmail(),
    phone: '+49 15112345678',
    password: PASSWORD,
    password2: PASSWORD,
    countryCode: '+49',
    company: 'Acme Network',
    country: 'Germany',
    stay: true,
    source: 'Event',
    ...overrides,
  };
}

export function refreshCookieOf(headers: Headers): string | null {
  for (const cookie of headers.getSetCookie()) {
    const match = /^tt_refresh=([^;]*)/.exec(cookie);
    if (match) return match[1] || null;
  }
  return null;
}

/** Registers a new user through the API and answers their credentials. */
export async function registerUser(api: ApiClient, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const input = registration(overrides);
  const res = await api.post('/api/auth/register', input);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const me = await api.get('/api/auth/me', { token: res.body.access });
  return {
    id: me.body.id,
    email: input.email as string,
    password: input.password as string,
    firstName: input.firstName as string,
    lastName: input.lastName as string,
    access: res.body.access,
    refreshCookie: refreshCookieOf(res.headers),
  };
}

/** A new access token for `user` (signing in again): for tests whose server gives tokens a short life. */
export async function freshAccess(api: ApiClient, user: TestUser): Promise<string> {
  const res = await api.post('/api/auth/login', { email: user.email, password: user.password, stay: false });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access;
}
