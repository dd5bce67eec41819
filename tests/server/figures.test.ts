import crypto from 'node:crypto';
import fc from 'fast-check';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIGURES_WRITE_RUNNING } from '../../server/figures/figures-limits';
import { FIGURES_WRITE_DENIED } from '../../server/figures/tree-figures';
import { TREE_SETTINGS_DENIED } from '../../shared/domain/policies';
import { figuresAnswer, figuresPeriodsAnswer, figuresSeriesAnswer, figuresWriteAnswer, rankPlanAnswer } from '../../shared/schemas/figures';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import { statusTreeAnswer } from '../../shared/schemas/teamtree';
import { closeAll, connect, join, nextEvent } from '../realtime/socket-helpers';
import type { TestUser } from '../support/accounts';
import { bruteTeamVolumes, randomTeam, type Member } from '../support/team-volume-oracle';
import { openRawRequest, requestHead } from '../support/raw-http';
import { useTestServer } from '../support/use-test-server';
import { useTreeCast } from './tree-cast';
import { createTree, expectError, rootOf, TODAY } from './trees-fixtures';

/**
 * Back-office figures (API.md additions of 2026-12-07; docs/figures.md): the write and its
 * refusals, the team volumes against a brute-force sum on random trees, what READ members see,
 * who may write, the event, and the rank plan.
 */

const backend = useTestServer();
const { api } = backend;
const cast = useTreeCast(backend, 'Figures Team');
let childId: string;

const db = (): Knex => backend.server.context.db;

beforeAll(async () => {
  const child = await api.post('/api/teamtree/profile', { teamtreeId: cast.treeId, parentId: cast.rootId, name: 'Paula Partner', phone: '', billDate: TODAY }, { token: cast.owner.access });
  expect(child.status).toBe(201);
  childId = child.body.profile.id;
});

afterAll(() => closeAll());

const write = (user: TestUser, body: unknown) => api.put('/api/teamtree/figures', body, { token: user.access });
const read = (user: TestUser, period: string, tree = cast.treeId) => api.get(`/api/teamtree/figures?teamtreeId=${tree}&period=${period}`, { token: user.access });
const row = (profileId: string, extra: Record<string, unknown> = {}) => ({ profileId, pv: 10, gv: 20, rank: 'Gold', paidRank: 'Silver', autoship: true, lastOrder: '2026-01-03', ...extra });

/** A tree of `members` built in the database (the ids mapped to new UUIDs, in order); answers the id map. */
async function treeOf(members: readonly Member[]): Promise<{ tree: string; idOf: Map<string, string> }> {
  const tree = await createTree(api, cast.owner.access, { name: 'Random' });
  const root = await rootOf(db(), tree);
  const idOf = new Map<string, string>([[members[0].id, root]]);
  for (const m of members.slice(1)) idOf.set(m.id, crypto.randomUUID());
  const rows = members.slice(1).map((m, i) => ({
    id: idOf.get(m.id),
    teamtree_id: tree,
    parent_id: idOf.get(m.parentId!),
    name: `Partner ${i}`,
    phone: '',
    bill_date: TODAY,
    reminders: '[]',
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
  }));
  for (let i = 0; i < rows.length; i += 500) await db()('profiles').insert(rows.slice(i, i + 500));
  return { tree, idOf };
}

