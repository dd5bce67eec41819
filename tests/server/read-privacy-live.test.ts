import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEntryEvent, teamtreeUpdateEvent } from '../../shared/schemas/realtime';
import { closeAll, connect, join, nextEvent, type ClientSocket } from '../realtime/socket-helpers';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { addMember, createTree, membershipIdOf, rootOf } from './trees-fixtures';

/**
 * What READ members see, live (API.md additions of 2026-11-27, docs/privacy.md): profile events,
 * history entries (events and pages) carry the hidden fields empty for READ members and as they
 * are for EDIT members; a permission change moves a member's open sockets at once.
 */

const backend = useTestServer();
const { api } = backend;
let owner: TestUser;
let editor: TestUser;
let reader: TestUser;
let treeId: string;
let partnerId: string;
let version: number;

const REMINDER = { text: 'Ask about the order', done: false };
const HIDDEN = { phone: '', birthday: null, reminders: [] };

beforeAll(async () => {
  [owner, editor, reader] = await Promise.all([registerUser(api), registerUser(api), registerUser(api)]);
  treeId = await createTree(api, owner.access, { name: 'Live Privacy' });
  const db = backend.server.context.db;
  await addMember(db, treeId, editor.id, 'EDIT');
  await addMember(db, treeId, reader.id, 'READ');
  const res = await api.post(
    '/api/teamtree/profile',
    { teamtreeId: treeId, parentId: await rootOf(db, treeId), name: 'Paula Partner', phone: '+49 1701234567', birthday: '1991-02-03', billDate: '2026-01-15' },
    { token: owner.access },
  );
  partnerId = res.body.profile.id;
  version = res.body.profile.version;
  expect((await api.put('/api/teamtree/privacy', { teamtreeId: treeId, hideFromRead: ['phone', 'birthday', 'reminders'] }, { token: owner.access })).status).toBe(200);
});

afterAll(() => closeAll());

async function joined(user: TestUser): Promise<ClientSocket> {
  const socket = await connect(backend.url, user.access);
  await join(socket, treeId);
  return socket;
}

/** Events are checked against the contract's schemas in the tests. */
type Event = any;
const profileUpdate = (socket: ClientSocket) => nextEvent<Event>(socket, 'teamtree-update', (e) => e.type === 'profile-update' && e.profileId === partnerId);
const historyEntry = (socket: ClientSocket) => nextEvent<Event>(socket, 'history-entry', (e) => e.teamtreeId === treeId && e.entry.profileId === partnerId);

/** The owner changes the partner's phone, birthday and reminders; answers the new values. */
async function ownerEdits(phone: string): Promise<Record<string, unknown>> {
  const values = { phone, birthday: '1991-02-04', reminders: [REMINDER] };
  const res = await api.put('/api/teamtree/profile', { id: partnerId, version, name: 'Paula Partner', billDate: '2026-01-15', ...values }, { token: owner.access });
  expect(res.status).toBe(200);
  version = res.body.profile.version;
  return values;
}

describe('events and history for READ and EDIT members', () => {
  it('profile-update and history-entry carry the hidden fields empty for READ members only', async () => {
    const [editorSocket, readerSocket] = await Promise.all([joined(editor), joined(reader)]);
    const events = [profileUpdate(editorSocket), profileUpdate(readerSocket), historyEntry(editorSocket), historyEntry(readerSocket)];
    const values = await ownerEdits('+49 1707777777');
    const [editorUpdate, readerUpdate, editorEntry, readerEntry] = await Promise.all(events);
    for (const event of [editorUpdate, readerUpdate]) expect(teamtreeUpdateEvent.parse(event)).toEqual(event);
    for (const event of [editorEntry, readerEntry]) expect(historyEntryEvent.parse(event)).toEqual(event);
    expect(editorUpdate.data).toMatchObject(values);
    expect(readerUpdate.data).toMatchObject({ ...HIDDEN, name: 'Paula Partner', version });

    const changed = (entry: { changes: { field: string; before: unknown; after: unknown }[] }) => Object.fromEntries(entry.changes.map((c) => [c.field, [c.before, c.after]]));
    expect(changed(editorEntry.entry)).toMatchObject({ phone: ['+49 1701234567', '+49 1707777777'], birthday: ['1991-02-03', '1991-02-04'], reminders: [[], [REMINDER]] });
    expect(changed(readerEntry.entry)).toMatchObject({ phone: ['', ''], birthday: [null, null], reminders: [[], []] });
    expect(JSON.stringify(readerEntry)).not.toMatch(/7777777|1991|Ask about/);

    // The history pages say the same.
    const page = (user: TestUser) => api.get(`/api/teamtree/history?teamtreeId=${treeId}&profileId=${partnerId}`, { token: user.access });
    const [editorPage, readerPage] = await Promise.all([page(editor), page(reader)]);
    expect(JSON.stringify(editorPage.body)).toMatch(/7777777/);
    expect(readerPage.status).toBe(200);
    expect(readerPage.body.entries.length).toBe(editorPage.body.entries.length);
    expect(JSON.stringify(readerPage.body)).not.toMatch(/7777777|1234567|1991|Ask about/);
  });

  it('a permission change takes effect on open sockets at once: demoted editors get masked events, promoted readers everything', async () => {
    const [editorSocket, readerSocket] = await Promise.all([joined(editor), joined(reader)]);
    const change = async (member: TestUser, permission: string) =>
      api.put('/api/teamtree/share', { memberId: await membershipIdOf(backend.server.context.db, treeId, member.id), permission }, { token: owner.access });
    const editorHeard = nextEvent(editorSocket, 'teamtree-update', (e: { type: string }) => e.type === 'membership-updated');
    const readerHeard = nextEvent(readerSocket, 'teamtree-update', (e: { type: string }) => e.type === 'membership-updated');
    expect((await change(editor, 'READ')).status).toBe(200);
    expect((await change(reader, 'EDIT')).status).toBe(200);
    await Promise.all([editorHeard, readerHeard]);

    const events = [profileUpdate(editorSocket), profileUpdate(readerSocket)];
    const values = await ownerEdits('+49 1708888888');
    const [demoted, promoted] = await Promise.all(events);
    expect(demoted.data).toMatchObject(HIDDEN);
    expect(promoted.data).toMatchObject(values);

    // And back: the owner shows everything again; nobody's event is masked.
    await api.put('/api/teamtree/privacy', { teamtreeId: treeId, hideFromRead: [] }, { token: owner.access });
    const again = [profileUpdate(editorSocket), profileUpdate(readerSocket)];
    const shown = await ownerEdits('+49 1709999999');
    for (const event of await Promise.all(again)) expect(event.data).toMatchObject(shown);
  });
});
