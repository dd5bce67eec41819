import { describe, expect, it } from 'vitest';
import { HIDDEN_VALUE, type HideableField } from '../../shared/domain/read-privacy';
import { historyAnswer } from '../../shared/schemas/history';
import { registerUser, type TestUser } from '../support/accounts';
import { newProfile } from '../support/seed';
import { useTestServer } from '../support/use-test-server';
import { addMember, createTree, rootOf } from './trees-fixtures';

/**
 * The history pages a READ member reads (API.md additions of 2026-11-27 "What READ members see";
 * docs/privacy.md): every page, the whole tree's as well as one partner's, one member's or some
 * kinds of change, keeps a change of a hidden field (so it still says what changed) with both
 * values empty (`""`, `null`, `[]`), the empty values the contract gives; the status answer's
 * `teamtree.privacy` tells the apps these are hidden, not empty. EDIT members see the values.
 * Each test plants a tree of its own.
 */

const backend = useTestServer();
const { api } = backend;
const db = () => backend.server.context.db;

const HIDE: HideableField[] = ['phone', 'birthday', 'reminders'];

interface Team {
  owner: TestUser;
  editor: TestUser;
  reader: TestUser;
  teamtreeId: string;
  partnerId: string;
}

/** A tree hiding `hidden` from READ members, with a partner whose phone, birthday and reminders the owner then changes twice, and a placeholder. */
async function teamWithHistory(hidden: HideableField[]): Promise<Team> {
  const [owner, editor, reader] = await Promise.all([registerUser(api), registerUser(api), registerUser(api)]);
  const teamtreeId = await createTree(api, owner.access, { name: 'Masked History' });
  await addMember(db(), teamtreeId, editor.id, 'EDIT');
  await addMember(db(), teamtreeId, reader.id, 'READ');
  expect((await api.put('/api/teamtree/privacy', { teamtreeId, hideFromRead: hidden }, { token: owner.access })).status).toBe(200);
  const created = await api.post(
    '/api/teamtree/profile',
    newProfile(teamtreeId, await rootOf(db(), teamtreeId), { name: 'Hanna Hidden', phone: '+49 1701111111', birthday: '1990-01-02', reminders: [{ text: 'First call', done: false }] }),
    { token: owner.access },
  );
  expect(created.status).toBe(201);
  const partnerId = created.body.profile.id;
  const edits = [
    { name: 'Hanna Hidden', phone: '+49 1702222222', birthday: '1990-01-03', reminders: [{ text: 'Second call', done: true }] },
    { name: 'Hanna Shown', phone: '+49 1703333333', birthday: '1991-04-05', reminders: [{ text: 'Third call', done: false }] },
  ];
  for (const edit of edits) expect((await api.put('/api/teamtree/profile', { id: partnerId, ...edit }, { token: owner.access })).status).toBe(200);
  expect((await api.delete(`/api/teamtree/profile?id=${partnerId}&mode=placeholder`, { token: owner.access })).status).toBe(200);
  return { owner, editor, reader, teamtreeId, partnerId };
}

async function pageOf(team: Team, user: TestUser, query = ''): Promise<any[]> {
  const res = await api.get(`/api/teamtree/history?teamtreeId=${team.teamtreeId}${query}`, { token: user.access });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(historyAnswer.parse(res.body)).toEqual(res.body);
  return res.body.entries;
}

/** The changes of hidden fields in `entries`, as `[entry id, field, before, after]`. */
const hiddenChanges = (entries: any[], hidden: readonly string[]) =>
  entries.flatMap((entry) => entry.changes.filter((c: any) => hidden.includes(c.field)).map((c: any) => [entry.id, c.field, c.before, c.after]));

/** The queries of every history page: the whole tree, paged, filtered by member and by kind, and one partner's. */
const queries = (team: Team) => ['', '&limit=2', `&userId=${team.owner.id}`, '&action=update,placeholder', `&profileId=${team.partnerId}`];

describe('the history pages of a READ member', () => {
  it('carry every change of a hidden field with both values empty on the whole tree page and every filtered page; EDIT members see the values', async () => {
    const team = await teamWithHistory(HIDE);
    const editorAll = await pageOf(team, team.editor);
    const shown = hiddenChanges(editorAll, HIDE);
    // Two updates and the placeholder changed all three fields: nine changes with values.
    expect(shown).toHaveLength(9);
    expect(shown.every(([, field, before, after]) => JSON.stringify(before) !== JSON.stringify(after) && [before, after].some((v) => JSON.stringify(v) !== JSON.stringify(HIDDEN_VALUE[field as HideableField])))).toBe(true);

    for (const query of queries(team)) {
      const readerEntries = await pageOf(team, team.reader, query);
      const editorEntries = await pageOf(team, team.editor, query);
      expect(readerEntries.length, query).toBeGreaterThan(0);
      // The same entries and the same changed fields, in the same order (what changed stays said) ...
      expect(readerEntries.map((e) => [e.id, e.action, e.changes.map((c: any) => c.field)]), query).toEqual(editorEntries.map((e) => [e.id, e.action, e.changes.map((c: any) => c.field)]));
      // ... with the hidden values empty for the READ member only, the others as they are.
      expect(hiddenChanges(readerEntries, HIDE), query).toEqual(hiddenChanges(editorEntries, HIDE).map(([id, field]) => [id, field, HIDDEN_VALUE[field as HideableField], HIDDEN_VALUE[field as HideableField]]));
      const visible = (entries: any[]) => entries.map((e) => e.changes.filter((c: any) => !HIDE.includes(c.field)));
      expect(visible(readerEntries), query).toEqual(visible(editorEntries));
    }
    // The whole tree's page holds the name changes (second update, placeholder) as they were.
    expect((await pageOf(team, team.reader)).flatMap((e) => e.changes).filter((c: any) => c.field === 'name').map((c: any) => c.after)).toEqual(['Placeholder', 'Hanna Shown']);
    // The status answer says which fields are hidden from the reader (the apps say "hidden", not "empty").
    const status = await api.get(`/api/teamtree/status?teamtreeId=${team.teamtreeId}`, { token: team.reader.access });
    expect([status.body.teamtree.privacy, status.body.userMembership.permission]).toEqual([{ hideFromRead: HIDE }, 'READ']);
  });

  it('masks only the fields the tree hides: with the phone hidden, birthday and reminder changes keep their values', async () => {
    const team = await teamWithHistory(['phone']);
    const readerAll = await pageOf(team, team.reader);
    const editorAll = await pageOf(team, team.editor);
    expect(hiddenChanges(readerAll, ['phone'])).toEqual(hiddenChanges(editorAll, ['phone']).map(([id, field]) => [id, field, '', '']));
    expect(hiddenChanges(readerAll, ['phone'])).toHaveLength(3);
    expect(hiddenChanges(readerAll, ['birthday', 'reminders'])).toEqual(hiddenChanges(editorAll, ['birthday', 'reminders']));
    expect(hiddenChanges(readerAll, ['birthday']).map(([, , before, after]) => [before, after])).toContainEqual(['1990-01-02', '1990-01-03']);
  });
});