describe('PUT and GET /api/teamtree/figures', () => {
  it('computes every partner’s team volume and legs as the brute-force sum, on random trees', async () => {
    await fc.assert(
      fc.asyncProperty(randomTeam(40), async ({ members, pv }) => {
        const { tree, idOf } = await treeOf(members);
        const rows = members.filter((m) => pv.get(m.id) !== null).map((m) => ({ profileId: idOf.get(m.id)!, pv: pv.get(m.id) }));
        const put = await write(cast.owner, { teamtreeId: tree, period: '2026-03', rows });
        expect(put.status).toBe(200);
        expect(put.body).toEqual({ written: rows.length, unknown: [] });
        const res = await read(cast.owner, '2026-03', tree);
        expect(res.status).toBe(200);
        expect(figuresAnswer.parse(res.body)).toEqual(res.body);
        const brute = bruteTeamVolumes(members, pv);
        const memberOf = new Map([...idOf].map(([member, id]) => [id, member]));
        expect(res.body.totals).toHaveLength(members.length);
        for (const total of res.body.totals as { profileId: string; teamVolume: number; legs: { profileId: string; volume: number }[] }[]) {
          const expected = brute.get(memberOf.get(total.profileId)!)!;
          expect(total.teamVolume).toBe(expected.teamVolume);
          const legs = total.legs.map((leg) => ({ profileId: memberOf.get(leg.profileId)!, volume: leg.volume })).sort((a, b) => a.profileId.localeCompare(b.profileId));
          expect(legs).toEqual(expected.legs);
          expect(total.legs.map((l) => l.volume)).toEqual(total.legs.map((l) => l.volume).sort((a, b) => b - a));
        }
      }),
      { numRuns: 6 },
    );
  });

  it('writes the given partners’ figures, replacing that month’s values, and lists ids not in the tree without writing them', async () => {
    const stranger = crypto.randomUUID();
    const first = await write(cast.editor, { teamtreeId: cast.treeId, period: '2026-01', rows: [row(cast.rootId, { pv: 100.5 }), row(childId, { pv: 1234.56 }), row(stranger), row(stranger)] });
    expect(first.status).toBe(200);
    expect(figuresWriteAnswer.parse(first.body)).toEqual(first.body);
    expect(first.body).toEqual({ written: 2, unknown: [stranger] });
    const again = await write(cast.moderator, { teamtreeId: cast.treeId, period: '2026-01', rows: [{ profileId: childId, pv: 7 }] });
    expect(again.body).toEqual({ written: 1, unknown: [] });
    await write(cast.owner, { teamtreeId: cast.treeId, period: '2025-12', rows: [row(childId, { pv: 3 })] });

    const res = await read(cast.owner, '2026-01');
    expect(res.body.figures).toEqual(
      [row(cast.rootId, { pv: 100.5 }), { profileId: childId, pv: 7, gv: null, rank: null, paidRank: null, autoship: null, lastOrder: null }].sort((a, b) => a.profileId.localeCompare(b.profileId)),
    );
    expect(res.body.totals).toEqual(
      expect.arrayContaining([
        { profileId: cast.rootId, teamVolume: 107.5, legs: [{ profileId: childId, volume: 7 }] },
        { profileId: childId, teamVolume: 7, legs: [] },
      ]),
    );
    expect(await db()('profile_figures').where({ profile_id: stranger }).first()).toBeUndefined();

    const periods = await api.get(`/api/teamtree/figures/periods?teamtreeId=${cast.treeId}`, { token: cast.reader.access });
    expect(figuresPeriodsAnswer.parse(periods.body)).toEqual(periods.body);
    expect(periods.body.periods.slice(0, 2)).toEqual(['2026-01', '2025-12']);

    const series = await api.get(`/api/teamtree/figures/series?teamtreeId=${cast.treeId}&profileId=${cast.rootId}&from=2025-11&to=2026-02`, { token: cast.reader.access });
    expect(series.status).toBe(200);
    expect(figuresSeriesAnswer.parse(series.body)).toEqual(series.body);
    expect(series.body.series).toEqual([
      { period: '2025-12', pv: null, gv: null, teamVolume: 3, rank: null, paidRank: null },
      { period: '2026-01', pv: 100.5, gv: 20, teamVolume: 107.5, rank: 'Gold', paidRank: 'Silver' },
    ]);
  });

  it('refuses bad periods and bad numbers with 400, writing nothing', async () => {
    for (const period of ['2026-13', '26-01', '2026-1', '2026-00', '']) {
      expectError(await write(cast.owner, { teamtreeId: cast.treeId, period, rows: [row(childId)] }), 400);
      expectError(await read(cast.owner, period), 400);
    }
    for (const pv of [-1, 1.234, '12,5 %', '12.5', Number.MAX_SAFE_INTEGER]) {
      const res = await write(cast.owner, { teamtreeId: cast.treeId, period: '2026-05', rows: [row(cast.rootId), row(childId, { pv })] });
      expectError(res, 400);
      expect(Object.keys(res.body.fields)).toEqual(['rows.1.pv']);
    }
    expectError(await write(cast.owner, { teamtreeId: cast.treeId, period: '2026-05', rows: [row(childId, { rank: 'x'.repeat(61) })] }), 400);
    expectError(await write(cast.owner, { teamtreeId: cast.treeId, period: '2026-05', rows: [row(childId, { lastOrder: '2026-02-30' })] }), 400);
    expectError(await write(cast.owner, { teamtreeId: cast.treeId, period: '2026-05', rows: 'all' }), 400);
    const tooMany = await write(cast.owner, { teamtreeId: cast.treeId, period: '2026-05', rows: new Array(100_001).fill(0) });
    expectError(tooMany, 400);
    expect(tooMany.body.error).toMatch(/at most 100,000 rows/);
    expectError(await api.get(`/api/teamtree/figures/series?teamtreeId=${cast.treeId}&profileId=${cast.rootId}&from=2026-02&to=2025-01`, { token: cast.owner.access }), 400);
    expect(await db()('profile_figures').where({ teamtree_id: cast.treeId, period: '2026-05' }).first()).toBeUndefined();
  });

  it('takes a body over the 1 MiB of other routes (as large as the import’s)', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => row(i % 2 ? childId : cast.rootId, { rank: `Rank ${'x'.repeat(50)}`, pv: i }));
    expect(JSON.stringify(rows).length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await write(cast.owner, { teamtreeId: cast.treeId, period: '2024-06', rows });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ written: 2, unknown: [] });
    expect((await read(cast.owner, '2024-06')).body.totals).toEqual(expect.arrayContaining([{ profileId: cast.rootId, teamVolume: 19_998 + 19_999, legs: [{ profileId: childId, volume: 19_999 }] }]));
  });

  it('runs one figures write per user at a time: of two whose bodies are still arriving, one gets 429 at once', async () => {
    const body = Buffer.from(JSON.stringify({ teamtreeId: cast.treeId, period: '2024-07', rows: [row(cast.rootId, { pv: 1 })] }));
    const head = requestHead('PUT', '/api/teamtree/figures', { authorization: `Bearer ${cast.editor.access}`, 'content-type': 'application/json', 'content-length': body.length, connection: 'close' });
    const uploads = [0, 1].map(() => openRawRequest(backend.url, [head, body.subarray(0, body.length - 1)]));
    const refused = await Promise.race(uploads.map((upload) => upload.answer.then((answer) => ({ upload, answer }))));
    expect(refused.answer.status).toBe(429);
    expect(refused.answer.body).toContain(FIGURES_WRITE_RUNNING);
    const other = uploads.find((upload) => upload !== refused.upload)!;
    other.send(body.subarray(body.length - 1));
    expect((await other.answer).status).toBe(200);
    expect((await write(cast.editor, { teamtreeId: cast.treeId, period: '2024-08', rows: [row(cast.rootId, { pv: 4 })] })).status).toBe(200);
  });

  it('shows the new legs at once after a move', async () => {
    const added = await api.post('/api/teamtree/profile', { teamtreeId: cast.treeId, parentId: cast.rootId, name: 'Mona Mover', phone: '', billDate: TODAY }, { token: cast.owner.access });
    const moverId = added.body.profile.id;
    await write(cast.owner, { teamtreeId: cast.treeId, period: '2024-09', rows: [{ profileId: cast.rootId, pv: 1 }, { profileId: childId, pv: 10 }, { profileId: moverId, pv: 100 }] });
    const rootTotals = async () => (await read(cast.owner, '2024-09')).body.totals.find((t: { profileId: string }) => t.profileId === cast.rootId);
    expect(await rootTotals()).toEqual({ profileId: cast.rootId, teamVolume: 111, legs: [{ profileId: moverId, volume: 100 }, { profileId: childId, volume: 10 }] });
    expect((await api.put('/api/teamtree/profile', { id: moverId, parentId: childId }, { token: cast.owner.access })).status).toBe(200);
    expect(await rootTotals()).toEqual({ profileId: cast.rootId, teamVolume: 111, legs: [{ profileId: childId, volume: 110 }] });
  });

  it('lets only the owner, moderators and editors write; non-members read nothing', async () => {
    const res = await write(cast.reader, { teamtreeId: cast.treeId, period: '2026-02', rows: [row(childId)] });
    expectError(res, 403);
    expect(res.body.error).toBe(FIGURES_WRITE_DENIED);
    expectError(await write(cast.outsider, { teamtreeId: cast.treeId, period: '2026-02', rows: [row(childId)] }), 403);
    expectError(await read(cast.outsider, '2026-01'), 403);
    expectError(await api.get(`/api/teamtree/figures/periods?teamtreeId=${cast.treeId}`, { token: cast.outsider.access }), 403);
    expect(await db()('profile_figures').where({ teamtree_id: cast.treeId, period: '2026-02' }).first()).toBeUndefined();
  });

  it('sends one figures-update per write to every member on the tree, READ members included', async () => {
    const [readerSocket, editorSocket] = await Promise.all([connect(backend.url, cast.reader.access), connect(backend.url, cast.editor.access)]);
    await Promise.all([join(readerSocket, cast.treeId), join(editorSocket, cast.treeId)]);
    const isFigures = (e: { type: string }) => e.type === UPDATE_TYPES.figuresUpdate;
    const heard = Promise.all([nextEvent(readerSocket, 'teamtree-update', isFigures), nextEvent(editorSocket, 'teamtree-update', isFigures)]);
    expect((await write(cast.owner, { teamtreeId: cast.treeId, period: '2026-04', rows: [row(cast.rootId), row(childId), row(crypto.randomUUID())] })).status).toBe(200);
    const expected = { type: 'figures-update', teamtreeId: cast.treeId, data: { period: '2026-04', count: 2 } };
    expect(await heard).toEqual([expected, expected]);
  });
});

