import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { announcementReadersAnswer, announcementsAnswer, ANNOUNCEMENT_DAILY_LIMIT, ANNOUNCEMENT_READERS_DENIED, ANNOUNCEMENTS_PER_DAY } from '../../shared/schemas/announcement';
import { teamtreeUpdateEvent } from '../../shared/schemas/realtime';
import { registerUser, type TestUser } from '../support/accounts';
import { addMember, bulkUsers, seedCast, seedTree, type Cast } from '../support/seed';
import { closeAll, connect, join, nextEvent, record, type ClientSocket } from '../realtime/socket-helpers';
import { useMailServer } from './mail-fixtures';

/**
 * Announcements, the Broadcast page (issue 39; API.md additions of 2026-12-07; docs/announcements.md):
 * who may post, change and read them, the read marks and the counts only managers get, the
 * events to every member's pages, the daily limit, bad input, and the mails from the queue.
 */
const mail = useMailServer();
const { api } = mail;
const db = () => mail.backend.server.context.db;
const cast = {} as Cast;
const SUBJECT = /New announcement|Neue Ankündigung/;

beforeAll(async () => {
  Object.assign(cast, await seedCast(api, db()));
});
afterEach(() => closeAll());

const tree = () => cast.tree.teamtreeId;
const post = (user: TestUser, body: Record<string, unknown>) => api.post('/api/teamtree/announcement', { teamtreeId: tree(), title: 'Kick-off', body: 'Saturday 10:00', ...body }, { token: user.access });
const list = (user: TestUser, query = `teamtreeId=${tree()}`) => api.get(`/api/announcements?${query}`, { token: user.access });

async function posted(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await post(user, body);
  expect(res.status).toBe(201);
  return res.body.announcement;
}

/** A tree of its own (the daily limit counts per tree), with the owner and one READ member. */
async function freshTree(): Promise<{ owner: TestUser; member: TestUser; teamtreeId: string }> {
  const [owner, member] = await Promise.all([registerUser(api), registerUser(api)]);
  const { teamtreeId } = await seedTree(db(), owner);
  await addMember(db(), teamtreeId, member, 'READ');
  return { owner, member, teamtreeId };
}

