import type { DesktopApi, DesktopServerInfo } from '@shared/desktop-api';
import { desktopPlatform } from './desktop';
import type { Platform } from './platform';
import { webPlatform } from './web';

/** The preload's API in the desktop app; `null` in a browser. */
export function desktopHost(): DesktopApi | null {
  return (globalThis as { teamtreeDesktop?: DesktopApi }).teamtreeDesktop ?? null;
}

let current: Platform | null = null;
let server: DesktopServerInfo | null = null;

/**
 * Asks the host what it needs to know before the app renders: on the desktop, the server the
 * user chose (none yet on a first start). The web needs nothing.
 */
export async function initPlatform(): Promise<void> {
  const desktop = desktopHost();
  if (!desktop) {
    current = webPlatform;
    return;
  }
  server = await desktop.server.current();
  current = desktopPlatform(desktop, server.url ?? '');
}

/** The host the renderer runs in: the desktop preload's API when present, else the web. */
export function platform(): Platform {
  current ??= desktopHost() ? desktopPlatform(desktopHost()!, server?.url ?? '') : webPlatform;
  return current;
}

/** The desktop app's server choice (`null` on the web). */
export function desktopServer(): DesktopServerInfo | null {
  return server;
}
