import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Database } from '../../server/db/connect';
import { sendDueDigests } from '../../server/digest/daily-digest';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import { bulkUsers, seedTree } from '../support/seed';
import { hasPart } from '../support/machine-parts';
import { TestMailbox } from '../support/mailbox';
import { pollUntil } from '../support/poll';
import { connectionUrlOf, createPostgresTestDatabase } from '../support/test-database';

/**
 * The digest's once-a-day claim under a real race: two server instances (each its own
 * connection pool on one PostgreSQL database) check the same unclaimed day at the same moment.
 * A third connection holds the user's row locked until both checks wait on it, so both reach
 * the claim together every run; then exactly one of them may send.
 */

const postgres = hasPart('PostgreSQL (two instances race on one database)', process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set');

// 09:00 UTC: the digest's morning has begun for a user in UTC.
const NOW = new Date('2026-03-10T09:00:00Z');
const TODAY = '2026-03-10';

interface Instance {
  database: Database;
  mailer: Mailer;
}

describe.skipIf(!postgres)('the daily digest, two instances racing on an unclaimed day', () => {
  let database: Database;
  let mailbox: TestMailbox;
  const instances: Instance[] = [];

  beforeAll(async () => {
    [database, mailbox] = await Promise.all([createPostgresTestDatabase(), TestMailbox.start()]);
    const url = connectionUrlOf(database)!;
    for (let i = 0; i < 2; i++) {
      const log = { log: () => {}, error: (...args: unknown[]) => console.error(...args) };
      instances.push({ database: await connectPostgres(url, 2), mailer: createMailer({ smtpUrl: mailbox.smtpUrl, mailFrom: null, publicUrl: () => 'http://127.0.0.1:3000', log }) });
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map(({ database: db }) => db.close()));
    await mailbox?.close();
    await database?.close();
  });

  /** A verified user in UTC with the digest on and a bill date today in their tree. */
  async function dueUser(db: Knex): Promise<{ id: string; email: string }> {
    const [row] = bulkUsers(1, () => new Date(NOW.getTime() - 86_400_000));
    const email = `racer-${crypto.randomBytes(4).toString('hex')}@example.com`;
    await db('users').insert({ ...row, email, email_lower: email, email_verified: true, digest_enabled: true, time_zone: 'UTC' });
    const tree = await seedTree(db, row);
    await db('profiles').where({ id: tree.rootId }).update({ bill_date: TODAY });
    return { id: row.id, email };
  }

  /** How many of this database's sessions wait for a lock right now. */
  async function sessionsWaitingForLock(): Promise<number> {
    const { rows } = await database.knex.raw(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
    return rows[0].n;
  }

  it('sends exactly one mail, and the losing check answers 0', async () => {
    const user = await dueUser(database.knex);
    const lock = await database.knex.transaction();
    await lock('users').where({ id: user.id }).forUpdate().first('id');
    const checks = instances.map(({ database: db, mailer }) => sendDueDigests({ db: db.knex, mailer, publicUrl: () => 'http://127.0.0.1:3000' }, NOW));
    // Both checks stand at the claim, each held by the row lock: only then let them go.
    await pollUntil(sessionsWaitingForLock, (waiting) => waiting === 2, { timeoutMs: 30_000 });
    await lock.commit();

    expect((await Promise.all(checks)).sort()).toEqual([0, 1]);
    await Promise.all(instances.map(({ mailer }) => mailer.idle()));
    expect(mailbox.mailsTo(user.email).filter((mail) => /TeamTree week/.test(mail.subject))).toHaveLength(1);
    expect(await database.knex('users').where({ id: user.id }).first('digest_sent_on')).toEqual({ digest_sent_on: TODAY });
  });
});