describe('who may post, change and delete', () => {
  it('lets the owner and moderators post; editors, readers and outsiders get 403', async () => {
    expect((await post(cast.owner, {})).status).toBe(201);
    const byModerator = await posted(cast.moderator, { pinned: true });
    expect(byModerator).toMatchObject({ teamtreeId: tree(), title: 'Kick-off', body: 'Saturday 10:00', pinned: true, author: { id: cast.moderator.id, firstName: 'Mona' }, read: true, version: 1 });
    for (const user of [cast.editor, cast.reader]) {
      const res = await post(user, {});
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Only the TeamTree owner or a moderator can post announcements.', code: 'forbidden' });
    }
    expect((await post(cast.outsider, {})).body).toMatchObject({ code: 'not-member' });
  });

  it('lets the author, the owner and moderators change and delete; other members get 403, outsiders 404', async () => {
    const a = await posted(cast.moderator);
    const put = (user: TestUser, body: Record<string, unknown>) => api.put('/api/teamtree/announcement', { id: a.id, ...body }, { token: user.access });
    const changed = await put(cast.moderator, { title: 'Kick-off moved', version: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body.announcement).toMatchObject({ title: 'Kick-off moved', body: 'Saturday 10:00', version: 2 });
    expect((await put(cast.owner, { pinned: true, version: 2 })).body.announcement).toMatchObject({ pinned: true, version: 3 });
    expect((await put(cast.editor, { title: 'Mine now', version: 3 })).status).toBe(403);
    expect((await put(cast.reader, { title: 'Mine now', version: 3 })).status).toBe(403);
    expect((await put(cast.outsider, { title: 'Mine now', version: 3 })).status).toBe(404);
    const stale = await put(cast.owner, { title: 'Late', version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale-version');
    expect((await api.delete(`/api/teamtree/announcement?id=${a.id}`, { token: cast.reader.access })).status).toBe(403);
    expect((await api.delete(`/api/teamtree/announcement?id=${a.id}`, { token: cast.outsider.access })).status).toBe(404);
    expect((await api.delete(`/api/teamtree/announcement?id=${a.id}`, { token: cast.owner.access })).status).toBe(200);
    expect((await api.delete(`/api/teamtree/announcement?id=${a.id}`, { token: cast.owner.access })).status).toBe(404);
  });
});

describe('reading', () => {
  it('lists pinned first, then newest, page by page, with read marks and counts for managers only', async () => {
    const { owner, member, teamtreeId } = await freshTree();
    const ids: string[] = [];
    for (const [i, pinned] of [false, true, false, false].entries()) {
      const res = await api.post('/api/teamtree/announcement', { teamtreeId, title: `No ${i}`, body: 'Text', pinned }, { token: owner.access });
      ids.push(res.body.announcement.id);
    }
    const first = await list(member, `teamtreeId=${teamtreeId}&limit=3`);
    expect(first.status).toBe(200);
    expect(announcementsAnswer.parse(first.body)).toEqual(first.body);
    expect(first.body.announcements.map((a: any) => a.title)).toEqual(['No 1', 'No 3', 'No 2']);
    expect(first.body.unread).toBe(4);
    expect(first.body.announcements.every((a: any) => a.read === false && a.readCount === null && a.memberCount === null)).toBe(true);
    const second = await list(member, `teamtreeId=${teamtreeId}&limit=3&before=${encodeURIComponent(first.body.next)}`);
    expect(second.body.announcements.map((a: any) => a.title)).toEqual(['No 0']);
    expect(second.body.next).toBeNull();

    expect((await api.post('/api/announcement/read', { id: ids[2] }, { token: member.access })).body).toEqual({ ok: true });
    expect((await api.post('/api/announcement/read', { id: ids[2] }, { token: member.access })).status).toBe(200);
    const after = await list(member, `teamtreeId=${teamtreeId}`);
    expect(after.body.unread).toBe(3);
    expect(after.body.announcements.find((a: any) => a.id === ids[2]).read).toBe(true);
    const managers = await list(owner, `teamtreeId=${teamtreeId}`);
    expect(managers.body.unread).toBe(0);
    expect(managers.body.announcements.find((a: any) => a.id === ids[2])).toMatchObject({ readCount: 1, memberCount: 2, read: true });
    expect(managers.body.announcements.find((a: any) => a.id === ids[0])).toMatchObject({ readCount: 0, memberCount: 2 });
  });

  it('lists every tree of the caller without teamtreeId, and nothing of another tree', async () => {
    const { owner, member, teamtreeId } = await freshTree();
    await api.post('/api/teamtree/announcement', { teamtreeId, title: 'Elsewhere', body: 'Text' }, { token: owner.access });
    await addMember(db(), teamtreeId, cast.reader, 'READ');
    await posted(cast.owner, { title: 'Here' });
    const all = await list(cast.reader, '');
    const titles = all.body.announcements.map((a: any) => a.title);
    expect(titles).toContain('Elsewhere');
    expect(titles).toContain('Here');
    const mine = await list(member, '');
    expect(mine.body.announcements.map((a: any) => a.title)).toEqual(['Elsewhere']);
    await db()('memberships').where({ teamtree_id: teamtreeId, user_id: cast.reader.id }).delete();
  });

  it('gives outsiders and removed members nothing', async () => {
    const { owner, member, teamtreeId } = await freshTree();
    const res = await api.post('/api/teamtree/announcement', { teamtreeId, title: 'Secret plan', body: 'Text' }, { token: owner.access });
    const id = res.body.announcement.id;
    expect((await list(cast.outsider, `teamtreeId=${teamtreeId}`)).status).toBe(403);
    expect((await api.post('/api/announcement/read', { id }, { token: cast.outsider.access })).status).toBe(404);
    await db()('memberships').where({ teamtree_id: teamtreeId, user_id: member.id }).delete();
    expect((await list(member, `teamtreeId=${teamtreeId}`)).status).toBe(403);
    const everywhere = await list(member, '');
    expect(everywhere.body).toEqual({ announcements: [], next: null, unread: 0 });
    expect((await api.post('/api/announcement/read', { id }, { token: member.access })).status).toBe(404);
  });
});

describe('who has read it', () => {
  const readers = (user: TestUser, id: string) => api.get(`/api/announcement/readers?id=${id}`, { token: user.access });
  const markRead = (user: TestUser, id: string) => api.post('/api/announcement/read', { id }, { token: user.access });

  it('lists the current members who read it, first reader first, with the member count, as readCount counts them', async () => {
    const { owner, member, teamtreeId } = await freshTree();
    const [moderator, leaver] = await Promise.all([registerUser(api, { firstName: 'Mona', lastName: 'Moderator' }), registerUser(api)]);
    await addMember(db(), teamtreeId, moderator, 'MODERATOR');
    await addMember(db(), teamtreeId, leaver, 'EDIT');
    const res = await api.post('/api/teamtree/announcement', { teamtreeId, title: 'Who reads', body: 'Text' }, { token: owner.access });
    const id = res.body.announcement.id;
    // Nobody yet: not even the author, who reads their own without a mark.
    expect((await readers(owner, id)).body).toEqual({ readers: [], memberCount: 4 });

    await markRead(member, id);
    await markRead(leaver, id);
    await markRead(moderator, id);
    await db()('announcement_reads').where({ announcement_id: id, user_id: member.id }).update({ read_at: new Date('2026-12-01T08:00:00Z') });
    // A member who left since is neither listed nor counted.
    await db()('memberships').where({ teamtree_id: teamtreeId, user_id: leaver.id }).delete();

    const answer = await readers(moderator, id);
    expect(answer.status).toBe(200);
    expect(announcementReadersAnswer.parse(answer.body)).toEqual(answer.body);
    expect(answer.body.memberCount).toBe(3);
    expect(answer.body.readers.map((r: any) => r.id)).toEqual([member.id, moderator.id]);
    expect(answer.body.readers[0]).toEqual({ id: member.id, firstName: member.firstName, lastName: member.lastName, readAt: '2026-12-01T08:00:00.000Z' });
    expect(answer.body.readers[1]).toMatchObject({ firstName: 'Mona', lastName: 'Moderator' });
    const counted = (await list(owner, `teamtreeId=${teamtreeId}`)).body.announcements.find((a: any) => a.id === id);
    expect(counted).toMatchObject({ readCount: answer.body.readers.length, memberCount: answer.body.memberCount });
  });

  it('answers 403 to editors and readers, 404 to outsiders, removed members and an unknown id, 400 to a bad id', async () => {
    const a = await posted(cast.owner, { title: 'Counted' });
    expect((await readers(cast.owner, a.id)).status).toBe(200);
    expect((await readers(cast.moderator, a.id)).status).toBe(200);
    for (const user of [cast.editor, cast.reader]) {
      const res = await readers(user, a.id);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: ANNOUNCEMENT_READERS_DENIED, code: 'forbidden' });
    }
    expect((await readers(cast.outsider, a.id)).status).toBe(404);
    expect((await readers(cast.owner, crypto.randomUUID())).status).toBe(404);
    expect((await api.get('/api/announcement/readers?id=nope', { token: cast.owner.access })).status).toBe(400);
    expect((await api.get(`/api/announcement/readers?id=${a.id}`)).status).toBe(401);

    const { owner, teamtreeId } = await freshTree();
    const removed = await registerUser(api);
    await addMember(db(), teamtreeId, removed, 'MODERATOR');
    const theirs = await api.post('/api/teamtree/announcement', { teamtreeId, title: 'Before they left', body: 'Text' }, { token: owner.access });
    expect((await readers(removed, theirs.body.announcement.id)).status).toBe(200);
    await db()('memberships').where({ teamtree_id: teamtreeId, user_id: removed.id }).delete();
    expect((await readers(removed, theirs.body.announcement.id)).status).toBe(404);
  });
});

describe('bad input and abuse', () => {
  it('answers a clear 400 for a long title or message, an empty message and wrong types', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(121) }, 'title: title must be at most 120 characters'],
      [{ body: 'x'.repeat(5001) }, 'body: body must be at most 5000 characters'],
      [{ body: '   ' }, 'body: body must not be empty'],
      [{ title: '' }, 'title: title must not be empty'],
      [{ teamtreeId: 'nope' }, 'teamtreeId: Must be a valid id'],
    ];
    for (const [body, error] of cases) {
      const res = await post(cast.owner, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error, code: 'validation' });
    }
    const pinned = await post(cast.owner, { pinned: 'yes' });
    expect(pinned.status).toBe(400);
    expect(Object.keys(pinned.body.fields)).toEqual(['pinned']);
    expect((await post(cast.owner, { title: 'x'.repeat(120), body: 'y'.repeat(5000) })).status).toBe(201);
    expect((await list(cast.owner, 'limit=0')).status).toBe(400);
    expect((await list(cast.owner, 'before=junk')).body.error).toBe('before: before must be the next value of an earlier page');
    expect((await api.delete('/api/teamtree/announcement?id=1', { token: cast.owner.access })).status).toBe(400);
    expect((await api.post('/api/announcement/read', {}, { token: cast.owner.access })).body.error).toBe('id is required');
    expect((await api.put('/api/teamtree/announcement', { id: crypto.randomUUID(), title: 'T' }, { token: cast.owner.access })).body.error).toBe('version is required');
  });

  it(`refuses the ${ANNOUNCEMENTS_PER_DAY + 1}th announcement of a tree in a day with 429`, async () => {
    const { owner, teamtreeId } = await freshTree();
    const send = () => api.post('/api/teamtree/announcement', { teamtreeId, title: 'Again', body: 'Text' }, { token: owner.access });
    for (let i = 0; i < ANNOUNCEMENTS_PER_DAY; i++) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: ANNOUNCEMENT_DAILY_LIMIT, code: 'rate-limited' });
    // A day later the tree may post again.
    await db()('announcements').where({ teamtree_id: teamtreeId }).update({ created_at: new Date(Date.now() - 25 * 3600_000) });
    expect((await send()).status).toBe(201);
  });
});

