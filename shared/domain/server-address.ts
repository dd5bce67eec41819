/**
 * The address of a TeamTree server as the desktop app keeps it: an origin (scheme, host and
 * port), https everywhere except on this computer (localhost, 127.0.0.1, [::1]).
 */
export type ServerAddressCheck = { ok: true; url: string } | { ok: false; error: string };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const SERVER_ADDRESS_MESSAGES = {
  empty: "Enter your TeamTree server's address, for example https://teamtree.example.com",
  invalid: 'This is not a web address. Enter one like https://teamtree.example.com',
  https: 'Use an https:// address (http:// is allowed only for a server on this computer)',
  unreachable: 'No TeamTree server answers at this address. Check it and your connection.',
  notTeamTree: 'The server at this address is not a TeamTree server.',
} as const;

/** Reads what a user typed: a bare host gets https://; paths, queries and credentials are refused or dropped. */
export function normalizeServerAddress(input: string): ServerAddressCheck {
  const typed = input.trim();
  if (!typed) return { ok: false, error: SERVER_ADDRESS_MESSAGES.empty };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, error: SERVER_ADDRESS_MESSAGES.invalid };
  }
  if (url.username || url.password || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return { ok: false, error: SERVER_ADDRESS_MESSAGES.invalid };
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) return { ok: false, error: SERVER_ADDRESS_MESSAGES.https };
  return { ok: true, url: url.origin };
}

/** The WebSocket origin that belongs to a server origin (`https:` -> `wss:`). */
export function socketOriginOf(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}
