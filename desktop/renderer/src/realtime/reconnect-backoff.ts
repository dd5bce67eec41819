import { RECONNECT } from '@shared/schemas/realtime';

/**
 * When to try again after the spec's first burst of reconnection attempts (5 or 3, 1 s apart)
 * has failed: growing by 15 % each time from the burst's 1 s, capped at 30 s (reached after
 * about three and a half minutes), spread by up to ±20 % so that many clients of one server do
 * not all come back in the same instant. The gentle growth keeps the attempts at most about 3 s
 * apart through the first 20 s of an outage, the time a server restart takes, so a page is live
 * again within a few seconds of the server's return: growing by half, the gaps were 5-8 s by
 * then; by a quarter, 3-4.5 s, and with the spread the last of 20 pages came back 5-6 s after
 * the server in some runs. A failed attempt costs the server nothing, and the spread arrivals
 * are what it has to serve. When either of the page's two sockets gets through, the other tries
 * at once (socket.ts).
 */

export const BACKOFF_MAX_MS = 30_000;
const GROWTH = 1.15;
const SPREAD = 0.2;

/** The delay before retry `n` (0 = the first after the burst); `random` in [0, 1). */
export function reconnectDelay(n: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, RECONNECT.delayMs * GROWTH ** (n + 1));
  return Math.min(BACKOFF_MAX_MS, Math.round(base * (1 - SPREAD + 2 * SPREAD * random())));
}
