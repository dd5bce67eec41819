/**
 * Whether the main process may hand an address to the system browser: only well-formed
 * `https:` addresses without credentials.
 */
export function isTrustedUrl(raw: unknown): raw is string {
  if (typeof raw !== 'string' || raw.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !url.username && !url.password && url.hostname.length > 0;
}
