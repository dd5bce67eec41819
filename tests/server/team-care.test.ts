import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/domain/calendar-date';
import { teamCareAnswer } from '../../shared/schemas/team-care';
import type { TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { useTreeCast } from './tree-cast';
import { addProfile, expectError } from './trees-fixtures';

/**
 * Team care on Today (issue 37 item 4; docs/follow-ups.md "Team care"): welcome calls on days 1,
 * 3 and 7, birthdays, first-level partners without a logged call, message or meeting for the
 * tree's days; 'Done' and 'Snooze 7 days' per user; calendar days in the app's time zone.
 */

const backend = useTestServer();
const { api } = backend;
const cast = useTreeCast(backend, 'Care Team');
const db = () => backend.server.context.db;

const FAR = 'Pacific/Kiritimati';
const today = () => todayIn('UTC');
/** Noon UTC `days` days before today (UTC). */
const daysAgo = (days: number) => new Date(`${addDays(today(), -days)}T12:00:00.000Z`);

async function partner(name: string, { parentId = cast.rootId, addedAt = daysAgo(40), birthday = null as string | null, externalId = null as string | null } = {}): Promise<string> {
  const id = await addProfile(db(), cast.treeId, parentId, name);
  await db()('profiles').where({ id }).update({ created_at: addedAt, birthday, external_id: externalId, phone: '+49 1511234567' });
  return id;
}

async function log(profileId: string, kind: 'call' | 'note', at: Date): Promise<void> {
  const res = await api.post('/api/teamtree/activity', { teamtreeId: cast.treeId, profileId, kind, text: `${kind} for the record`, at: at.toISOString() }, { token: cast.owner.access });
  expect(res.status).toBe(201);
}

async function suggestionsOf(user: TestUser, timeZone = 'UTC') {
  const res = await api.get(`/api/team-care?timeZone=${encodeURIComponent(timeZone)}`, { token: user.access });
  expect(res.status).toBe(200);
  return teamCareAnswer.parse(res.body).suggestions;
}
const brief = (list: Awaited<ReturnType<typeof suggestionsOf>>) => list.map((s) => [s.kind, s.name, s.day ?? s.days]);

describe('GET /api/team-care', () => {
  it('suggests welcome calls, birthdays and the quiet first level, in that order, for each member who may log a call', async () => {
    await partner('Wendy Welcome', { addedAt: daysAgo(3) });
    await partner('Ivan Imported', { addedAt: daysAgo(3), externalId: 'BO-1' });
    await partner('Willa Week', { addedAt: daysAgo(7) });
    await partner('Fred Four', { addedAt: daysAgo(4) });
    const quinn = await partner('Quinn Quiet');
    await log(quinn, 'call', daysAgo(31));
    const carl = await partner('Carl Called');
    await log(carl, 'call', daysAgo(2));
    // A note is no contact.
    await log(await partner('Nora Noted'), 'note', daysAgo(1));
    const bea = await partner('Bea Birthday', { birthday: `1990-${today().slice(5)}` });
    await log(bea, 'call', daysAgo(1));
    // Below the first level: no reminder to keep in touch.
    await partner('Dora Deep', { parentId: quinn });

    expect(brief(await suggestionsOf(cast.owner))).toEqual([
      ['welcome', 'Wendy Welcome', 3],
      ['welcome', 'Willa Week', 7],
      ['birthday', 'Bea Birthday', null],
      ['no-contact', 'Nora Noted', 40],
      ['no-contact', 'Quinn Quiet', 31],
    ]);
    const [first] = await suggestionsOf(cast.owner);
    expect(first).toMatchObject({ teamtreeId: cast.treeId, teamtreeName: 'Care Team', phone: '+49 1511234567', key: expect.stringMatching(/^welcome:[0-9a-f-]{36}:3$/) });
    expect((await suggestionsOf(cast.owner)).find((s) => s.name === 'Quinn Quiet')).toMatchObject({ lastContactOn: addDays(today(), -31), days: 31 });

    // The moderator and the editor have no own profile in the tree: no first level of theirs.
    for (const member of [cast.moderator, cast.editor]) expect(brief(await suggestionsOf(member)).map(([kind]) => kind)).toEqual(['welcome', 'welcome', 'birthday']);
    // A READ member cannot log the call a suggestion asks for; an outsider has no tree.
    expect(await suggestionsOf(cast.reader)).toEqual([]);
    expect(await suggestionsOf(cast.outsider)).toEqual([]);
  });

  it("counts the quiet days by the tree's setting", async () => {
    expect((await api.put('/api/teamtree/settings', { teamtreeId: cast.treeId, dialCountry: 'DE', teamCareDays: 35 }, { token: cast.owner.access })).status).toBe(200);
    try {
      expect(brief(await suggestionsOf(cast.owner)).filter(([kind]) => kind === 'no-contact')).toEqual([['no-contact', 'Nora Noted', 40]]);
    } finally {
      expect((await api.put('/api/teamtree/settings', { teamtreeId: cast.treeId, dialCountry: 'DE', teamCareDays: 30 }, { token: cast.owner.access })).status).toBe(200);
    }
  });

  it("counts days on the app's calendar", async () => {
    const farToday = todayIn(FAR);
    // Half past midnight yesterday on Kiritimati (UTC+14) is the day before yesterday in UTC until 10:00 UTC.
    await partner('Kiri Late', { addedAt: new Date(`${addDays(farToday, -1)}T00:30:00+14:00`) });
    expect((await suggestionsOf(cast.owner, FAR)).find((s) => s.name === 'Kiri Late')).toMatchObject({ kind: 'welcome', day: 1 });
    const utcDay = Math.round((Date.parse(today()) - Date.parse(todayIn('UTC', new Date(`${addDays(farToday, -1)}T00:30:00+14:00`)))) / 86_400_000);
    const inUtc = (await suggestionsOf(cast.owner, 'UTC')).find((s) => s.name === 'Kiri Late');
    if ([1, 3, 7].includes(utcDay)) expect(inUtc).toMatchObject({ day: utcDay });
    else expect(inUtc).toBeUndefined();
  });

  it('refuses an unknown time zone (400) and needs a signed-in user (401)', async () => {
    expectError(await api.get('/api/team-care?timeZone=Mars%2FOlympus', { token: cast.owner.access }), 400);
    expectError(await api.get('/api/team-care'), 401);
  });
});

describe("'Done' and 'Snooze 7 days'", () => {
  const keyOf = async (user: TestUser, name: string) => (await suggestionsOf(user)).find((s) => s.name === name)?.key;

  it('keeps a snoozed suggestion away for 7 days, for that user only', async () => {
    const key = (await keyOf(cast.owner, 'Nora Noted'))!;
    const res = await api.post('/api/team-care/snooze', { key, timeZone: 'UTC' }, { token: cast.owner.access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, until: addDays(today(), 7) });
    expect(await keyOf(cast.owner, 'Nora Noted')).toBeUndefined();
    // The snooze is over on its last day.
    await db()('team_care_dismissals').where({ key }).update({ until: today() });
    expect(await keyOf(cast.owner, 'Nora Noted')).toBe(key);
  });

  it('keeps a done one away for good, until another occurrence comes (another welcome day, a new contact gap)', async () => {
    const wendy = (await keyOf(cast.editor, 'Wendy Welcome'))!;
    expect((await api.post('/api/team-care/done', { key: wendy }, { token: cast.editor.access })).body).toEqual({ ok: true, until: null });
    expect(await keyOf(cast.editor, 'Wendy Welcome')).toBeUndefined();
    expect(await keyOf(cast.owner, 'Wendy Welcome')).toBe(wendy);
    await db()('profiles').where({ name: 'Wendy Welcome', teamtree_id: cast.treeId }).update({ created_at: daysAgo(7) });
    expect(await keyOf(cast.editor, 'Wendy Welcome')).toMatch(/:7$/);

    const quinn = (await keyOf(cast.owner, 'Quinn Quiet'))!;
    expect((await api.post('/api/team-care/done', { key: quinn }, { token: cast.owner.access })).status).toBe(200);
    expect(await keyOf(cast.owner, 'Quinn Quiet')).toBeUndefined();
  });

  it('refuses a key that is no suggestion key (400) and needs a signed-in user (401)', async () => {
    for (const key of ['', 'welcome', 'lunch:00000000-0000-4000-8000-000000000000:3', 'x'.repeat(200), 42, null]) {
      const res = await api.post('/api/team-care/done', { key }, { token: cast.owner.access });
      expectError(res, 400);
      expect(Object.keys(res.body.fields)).toEqual(['key']);
    }
    expectError(await api.post('/api/team-care/snooze', { key: 'welcome:00000000-0000-4000-8000-000000000000:3' }), 401);
  });
});
