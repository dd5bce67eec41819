import type { Knex } from 'knex';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/errors';
import { databaseLimiter, purgeExpiredLimits } from './rate-limit-store';

/** At most `limit` attempts per `windowMs` for one key (a fixed window from the first attempt). */
export interface RateRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

export const RATE_RULES = {
  /** Failed sign-ins per email (a success resets it). */
  failedSignIn: { bucket: 'login-failed', limit: 10, windowMs: 15 * 60_000 },
  /** Failed sign-ins per client address, across all emails (password spraying). */
  failedSignInPerAddress: { bucket: 'login-failed-address', limit: 100, windowMs: 15 * 60_000 },
  /** Registration requests per client address, valid or not. */
  registration: { bucket: 'register', limit: 300, windowMs: 60 * 60_000 },
  /** Join attempts per user, whatever they answer (share tokens cannot be guessed in bulk). */
  joinRequest: { bucket: 'join', limit: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

const limiterOf = (db: Knex, rule: RateRule) => databaseLimiter(db, rule.bucket, rule.limit, Math.ceil(rule.windowMs / 1000));

/**
 * Counters in the database (rate-limiter-flexible's PostgreSQL store): one atomic upsert per
 * attempt, so every instance counts the same attempts and no number of parallel requests gets
 * past a limit.
 */
export const rateLimit = {
  /** Counts one attempt; `false` when it is over the limit (the attempt must be refused). */
  async take(db: Knex, rule: RateRule, key: string): Promise<boolean> {
    await purgeExpiredLimits(db);
    try {
      await limiterOf(db, rule).consume(key);
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) return false;
      throw err;
    }
  },

  /** Gives back one attempt counted by `take` (it turned out not to count, e.g. a successful sign-in). */
  async refund(db: Knex, rule: RateRule, key: string): Promise<void> {
    await limiterOf(db, rule).reward(key, 1);
  },

  /** Forgets every attempt of the key. */
  async reset(db: Knex, rule: RateRule, key: string): Promise<void> {
    await limiterOf(db, rule).delete(key);
  },
};

/** Counts one attempt and refuses it with 429 `{error: message}` when it is over the rule's limit. */
export async function enforceRateLimit(db: Knex, rule: RateRule, key: string, message?: string): Promise<void> {
  if (!(await rateLimit.take(db, rule, key))) throw tooManyRequests(message);
}
