import { beforeAll, describe, expect, it } from 'vitest';
import { digestAnswer } from '../../shared/schemas/digest';
import { todayIn } from '../../shared/domain/calendar-date';
import { sendDueDigests } from '../../server/digest/daily-digest';
import { registerUser, type TestUser } from '../support/accounts';
import { useMailServer } from './mail-fixtures';
import { addMember, createTree, expectError } from './trees-fixtures';
import { zoneWhereHourIs } from '../support/time-zones';

/**
 * The daily email digest (issue 14, item 4): turned on per user with their time zone, sent from
 * 08:00 on their own clock once a day, counts only. The check runs with a given instant.
 */
const mail = useMailServer();
const { api } = mail;
const db = () => mail.backend.server.context.db;
const app = () => mail.backend.server.context;

// 18:30 UTC on 31 January: 08:30 on 31 January in Honolulu (UTC-10), 08:30 on 1 February on Kiritimati (UTC+14).
const MORNING = new Date('2026-01-31T18:30:00Z');

/** The digests (not the verification mail) a user got. */
const digestsTo = (address: string) => mail.mailbox.mailsTo(address).filter((m) => /TeamTree week/.test(m.subject));
const BEFORE_EIGHT = new Date('2026-01-31T17:30:00Z');

async function digestUser(zone: string, billDates: string[], options: { verified?: boolean; birthday?: string } = {}): Promise<TestUser> {
  const user = await registerUser(api);
  await db()('users').where({ id: user.id }).update({ email_verified: options.verified ?? true });
  const treeId = await createTree(api, user.access, { billDate: billDates[0], birthday: options.birthday ?? null });
  const root = await db()('profiles').where({ teamtree_id: treeId }).first('id');
  for (const billDate of billDates.slice(1)) {
    const res = await api.post('/api/teamtree/profile', { teamtreeId: treeId, parentId: root.id, name: 'Partner', billDate }, { token: user.access });
    expect(res.status).toBe(201);
  }
  // Turned on in the database: the route would also check at the real time (tested below).
  await db()('users').where({ id: user.id }).update({ digest_enabled: true, time_zone: zone });
  return user;
}

describe('/api/user/digest', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await registerUser(api);
  });

  it('is off with no time zone at first, and keeps what the user turns on', async () => {
    const first = await api.get('/api/user/digest', { token: user.access });
    expect(first).toMatchObject({ status: 200, body: { digest: { enabled: false, timeZone: null } } });
    const saved = await api.put('/api/user/digest', { enabled: true, timeZone: 'Pacific/Honolulu' }, { token: user.access });
    expect(saved).toMatchObject({ status: 200, body: { digest: { enabled: true, timeZone: 'Pacific/Honolulu' } } });
    const read = await api.get('/api/user/digest', { token: user.access });
    expect(digestAnswer.parse(read.body)).toEqual({ digest: { enabled: true, timeZone: 'Pacific/Honolulu' } });
  });

  it('refuses bad input with 400 and keeps what was stored', async () => {
    const bad = [{ enabled: 'yes', timeZone: 'UTC' }, { enabled: true, timeZone: 'Mars/Base' }, { enabled: true, timeZone: 5 }, { enabled: true }, { timeZone: 'UTC' }, { enabled: true, timeZone: 'x'.repeat(100) }, {}, [], null];
    for (const body of bad) expectError(await api.put('/api/user/digest', body, { token: user.access }), 400);
    expect((await api.get('/api/user/digest', { token: user.access })).body).toEqual({ digest: { enabled: true, timeZone: 'Pacific/Honolulu' } });
  });

  it('answers 401 without a token', async () => {
    expectError(await api.get('/api/user/digest'), 401);
    expectError(await api.put('/api/user/digest', { enabled: true, timeZone: 'UTC' }), 401);
  });
});

