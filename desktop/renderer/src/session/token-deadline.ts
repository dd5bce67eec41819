import { tokenTimes } from './token';

/**
 * When this device stops using an access token, on the device's own clock.
 *
 * The token's `exp` is on the server's clock, and a device clock can be minutes or years off
 * it: comparing the two either refreshes on every request (device ahead) or sends expired
 * tokens (device behind). So the deadline is the token's lifetime (`exp − iat`, both on the
 * server's clock, so their difference is skew-free) measured from the moment the device
 * received it, minus a margin for the answer's trip and the claims' whole seconds (a token
 * issued at 10.9 s carries `iat` 10). Only differences of the device clock are used, so its
 * offset from the server does not matter.
 */

/** Stops using a token this long before its lifetime runs out (half of a very short lifetime). */
export const EXPIRY_MARGIN_MS = 5_000;
const marginFor = (lifetime: number): number => Math.min(EXPIRY_MARGIN_MS, lifetime / 2);
/** API.md: an access token lives 15 minutes or less (the lifetime of a token without `iat`). */
export const MAX_ACCESS_LIFETIME_MS = 15 * 60_000;

function lifetimeOf(token: string): number | null {
  const times = tokenTimes(token);
  if (!times || times.expiresAt === null) return null;
  if (times.issuedAt === null) return MAX_ACCESS_LIFETIME_MS;
  return Math.max(0, times.expiresAt - times.issuedAt);
}

/** The deadline (device clock, ms) of a token received at `receivedAt` (device clock); `null` for a token without `exp`. */
export function deadlineFromReceipt(token: string, receivedAt: number): number | null {
  const lifetime = lifetimeOf(token);
  return lifetime === null ? null : receivedAt + lifetime - marginFor(lifetime);
}

/**
 * The deadline of a stored token whose receipt this device never recorded (stored by an older
 * version or by hand). Its age is unknown, so it gets at most one lifetime from now and, as
 * the spec's start-up rule says, nothing past its `exp`: the one place `exp` meets the device
 * clock, and only for such a token. A wrong guess costs one 401 and one refresh, never a loop:
 * the refreshed token carries its receipt.
 */
export function deadlineWithoutReceipt(token: string, now: number): number | null {
  const times = tokenTimes(token);
  const lifetime = lifetimeOf(token);
  if (!times || times.expiresAt === null || lifetime === null) return null;
  return Math.min(times.expiresAt, now + lifetime);
}
