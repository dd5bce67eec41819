// Where a sign-in may lead back to: the one decision, used by the app and by the server (a web
// Google sign-in keeps its returnUrl).

/** The page a sign-in leads to when it names no (acceptable) page of its own. */
export const HOME_PATH = '/dashboard';

/** The one page under `/auth/` that needs a session, so sign-in may lead back to it. */
const AUTH_PAGES_TO_RETURN_TO = new Set(['/auth/verify-email']);

/** Any origin of our own: only the path, query and fragment of the answer are kept. */
const OWN_ORIGIN = 'https://app.invalid';

/** Control characters, spaces and every other whitespace: browsers drop or skip some of them (`\t//host` is `//host`). */
function hasInvisible(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/u.test(character)) return true;
  }
  return false;
}

/** `%252F` is `%2F` once a proxy or router has decoded it once: decode until nothing changes, a few rounds at most. */
const DECODE_ROUNDS = 4;

/**
 * The path as anything on the way may come to read it: percent-decoded until it no longer changes
 * and `\` read as `/` (browsers do so for http(s)); `null` when it cannot be decoded.
 */
function readablePath(path: string): string | null {
  let current = path;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return decoded.replaceAll('\\', '/');
    current = decoded;
  }
  return null;
}

/**
 * Whether a decoded path can only mean a page of this site: it starts with one `/`, has no empty
 * segment (`//`, which a browser reads as a host once dot segments are resolved), no `.` or `..`
 * segment (the app never builds one; resolving them is what turned `/a/..//host` into `//host`)
 * and nothing invisible.
 */
function isPlainPath(path: string): boolean {
  if (!path.startsWith('/') || hasInvisible(path)) return false;
  const segments = path.slice(1).split('/');
  return segments.every((segment, index) => segment !== '.' && segment !== '..' && (segment !== '' || index === segments.length - 1));
}

/** Where the path of `value` ends (its query or fragment starts). */
function pathEnd(value: string): number {
  const end = value.search(/[?#]/);
  return end === -1 ? value.length : end;
}

/**
 * A path of this site to lead to, as `/path?query#hash`, or `null`: decided on the path as a browser
 * would normalise it, so `//host`, `/\host`, `/%2F%2Fhost`, `/.//host`, `/a/..//host`, `\t//host`,
 * `https://host` and `javascript:` are all refused. Pages of signing in or up are not excluded here.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  // Only an absolute path: a relative one (`%2f`, `evil.example`) is read against where the browser is.
  if (!value || !value.startsWith('/') || hasInvisible(value) || !hasPlainPath(value)) return null;
  let url: URL;
  try {
    url = new URL(value, OWN_ORIGIN);
  } catch {
    return null;
  }
  const kept = `${url.pathname}${url.search}${url.hash}`;
  // What the URL parser made of it must pass the same checks (it does, given the ones above).
  return url.origin === OWN_ORIGIN && hasPlainPath(kept) ? kept : null;
}

/** Whether the path part of `value` (before `?` or `#`), read as anything on the way may read it, is plain. */
function hasPlainPath(value: string): boolean {
  const path = readablePath(value.slice(0, pathEnd(value)));
  return path !== null && isPlainPath(path);
}

/**
 * A same-site path to go back to after sign-in, or `null`: only paths on this site
 * (`/join/abc?x=1`, see `sameSitePath`), and no page of signing in or up (`/auth/...`) but the
 * mail link that needs a session.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  const kept = sameSitePath(value);
  if (kept === null) return null;
  const page = readablePath(kept.slice(0, pathEnd(kept)))?.toLowerCase() ?? '';
  if ((page === '/auth' || page.startsWith('/auth/')) && !AUTH_PAGES_TO_RETURN_TO.has(page)) return null;
  return kept;
}

/** Where sign-in leads (issue 5): the server's `next`, else a same-site returnUrl, else /dashboard. */
export function afterSignIn(next: string | null | undefined, returnUrl: string | null | undefined): string {
  return sameSitePath(next) ?? safeReturnUrl(returnUrl) ?? HOME_PATH;
}

/** `/auth/signin?returnUrl=...` for a path the user wanted. */
export function signInUrl(returnTo: string): string {
  const safe = safeReturnUrl(returnTo);
  return safe ? `/auth/signin?returnUrl=${encodeURIComponent(safe)}` : '/auth/signin';
}
