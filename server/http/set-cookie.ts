import type Koa from 'koa';

export interface CookieOptions {
  path: string;
  sameSite: 'Strict' | 'Lax';
  /** Left out: a session cookie. 0 deletes it. */
  maxAgeSeconds?: number;
  secure: boolean;
}

/** An HttpOnly cookie's Set-Cookie line (written by hand: `Secure` must follow PUBLIC_URL, not this hop's scheme). */
function serialize(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, 'HttpOnly', `SameSite=${options.sameSite}`];
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${options.maxAgeSeconds}`);
    parts.push(`Expires=${new Date(Date.now() + options.maxAgeSeconds * 1000).toUTCString()}`);
  }
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Adds (or replaces) one cookie in the answer's Set-Cookie list. */
export function setHttpOnlyCookie(ctx: Koa.Context, name: string, value: string, options: CookieOptions): void {
  const existing = ctx.response.get('Set-Cookie') as unknown as string[] | string | undefined;
  const list = Array.isArray(existing) ? existing : existing ? [existing] : [];
  ctx.set('Set-Cookie', [...list.filter((line) => !line.startsWith(`${name}=`)), serialize(name, value, options)]);
}