describe('events', () => {
  it('reaches every member once, on the tree’s page and on any other, and no outsider', async () => {
    const onTree = await connect(mail.backend.url, cast.reader.access);
    await join(onTree, tree());
    const elsewhere: ClientSocket = await connect(mail.backend.url, cast.editor.access);
    const outsider = await connect(mail.backend.url, cast.outsider.access);
    const [treeSeen, elsewhereSeen, outsiderSeen] = [onTree, elsewhere, outsider].map(record);
    const arrivals = [onTree, elsewhere].map((socket) => nextEvent(socket, 'teamtree-update', (e) => e.type === 'announcement-add'));
    const a = await posted(cast.owner, { title: 'Live' });
    for (const event of await Promise.all(arrivals)) {
      expect(teamtreeUpdateEvent.parse(event)).toEqual(event);
      expect(event).toMatchObject({ teamtreeId: tree(), data: { id: a.id, title: 'Live', readCount: null, memberCount: null } });
    }
    const changed = [onTree, elsewhere].map((socket) => nextEvent(socket, 'teamtree-update', (e) => e.type === 'announcement-update'));
    await api.put('/api/teamtree/announcement', { id: a.id, body: 'Changed', version: 1 }, { token: cast.owner.access });
    expect((await Promise.all(changed)).map((e) => e.data.body)).toEqual(['Changed', 'Changed']);
    const deleted = [onTree, elsewhere].map((socket) => nextEvent(socket, 'teamtree-update', (e) => e.type === 'announcement-delete'));
    await api.delete(`/api/teamtree/announcement?id=${a.id}`, { token: cast.owner.access });
    expect((await Promise.all(deleted)).map((e) => e.data)).toEqual([{ id: a.id }, { id: a.id }]);
    const announcementsIn = (seen: Array<[string, any]>) => seen.filter(([name, e]) => name === 'teamtree-update' && String(e.type).startsWith('announcement-'));
    expect(announcementsIn(treeSeen)).toHaveLength(3);
    expect(announcementsIn(elsewhereSeen)).toHaveLength(3);
    expect(announcementsIn(outsiderSeen)).toHaveLength(0);
  });
});