describe('what READ members see', () => {
  it('gives READ members the figures empty once the owner hides them; other members see them', async () => {
    const before = await read(cast.reader, '2026-01');
    expect(before.body.figures.length).toBeGreaterThan(0);
    expect((await api.put('/api/teamtree/privacy', { teamtreeId: cast.treeId, hideFromRead: ['figures'] }, { token: cast.owner.access })).status).toBe(200);
    try {
      const hidden = await read(cast.reader, '2026-01');
      expect(hidden.status).toBe(200);
      expect(hidden.body).toEqual({ period: '2026-01', figures: [], totals: [] });
      expect((await api.get(`/api/teamtree/figures/periods?teamtreeId=${cast.treeId}`, { token: cast.reader.access })).body).toEqual({ periods: [] });
      expect((await api.get(`/api/teamtree/figures/series?teamtreeId=${cast.treeId}&profileId=${cast.rootId}&from=2025-01&to=2026-12`, { token: cast.reader.access })).body).toEqual({ series: [] });
      for (const member of [cast.owner, cast.moderator, cast.editor]) expect((await read(member, '2026-01')).body).toEqual(before.body);
      expect((await api.get(`/api/teamtree/status?teamtreeId=${cast.treeId}`, { token: cast.reader.access })).body.teamtree.privacy).toEqual({ hideFromRead: ['figures'] });
    } finally {
      await api.put('/api/teamtree/privacy', { teamtreeId: cast.treeId, hideFromRead: [] }, { token: cast.owner.access });
    }
  });
});