describe('sending the daily digest', () => {
  it("goes out from 08:00 on each user's own clock, counting what is due in the next 7 days, once a day", async () => {
    // Honolulu: the root's bill date is today (31 January), a partner's in 3 days, and the root's birthday in 3 days.
    const honolulu = await digestUser('Pacific/Honolulu', ['2026-01-31', '2026-02-03'], { birthday: '1990-02-03' });
    // Kiritimati: it is 1 February there, so 31 January has passed; 1 February is today.
    const kiritimati = await digestUser('Pacific/Kiritimati', ['2026-01-31', '2026-02-01']);
    const unverified = await digestUser('Pacific/Honolulu', ['2026-01-31'], { verified: false });

    expect(await sendDueDigests(app(), BEFORE_EIGHT)).toBe(0);
    expect(await sendDueDigests(app(), MORNING)).toBe(2);

    const toHonolulu = await mail.mailbox.nextMail(honolulu.email, /TeamTree week/, { nth: 1 });
    expect(toHonolulu.subject).toBe('Your TeamTree week: 3 dates ahead');
    expect(toHonolulu.text).toContain('Due today and in the next 7 days in your TeamTrees: 2 bill dates and 1 birthday.');
    expect(toHonolulu.text).toContain('Today: 1 bill date.');
    expect(toHonolulu.text).toContain(`${mail.backend.url}/dashboard`);
    const toKiritimati = await mail.mailbox.nextMail(kiritimati.email, /TeamTree week/, { nth: 1 });
    expect(toKiritimati.subject).toBe('Your TeamTree week: 1 date ahead');
    expect(toKiritimati.text).toContain('Today: 1 bill date.');

    // Once a day, even when several instances check at the same moment.
    expect(await Promise.all([sendDueDigests(app(), MORNING), sendDueDigests(app(), MORNING)])).toEqual([0, 0]);
    await app().mailer.idle();
    expect(digestsTo(honolulu.email)).toHaveLength(1);
    expect(digestsTo(unverified.email)).toHaveLength(0);

    // The next morning in Honolulu: 1 February, with the 3 February dates still ahead.
    expect(await sendDueDigests(app(), new Date('2026-02-01T18:30:00Z'))).toBeGreaterThanOrEqual(1);
    const next = await mail.mailbox.nextMail(honolulu.email, /TeamTree week/, { nth: 2 });
    expect(next.text).toContain('Nothing falls on today itself.');
  });

  it('counts open reminders by the due date stored with them, and not done or undated ones', async () => {
    const user = await digestUser('Pacific/Honolulu', ['2026-06-30']);
    const treeId = (await db()('profiles').join('memberships', 'memberships.teamtree_id', 'profiles.teamtree_id').where('memberships.user_id', user.id).first('profiles.teamtree_id as id')).id;
    const root = await db()('profiles').where({ teamtree_id: treeId }).first('id');
    const reminders = [
      { text: 'Call today', dueDate: '2026-01-31', dueTime: '09:30' },
      { text: 'Visit', dueDate: '2026-02-04' },
      { text: 'Done already', done: true, dueDate: '2026-01-31' },
      { text: 'Some day' },
    ];
    const res = await api.put('/api/teamtree/profile', { id: root.id, reminders }, { token: user.access });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await sendDueDigests(app(), MORNING)).toBeGreaterThanOrEqual(1);
    const digest = await mail.mailbox.nextMail(user.email, /TeamTree week/, { nth: 1 });
    expect(digest.text).toContain('Due today and in the next 7 days in your TeamTrees: 2 reminders.');
    expect(digest.text).toContain('Today: 1 reminder.');
  });

  it("counts no birthdays or reminders a tree hides from its READ members in a READ member's digest (docs/privacy.md)", async () => {
    const owner = await digestUser('Pacific/Honolulu', ['2026-01-31'], { birthday: '1990-02-03' });
    const treeId = (await db()('memberships').where({ user_id: owner.id }).first('teamtree_id')).teamtree_id;
    const root = await db()('profiles').where({ teamtree_id: treeId }).first('id');
    expect((await api.put('/api/teamtree/profile', { id: root.id, reminders: [{ text: 'Call', dueDate: '2026-02-01' }] }, { token: owner.access })).status).toBe(200);
    expect((await api.put('/api/teamtree/privacy', { teamtreeId: treeId, hideFromRead: ['birthday', 'reminders'] }, { token: owner.access })).status).toBe(200);
    const [reader, editor] = [await registerUser(api), await registerUser(api)];
    for (const [member, permission] of [[reader, 'READ'], [editor, 'EDIT']] as const) {
      await addMember(db(), treeId, member.id, permission);
      await db()('users').where({ id: member.id }).update({ email_verified: true, digest_enabled: true, time_zone: 'Pacific/Honolulu' });
    }
    expect(await sendDueDigests(app(), MORNING)).toBeGreaterThanOrEqual(3);
    const toReader = await mail.mailbox.nextMail(reader.email, /TeamTree week/, { nth: 1 });
    expect(toReader.text).toContain('Due today and in the next 7 days in your TeamTrees: 1 bill date.');
    const toEditor = await mail.mailbox.nextMail(editor.email, /TeamTree week/, { nth: 1 });
    expect(toEditor.text).toContain('1 birthday');
    expect(toEditor.text).toContain('1 reminder');
  });

  it("counts the user's open tasks due today or overdue, in any of their trees, and sends a digest for tasks alone", async () => {
    // Honolulu: it is 31 January there at MORNING.
    const user = await digestUser('Pacific/Honolulu', ['2026-06-30']);
    const treeId = (await db()('memberships').where({ user_id: user.id }).first('teamtree_id')).teamtree_id as string;
    const task = async (due: string, done = false) => {
      const res = await api.post('/api/teamtree/task', { teamtreeId: treeId, title: 'Call back', due }, { token: user.access });
      expect(res.status).toBe(201);
      if (done) expect((await api.put('/api/teamtree/task', { id: res.body.task.id, version: 1, done: true }, { token: user.access })).status).toBe(200);
    };
    await task('2026-01-29');
    await task('2026-01-31');
    await task('2026-01-31', true);
    await task('2026-02-01');
    expect(await sendDueDigests(app(), MORNING, user.id)).toBe(1);
    const digest = await mail.mailbox.nextMail(user.email, /TeamTree day/, { nth: 1 });
    expect(digest.subject).toBe('Your TeamTree day: 2 tasks due');
    expect(digest.text).toContain('2 of your open tasks are due today or overdue; Today lists them.');
    expect(digest.text).not.toContain('Call back');
  });

  it('sends nothing to a user who turned it off, or who has nothing due', async () => {
    const off = await digestUser('UTC', ['2026-01-31']);
    expect((await api.put('/api/user/digest', { enabled: false, timeZone: 'UTC' }, { token: off.access })).status).toBe(200);
    const idle = await digestUser('UTC', ['2026-06-30']);
    await sendDueDigests(app(), new Date('2026-01-31T09:00:00Z'));
    await app().mailer.idle();
    expect(digestsTo(off.email)).toHaveLength(0);
    expect(digestsTo(idle.email)).toHaveLength(0);
  });

  it('goes out at once when a user turns it on after their morning has begun', async () => {
    const zone = zoneWhereHourIs(9, 23);
    const user = await registerUser(api);
    await db()('users').where({ id: user.id }).update({ email_verified: true });
    await createTree(api, user.access, { billDate: todayIn(zone), birthday: null });
    const res = await api.put('/api/user/digest', { enabled: true, timeZone: zone }, { token: user.access });
    expect(res).toMatchObject({ status: 200, body: { digest: { enabled: true, timeZone: zone } } });
    const digest = await mail.mailbox.nextMail(user.email, /TeamTree week/, { nth: 1 });
    expect(digest.text).toContain('Today: 1 bill date.');
    // Turning it off and on again the same day sends no second one.
    await api.put('/api/user/digest', { enabled: false, timeZone: zone }, { token: user.access });
    await api.put('/api/user/digest', { enabled: true, timeZone: zone }, { token: user.access });
    await app().mailer.idle();
    expect(digestsTo(user.email)).toHaveLength(1);
  });
});
