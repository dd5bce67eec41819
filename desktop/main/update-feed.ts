/**
 * Where the desktop app's updates come from: one feed fixed when the app is built
 * (`MAIN_VITE_UPDATE_URL`), never the server the user chose. The API server's `/updates/`
 * (`UPDATES_DIR`) is only one place that can host that feed.
 */

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The build's update feed as electron-updater's generic provider wants it (ending in '/'), or
 * null (no auto-update) when unset or not a usable address: https, or http on the loopback
 * address only (a feed on the build machine), without credentials, query or fragment.
 */
export function buildUpdateFeed(raw: string | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!secure || url.username || url.password || url.search || url.hash) return null;
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  return url.href;
}

/** A file of the feed (`latest*.yml` names them relative to the feed; absolute names stay). */
export function feedFileUrl(feed: string, name: string): string {
  return new URL(name, feed).href;
}
