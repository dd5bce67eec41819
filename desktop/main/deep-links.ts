import type { DeepLink } from '../../shared/desktop-api';

export const PROTOCOL = 'teamtree';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

/**
 * Reads a `teamtree://` address against the allowlist: only `teamtree://join/{token}` is
 * known. Anything else (other schemes, hosts, extra path parts, odd tokens) gives `null`.
 */
export function parseDeepLink(raw: string): DeepLink | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${PROTOCOL}:` || url.username || url.password || url.port) return null;
  // teamtree://join/TOKEN parses as host "join" and path "/TOKEN".
  const parts = [url.hostname, ...url.pathname.split('/')].filter(Boolean);
  if (parts.length !== 2 || parts[0] !== 'join') return null;
  const token = decodeURIComponentSafe(parts[1]);
  return token && TOKEN_PATTERN.test(token) ? { kind: 'join', token } : null;
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The first valid deep link among command-line arguments (Windows and Linux pass it there). */
export function deepLinkFromArgv(argv: readonly string[]): DeepLink | null {
  for (const arg of argv) {
    if (!arg.startsWith(`${PROTOCOL}:`)) continue;
    const link = parseDeepLink(arg);
    if (link) return link;
  }
  return null;
}
