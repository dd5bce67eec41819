import { socketOriginOf } from '../../shared/domain/server-address';

/**
 * The desktop page's Content-Security-Policy: scripts and styles only from the app itself,
 * connections only to the configured server (its https and wss origins; http/ws for a server
 * on this computer), no plugins, no `<base>`, no framing, no form posts elsewhere.
 */
export function desktopContentSecurityPolicy(serverUrl: string | null): string {
  const connect = serverUrl ? `${new URL(serverUrl).origin} ${socketOriginOf(serverUrl)}` : "'none'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** Web permissions the app may use: notifications only (camera, location, clipboard reads... never). */
export function isPermissionGranted(permission: string): boolean {
  return permission === 'notifications';
}
