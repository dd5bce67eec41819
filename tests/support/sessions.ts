import { decodeJwt } from 'jose';
import type { Knex } from 'knex';
import type { ApiClient, ApiResponse } from './http';

/** The header desktop clients send on register, login, refresh and logout. */
export const DESKTOP = { 'X-TeamTree-Client': 'desktop' } as const;

/** A `Cookie` header carrying a refresh credential, the way a browser sends it back. */
export function withRefreshCookie(credential: string): Record<string, string> {
  return { cookie: `tt_refresh=${credential}` };
}

/** The raw `Set-Cookie` line for `tt_refresh`, or null when the answer sets none. */
export function refreshSetCookie(headers: Headers): string | null {
  return headers.getSetCookie().find((line) => line.startsWith('tt_refresh=')) ?? null;
}

/** A Set-Cookie line's attributes, names lower-cased (`httponly` -> true, `path` -> "/api/auth"). */
export function cookieAttributes(line: string): Map<string, string | true> {
  const [, ...parts] = line.split(';').map((part) => part.trim());
  return new Map(
    parts.filter(Boolean).map((part): [string, string | true] => {
      const eq = part.indexOf('=');
      return eq < 0 ? [part.toLowerCase(), true] : [part.slice(0, eq).toLowerCase(), part.slice(eq + 1)];
    }),
  );
}

export interface AccessClaims {
  sub: string;
  exp: number;
  iat?: number;
  /** The refresh family (session) the token belongs to. */
  sid?: string;
}

/** The payload of an access token (not verified: the server does that). */
export function accessClaims(token: string): AccessClaims {
  return decodeJwt(token) as unknown as AccessClaims;
}

export function refreshWithCookie(api: ApiClient, credential: string): Promise<ApiResponse> {
  return api.post('/api/auth/refresh', {}, { headers: withRefreshCookie(credential) });
}

export function login(api: ApiClient, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<ApiResponse> {
  return api.post('/api/auth/login', body, { headers });
}

/** Rows of a table matching a filter, read straight from the test server's database. */
export async function countRows(db: Knex, table: string, where: Record<string, unknown> = {}): Promise<number> {
  const row = await db(table).where(where).count<{ count: number }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}
