import type { Knex } from 'knex';

export interface RateRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

export const RATE_RULES = {
  failedSignIn: { bucket: 'login-failed', limit: 10, windowMs: 15 * 60_000 },
  registration: { bucket: 'register', limit: 300, windowMs: 60 * 60_000 },
  joinRequest: { bucket: 'join', limit: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

function windowStart(rule: RateRule): Date {
  return new Date(Date.now() - rule.windowMs);
}

/** Counts attempts in the database, so every server instance sees the same numbers. */
export const rateLimit = {
  async count(db: Knex, rule: RateRule, key: string): Promise<number> {
    const row = await db('rate_limit_events')
      .where({ bucket: rule.bucket, key })
      .andWhere('created_at', '>', windowStart(rule))
      .count<{ count: number }[]>({ count: '*' })
      .first();
    return Number(row?.count ?? 0);
  },

  async exceeded(db: Knex, rule: RateRule, key: string): Promise<boolean> {
    return (await this.count(db, rule, key)) >= rule.limit;
  },

  async record(db: Knex, rule: RateRule, key: string): Promise<void> {
    await db('rate_limit_events').insert({ bucket: rule.bucket, key });
    // Keep the table small: forget this key's attempts that left the window.
    await db('rate_limit_events').where({ bucket: rule.bucket, key }).andWhere('created_at', '<=', windowStart(rule)).del();
  },

  async reset(db: Knex, rule: RateRule, key: string): Promise<void> {
    await db('rate_limit_events').where({ bucket: rule.bucket, key }).del();
  },
};
