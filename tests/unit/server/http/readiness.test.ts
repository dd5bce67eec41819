import type { Knex } from 'knex';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_READY, READY_CACHE_MS, READY_QUERY_TIMEOUT_MS, Readiness } from '../../../../server/http/readiness';

/** A database whose `select 1` answers as told, counting the queries. */
function database(answer: () => Promise<unknown>) {
  const db = { queries: 0, raw: () => (db.queries++, answer()) };
  return db;
}

afterEach(() => vi.useRealTimers());

describe('Readiness', () => {
  it('is ready while the database answers and realtime listens', async () => {
    expect(await new Readiness(database(async () => 1) as unknown as Knex, () => true).check()).toBeNull();
  });

  it('says why not: the database refuses, realtime does not listen', async () => {
    const refused = database(() => Promise.reject(new Error('connect ECONNREFUSED')));
    expect(await new Readiness(refused as unknown as Knex, () => true).check()).toBe(NOT_READY.database);
    expect(await new Readiness(database(async () => 1) as unknown as Knex, () => false).check()).toBe(NOT_READY.realtime);
  });

  it('counts a database that does not answer within the timeout as down', async () => {
    vi.useFakeTimers();
    const readiness = new Readiness(database(() => new Promise(() => {})) as unknown as Knex, () => true);
    const check = readiness.check();
    await vi.advanceTimersByTimeAsync(READY_QUERY_TIMEOUT_MS);
    expect(await check).toBe(NOT_READY.database);
  });

  it("reuses the database's answer for a while, then asks again", async () => {
    let now = 0;
    const db = database(async () => 1);
    const readiness = new Readiness(db as unknown as Knex, () => true, () => now);
    await readiness.check();
    now += READY_CACHE_MS - 1;
    await readiness.check();
    expect(db.queries).toBe(1);
    now += 1;
    await readiness.check();
    expect(db.queries).toBe(2);
  });

  it('once drained, is never ready again, whatever the database says', async () => {
    const readiness = new Readiness(database(async () => 1) as unknown as Knex, () => true);
    readiness.drain();
    expect(await readiness.check()).toBe(NOT_READY.draining);
  });
});
