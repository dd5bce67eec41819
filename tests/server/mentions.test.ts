import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity as activitySchema } from '../../shared/schemas/activity';
import { mentionsAnswer } from '../../shared/schemas/mention';
import { teamtreeUpdateEvent } from '../../shared/schemas/realtime';
import { sendDueDigests } from '../../server/digest/daily-digest';
import { closeAll, connect, nextEvent, record, settle, type ClientSocket } from '../realtime/socket-helpers';
import type { TestUser } from '../support/accounts';
import { seedFollowUpTeam } from './follow-up-team';
import { useMailServer } from './mail-fixtures';
import { expectError } from './trees-fixtures';

/**
 * @mentions in notes (issue 37 item 5; docs/follow-ups.md "Mentions"): a mentioned member is
 * told in the bell's list, live in their own room and once in the daily digest; the writer who
 * names themselves is told nothing; an edit tells only the members it adds; a READ member of a
 * tree that hides activities is told too, with the partner's name and never the note's text.
 */

const mail = useMailServer();
const { api } = mail;
const backend = mail.backend;
const db = () => backend.server.context.db;
let owner: TestUser, moderator: TestUser, editor: TestUser, otherEditor: TestUser, reader: TestUser, stranger: TestUser;
let treeId: string;
let partnerId: string;

beforeAll(async () => {
  ({ owner, moderator, editor, otherEditor, reader, stranger, treeId, partnerId } = await seedFollowUpTeam(api, db(), 'Mentions'));
});

afterAll(() => closeAll());

const log = (user: TestUser, text: string, mentions: string[]) =>
  api.post('/api/teamtree/activity', { teamtreeId: treeId, profileId: partnerId, kind: 'note', text, mentions }, { token: user.access });

async function logged(user: TestUser, text: string, mentions: string[]) {
  const res = await log(user, text, mentions);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return activitySchema.parse(res.body.activity);
}

async function mentionsOf(user: TestUser, query = '') {
  const res = await api.get(`/api/mentions${query}`, { token: user.access });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return mentionsAnswer.parse(res.body);
}

/** The user's notices of one activity. */
const noticesOn = async (user: TestUser, activityId: string) => (await mentionsOf(user, '?limit=100')).mentions.filter((m) => m.activityId === activityId);

const setHidden = async (hideFromRead: string[]) =>
  expect((await api.put('/api/teamtree/privacy', { teamtreeId: treeId, hideFromRead }, { token: owner.access })).status).toBe(200);

async function socketOf(user: TestUser): Promise<ClientSocket> {
  return connect(backend.url, user.access);
}

