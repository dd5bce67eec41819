// Where a sign-in may lead back to: used by the app and by the server (a web Google sign-in keeps its returnUrl).

/** The one page under `/auth/` that needs a session, so sign-in may lead back to it. */
const AUTH_PAGES_TO_RETURN_TO = new Set(['/auth/verify-email']);

/**
 * A same-site path to go back to after sign-in, or `null`: only paths on this origin
 * (`/join/abc?x=1`), never `//host`, `/\host`, `javascript:` or another origin, and no page of
 * signing in or up (`/auth/...`) but the mail link that needs a session.
 */
export function safeReturnUrl(value: string | null | undefined, origin = 'http://app.invalid'): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== new URL(origin).origin) return null;
    if (url.pathname.startsWith('/auth/') && !AUTH_PAGES_TO_RETURN_TO.has(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where sign-in leads (issue 5): the server's `next`, else a same-site returnUrl, else /dashboard. */
export function afterSignIn(next: string | undefined, returnUrl: string | null): string {
  if (next && next.startsWith('/') && !next.startsWith('//')) return next;
  return safeReturnUrl(returnUrl) ?? '/dashboard';
}

/** `/auth/signin?returnUrl=...` for a path the user wanted. */
export function signInUrl(returnTo: string): string {
  const safe = safeReturnUrl(returnTo);
  return safe ? `/auth/signin?returnUrl=${encodeURIComponent(safe)}` : '/auth/signin';
}
