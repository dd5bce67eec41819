import type { Knex } from 'knex';
import { tooManyRequests } from '../http/errors';
import { RATE_RULES, rateLimit } from './rate-limit';

export const SIGNIN_LOCKED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const ADDRESS_LOCKED = 'Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.';

/**
 * Runs one password sign-in under its limits: 10 failures per email and 100 per client
 * address within 15 minutes. The attempt is counted before the password is checked (one
 * atomic upsert each), so parallel attempts cannot slip past a limit; a success resets the
 * email's count and gives the address its attempt back. `attempt` answers the user, or `null`
 * for a wrong email or password.
 */
export async function limitedSignIn<T>(db: Knex, keys: { email: string; address: string }, attempt: () => Promise<T | null>): Promise<T | null> {
  if (!(await rateLimit.take(db, RATE_RULES.failedSignInPerAddress, keys.address))) throw tooManyRequests(ADDRESS_LOCKED);
  if (!(await rateLimit.take(db, RATE_RULES.failedSignIn, keys.email))) {
    // Refused for the email's sake: not a failure of this address.
    await rateLimit.refund(db, RATE_RULES.failedSignInPerAddress, keys.address);
    throw tooManyRequests(SIGNIN_LOCKED);
  }
  const user = await attempt();
  if (user) {
    await rateLimit.reset(db, RATE_RULES.failedSignIn, keys.email);
    await rateLimit.refund(db, RATE_RULES.failedSignInPerAddress, keys.address);
  }
  return user;
}