describe('a mention tells the member', () => {
  it('lists it in their bell with who wrote it and the partner, and tells no writer who names themselves', async () => {
    const note = await logged(editor, 'Ask @Mod and me', [moderator.id, editor.id]);
    const [toModerator] = await noticesOn(moderator, note.id);
    expect(toModerator).toMatchObject({
      activityId: note.id,
      teamtreeId: treeId,
      profileId: partnerId,
      profileName: 'Paula Prospect',
      author: { id: editor.id, firstName: editor.firstName, lastName: editor.lastName },
      read: false,
    });
    expect(toModerator).not.toHaveProperty('text');
    expect(await noticesOn(editor, note.id)).toEqual([]);
    const unread = await mentionsOf(moderator, '?unread=true');
    expect(unread.unread).toBeGreaterThanOrEqual(1);
    expect(unread.mentions.every((m) => !m.read)).toBe(true);
  });

  it('live, in their own room only (no tree joined): the writer hears nothing of their own mention', async () => {
    const [moderatorSocket, editorSocket] = await Promise.all([socketOf(moderator), socketOf(editor)]);
    const editorHeard = record(editorSocket);
    const arrives = nextEvent(moderatorSocket, 'teamtree-update', (e: any) => e.type === 'mention-add');
    const note = await logged(editor, 'Live @Mod', [moderator.id, editor.id]);
    const event = await arrives;
    expect(teamtreeUpdateEvent.parse(event)).toEqual(event);
    expect(event).toMatchObject({ type: 'mention-add', teamtreeId: treeId, profileId: partnerId, data: { activityId: note.id, profileName: 'Paula Prospect', author: { id: editor.id } } });
    await settle(backend.server.context.hub, [editor.id], [editorSocket]);
    expect(editorHeard.filter(([, e]) => e?.type === 'mention-add')).toEqual([]);
  });

  it('a mention of a non-member is a 400 and writes nothing', async () => {
    const [activities, notices] = await Promise.all([db()('activities').count({ n: '*' }).first(), db()('mention_notices').count({ n: '*' }).first()]);
    const res = await log(owner, 'Ask @Stranger', [moderator.id, stranger.id]);
    expectError(res, 400);
    expect(res.body.error).toBe('Each mentioned user must be a member of the TeamTree');
    expect(await db()('activities').count({ n: '*' }).first()).toEqual(activities);
    expect(await db()('mention_notices').count({ n: '*' }).first()).toEqual(notices);
  });

  it('an edit that adds a mention tells the new member only; one it takes out loses the notice', async () => {
    const note = await logged(owner, 'Ask @Mod', [moderator.id]);
    const moderatorSocket = await socketOf(moderator);
    const moderatorHeard = record(moderatorSocket);
    const otherSocket = await socketOf(otherEditor);
    const otherGets = nextEvent(otherSocket, 'teamtree-update', (e: any) => e.type === 'mention-add' && e.data.activityId === note.id);
    const edited = await api.put('/api/teamtree/activity', { id: note.id, text: 'Ask @Mod and @Other', version: 1, mentions: [moderator.id, otherEditor.id] }, { token: owner.access });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.activity.mentions.sort()).toEqual([moderator.id, otherEditor.id].sort());
    await otherGets;
    await settle(backend.server.context.hub, [moderator.id], [moderatorSocket]);
    expect(moderatorHeard.filter(([, e]) => e?.type === 'mention-add')).toEqual([]);
    expect(await noticesOn(moderator, note.id)).toHaveLength(1);
    expect(await noticesOn(otherEditor, note.id)).toHaveLength(1);

    // Text alone keeps the mentions; a non-member is refused and nothing changes.
    expect((await api.put('/api/teamtree/activity', { id: note.id, text: 'Ask them', version: 2 }, { token: owner.access })).body.activity.mentions).toHaveLength(2);
    expectError(await api.put('/api/teamtree/activity', { id: note.id, text: 'x', version: 3, mentions: [stranger.id] }, { token: owner.access }), 400);
    expect((await db()('activities').where({ id: note.id }).first('version')).version).toBe(3);

    const narrowed = await api.put('/api/teamtree/activity', { id: note.id, text: 'Ask @Mod', version: 3, mentions: [moderator.id] }, { token: owner.access });
    expect(narrowed.status).toBe(200);
    expect(await noticesOn(otherEditor, note.id)).toEqual([]);
    expect(await noticesOn(moderator, note.id)).toHaveLength(1);
  });

  it('goes with its note: a deleted note leaves no notice', async () => {
    const note = await logged(owner, 'Soon gone @Other', [otherEditor.id]);
    expect(await noticesOn(otherEditor, note.id)).toHaveLength(1);
    expect((await api.delete(`/api/teamtree/activity?id=${note.id}`, { token: owner.access })).status).toBe(200);
    expect(await noticesOn(otherEditor, note.id)).toEqual([]);
  });
});

describe('READ members', () => {
  it('are told while the tree hides activities from them, with the partner and without the text', async () => {
    await setHidden(['activities']);
    const readerSocket = await socketOf(reader);
    const arrives = nextEvent(readerSocket, 'teamtree-update', (e: any) => e.type === 'mention-add');
    const note = await logged(owner, 'Secret plan for @Reader', [reader.id]);
    const event = await arrives;
    expect(event.data).toMatchObject({ activityId: note.id, profileName: 'Paula Prospect', author: { id: owner.id } });
    expect(JSON.stringify(event)).not.toContain('Secret plan');
    const listed = await api.get('/api/mentions', { token: reader.access });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain('Secret plan');
    expect(mentionsAnswer.parse(listed.body).mentions.map((m) => m.activityId)).toContain(note.id);
    // The timeline itself stays closed to them.
    expect((await api.get(`/api/teamtree/activity?teamtreeId=${treeId}&profileId=${partnerId}`, { token: reader.access })).status).toBe(403);
    await setHidden([]);
  });
});

