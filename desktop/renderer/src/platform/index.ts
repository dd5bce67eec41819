import type { DesktopApi } from '../../../../shared/desktop-api';
import { desktopPlatform } from './desktop';
import type { Platform } from './platform';
import { webPlatform } from './web';

function detect(): Platform {
  const desktop = (globalThis as { teamtreeDesktop?: DesktopApi }).teamtreeDesktop;
  return desktop ? desktopPlatform(desktop) : webPlatform;
}

let current: Platform | null = null;

/** The host the renderer runs in: the desktop preload's API when present, else the web. */
export function platform(): Platform {
  current ??= detect();
  return current;
}

/** For tests of the renderer in desktop mode. */
export function setPlatform(next: Platform): void {
  current = next;
}
