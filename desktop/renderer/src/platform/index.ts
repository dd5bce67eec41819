import type { Platform } from './platform';
import { webPlatform } from './web';

let current: Platform = webPlatform;

/** The host the renderer runs in; the desktop entry point swaps in its own before rendering. */
export function platform(): Platform {
  return current;
}

export function setPlatform(next: Platform): void {
  current = next;
}