describe('mail', () => {
  it('mails every member with a verified address once, in their language, unless they turned it off', async () => {
    const { owner, member, teamtreeId } = await freshTree();
    const [german, quiet] = await Promise.all([registerUser(api), registerUser(api)]);
    await addMember(db(), teamtreeId, german, 'EDIT');
    await addMember(db(), teamtreeId, quiet, 'READ');
    await db()('users').whereIn('id', [owner.id, member.id, german.id, quiet.id]).update({ email_verified: true });
    await db()('users').where({ id: german.id }).update({ language: 'de' });
    const settings = await api.get('/api/user/settings', { token: quiet.access });
    expect((await api.post('/api/user/settings', { settings: { __v: 1, value: { ...settings.body.settings.value, announcementMail: false } } }, { token: quiet.access })).status).toBe(200);

    const res = await api.post('/api/teamtree/announcement', { teamtreeId, title: 'Promotion <b>now</b>', body: 'Text' }, { token: owner.access });
    expect(res.status).toBe(201);
    const [english, deutsch] = await Promise.all([mail.mailbox.nextMail(member.email, SUBJECT), mail.mailbox.nextMail(german.email, SUBJECT)]);
    expect(english.subject).toBe('New announcement in your TeamTree');
    expect(english.text).toContain(`/broadcast?teamtreeId=${teamtreeId}`);
    // Nothing a user typed goes into a mail.
    expect(english.text).not.toContain('Promotion');
    expect(deutsch.subject).toBe('Neue Ankündigung in Deinem TeamTree');
    const rows = () => db()('announcement_mails').where({ announcement_id: res.body.announcement.id }).orderBy('user_id').select('user_id', 'state', 'attempts');
    await expect.poll(async () => (await rows()).every((row: any) => row.state === 'sent' || row.state === 'skipped')).toBe(true);
    const states = Object.fromEntries((await rows()).map((row: any) => [row.user_id, row.state]));
    expect(states).toEqual({ [member.id]: 'sent', [german.id]: 'sent', [quiet.id]: 'skipped' });
    expect(mail.mailbox.mailsTo(member.email).filter((m) => SUBJECT.test(m.subject))).toHaveLength(1);
    expect(mail.mailbox.mailsTo(quiet.email).filter((m) => SUBJECT.test(m.subject))).toHaveLength(0);
    expect(mail.mailbox.mailsTo(owner.email).filter((m) => SUBJECT.test(m.subject))).toHaveLength(0);
  });

  it('queues a mail for each of 1,000 members in one statement, not one per member', async () => {
    const { owner, teamtreeId } = await freshTree();
    const members = bulkUsers(1000, () => new Date()).map((user) => ({ ...user, email_verified: true }));
    await db()('users').insert(members);
    await db()('memberships').insert(members.map((user) => ({ id: crypto.randomUUID(), teamtree_id: teamtreeId, user_id: user.id, permission: 'READ' })));
    const queueInserts: string[] = [];
    const seen = (query: { sql: string }) => {
      if (/insert into "?announcement_mails"?/i.test(query.sql)) queueInserts.push(query.sql);
    };
    db().on('query', seen);
    const res = await api.post('/api/teamtree/announcement', { teamtreeId, title: 'To everyone', body: 'Text' }, { token: owner.access }).finally(() => db().off('query', seen));
    expect(res.status).toBe(201);
    expect(res.body.announcement).toMatchObject({ memberCount: 1002, readCount: 0 });
    expect(queueInserts).toHaveLength(1);
    const queued = await db()('announcement_mails').where({ announcement_id: res.body.announcement.id }).count({ count: '*' });
    expect(Number(queued[0].count)).toBe(1000);
    // The bulk addresses are not real: what the sender has not taken yet is dropped.
    await db()('announcement_mails').where({ announcement_id: res.body.announcement.id, state: 'pending' }).delete();
  });
});
