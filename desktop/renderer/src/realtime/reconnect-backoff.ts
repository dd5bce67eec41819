import { RECONNECT } from '@shared/schemas/realtime';

/**
 * When to try again after the spec's first burst of reconnection attempts (5 or 3, 1 s apart)
 * has failed: growing by half each time from the burst's 1 s, capped at 30 s, spread by up to
 * ±20 % so that many clients of one server do not all come back in the same instant.
 */

export const BACKOFF_MAX_MS = 30_000;
const GROWTH = 1.5;
const SPREAD = 0.2;

/** The delay before retry `n` (0 = the first after the burst); `random` in [0, 1). */
export function reconnectDelay(n: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, RECONNECT.delayMs * GROWTH ** (n + 1));
  return Math.min(BACKOFF_MAX_MS, Math.round(base * (1 - SPREAD + 2 * SPREAD * random())));
}