describe('PUT /api/teamtree/rank-plan', () => {
  const ranks = [
    { name: 'Bronze', minPv: 50, minTeamVolume: 500, maxLegShare: null },
    { name: 'Gold', minPv: 100, minTeamVolume: 2000, maxLegShare: 0.5 },
  ];

  it('lets the owner describe the ranks, and the status answer carries them', async () => {
    const before = await api.get(`/api/teamtree/status?teamtreeId=${cast.treeId}`, { token: cast.reader.access });
    expect(before.body.teamtree.rankPlan).toBeNull();
    // Members' open pages are told to read the tree again, as after a change of its settings.
    const readerSocket = await connect(backend.url, cast.reader.access);
    const told = nextEvent(readerSocket, 'teamtree-update', (e: { type: string; teamtreeId: string }) => e.type === UPDATE_TYPES.teamtreeRenamed && e.teamtreeId === cast.treeId);
    const res = await api.put('/api/teamtree/rank-plan', { teamtreeId: cast.treeId, ranks }, { token: cast.owner.access });
    expect(res.status).toBe(200);
    expect(await told).toMatchObject({ type: UPDATE_TYPES.teamtreeRenamed, teamtreeId: cast.treeId });
    expect(rankPlanAnswer.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({ rankPlan: ranks });
    const status = await api.get(`/api/teamtree/status?teamtreeId=${cast.treeId}`, { token: cast.reader.access });
    expect(statusTreeAnswer.parse(status.body)).toEqual(status.body);
    expect(status.body.teamtree.rankPlan).toEqual(ranks);
  });

  it('refuses other members (403) and bad plans (400)', async () => {
    for (const member of [cast.moderator, cast.editor, cast.reader, cast.outsider]) expectError(await api.put('/api/teamtree/rank-plan', { teamtreeId: cast.treeId, ranks }, { token: member.access }), 403);
    const denied = await api.put('/api/teamtree/rank-plan', { teamtreeId: cast.treeId, ranks }, { token: cast.moderator.access });
    expect(denied.body.error).toBe(TREE_SETTINGS_DENIED);
    const tooMany = Array.from({ length: 31 }, (_, i) => ({ name: `Rank ${i}`, minPv: i, minTeamVolume: i, maxLegShare: null }));
    for (const bad of [tooMany, [{ ...ranks[0], maxLegShare: 1.5 }], [{ ...ranks[0], minPv: -1 }], [{ ...ranks[0], name: '' }]]) {
      expectError(await api.put('/api/teamtree/rank-plan', { teamtreeId: cast.treeId, ranks: bad }, { token: cast.owner.access }), 400);
    }
  });
});