describe('reading mentions', () => {
  it('marks one read, or all of the caller; another member’s or an unknown one is 404', async () => {
    const first = await logged(owner, 'One @Other', [otherEditor.id]);
    const second = await logged(owner, 'Two @Other', [otherEditor.id]);
    const [notice] = await noticesOn(otherEditor, first.id);
    expectError(await api.post('/api/mention/read', { id: notice.id }, { token: moderator.access }), 404);
    expectError(await api.post('/api/mention/read', { id: '00000000-0000-4000-8000-000000000000' }, { token: otherEditor.access }), 404);
    expectError(await api.post('/api/mention/read', { id: 'nope' }, { token: otherEditor.access }), 400);
    expectError(await api.get('/api/mentions'), 401);

    expect((await api.post('/api/mention/read', { id: notice.id }, { token: otherEditor.access })).status).toBe(200);
    expect((await noticesOn(otherEditor, first.id))[0].read).toBe(true);
    expect((await noticesOn(otherEditor, second.id))[0].read).toBe(false);
    const unread = await mentionsOf(otherEditor, '?unread=true');
    expect(unread.mentions.map((m) => m.activityId)).not.toContain(first.id);

    expect((await api.post('/api/mention/read', { all: true }, { token: otherEditor.access })).status).toBe(200);
    expect(await mentionsOf(otherEditor, '?unread=true')).toEqual({ mentions: [], unread: 0 });
  });

  it('lists nothing of a tree the member has left', async () => {
    const note = await logged(owner, 'Before leaving @Mod', [moderator.id]);
    expect(await noticesOn(moderator, note.id)).toHaveLength(1);
    const left = await api.delete(`/api/teamtree/share?memberId=${(await db()('memberships').where({ teamtree_id: treeId, user_id: moderator.id }).first('id')).id}`, { token: owner.access });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(await noticesOn(moderator, note.id)).toEqual([]);
  });
});

describe('the daily digest', () => {
  // 18:30 UTC on 31 January: 08:30 in Honolulu, with no date of the tree due in the next 7 days.
  const MORNING = new Date('2026-01-31T18:30:00Z');
  const digestsTo = (address: string) => mail.mailbox.mailsTo(address).filter((m) => /TeamTree week/.test(m.subject));

  it('counts the new mentions not read yet, once, in the recipient’s language; a read one is not counted', async () => {
    await api.post('/api/mention/read', { all: true }, { token: reader.access });
    const read = await logged(owner, 'Digest one @Reader', [reader.id]);
    const [notice] = await noticesOn(reader, read.id);
    expect((await api.post('/api/mention/read', { id: notice.id }, { token: reader.access })).status).toBe(200);
    await logged(owner, 'Digest two @Reader', [reader.id]);
    await db()('users').where({ id: reader.id }).update({ email_verified: true, digest_enabled: true, time_zone: 'Pacific/Honolulu', language: 'de' });
    expect(await sendDueDigests(backend.server.context, MORNING, reader.id)).toBe(1);
    const digest = await mail.mailbox.nextMail(reader.email, /TeamTree-Woche/, { nth: 1 });
    expect(digest.subject).toBe('Deine TeamTree-Woche: 1 neue Erwähnung');
    expect(digest.text).toContain('Mitglieder haben Dich in 1 neuen Notiz erwähnt');
    expect(digest.text).not.toContain('Digest two');

    // The next morning: nothing new, nothing due, no mail.
    expect(await sendDueDigests(backend.server.context, new Date('2026-02-01T18:30:00Z'), reader.id)).toBe(0);
    await backend.server.context.mailer.idle();
    expect(digestsTo(reader.email)).toHaveLength(0);
    expect(mail.mailbox.mailsTo(reader.email).filter((m) => /TeamTree-Woche/.test(m.subject))).toHaveLength(1);
  });

  it('in English', async () => {
    await logged(owner, 'Digest @Other', [otherEditor.id]);
    await db()('users').where({ id: otherEditor.id }).update({ email_verified: true, digest_enabled: true, time_zone: 'Pacific/Honolulu' });
    expect(await sendDueDigests(backend.server.context, MORNING, otherEditor.id)).toBe(1);
    const digest = await mail.mailbox.nextMail(otherEditor.email, /TeamTree week/, { nth: 1 });
    expect(digest.subject).toMatch(/^Your TeamTree week: \d+ new mentions?$/);
    expect(digest.text).toMatch(/Members mentioned you in \d+ new notes?; the bell lists them\./);
  });
});
