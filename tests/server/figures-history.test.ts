import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDO_ALREADY_UNDONE, UNDO_DENIED, UNDO_FIGURES_WRITTEN_SINCE, undoAnswer } from '../../shared/schemas/history';
import { UPDATE_TYPES } from '../../shared/schemas/realtime';
import { closeAll, connect, join, nextEvent } from '../realtime/socket-helpers';
import type { TestUser } from '../support/accounts';
import { writeFigures } from '../../server/figures/figures-store';
import { useTestServer } from '../support/use-test-server';
import { useTreeCast } from './tree-cast';
import { addProfile, expectError } from './trees-fixtures';

/**
 * History and undo of figures writes, and the team volumes kept per month (docs/figures.md
 * "History and undo", "Kept per month"): one `figures` entry per write with its count, an undo
 * that gives the month's earlier values back (and takes figures from partners who had none), the
 * refusals, what READ members see, and kept totals that follow a write, a move and a delete.
 */

// Trees of any size go through the tree cache, so the kept totals are the ones checked.
const cacheThreshold = process.env.TREE_CACHE_MIN_PROFILES;
process.env.TREE_CACHE_MIN_PROFILES = '1';

const backend = useTestServer();
const { api } = backend;
const cast = useTreeCast(backend, 'Figures History');
let anna: string;
let bert: string;
let carl: string;

const db = (): Knex => backend.server.context.db;

beforeAll(async () => {
  anna = await addProfile(db(), cast.treeId, cast.rootId, 'Anna Leg');
  bert = await addProfile(db(), cast.treeId, cast.rootId, 'Bert Leg');
  carl = await addProfile(db(), cast.treeId, anna, 'Carl Deep');
});

afterAll(() => {
  if (cacheThreshold === undefined) delete process.env.TREE_CACHE_MIN_PROFILES;
  else process.env.TREE_CACHE_MIN_PROFILES = cacheThreshold;
  return closeAll();
});

const write = (user: TestUser, period: string, rows: unknown[]) => api.put('/api/teamtree/figures', { teamtreeId: cast.treeId, period, rows }, { token: user.access });
const monthOf = async (period: string) => (await api.get(`/api/teamtree/figures?teamtreeId=${cast.treeId}&period=${period}`, { token: cast.owner.access })).body;
const pvOf = async (period: string) => Object.fromEntries((await monthOf(period)).figures.map((f: { profileId: string; pv: number }) => [f.profileId, f.pv]));
const figuresEntries = async (user: TestUser) =>
  (await api.get(`/api/teamtree/history?teamtreeId=${cast.treeId}&action=figures`, { token: user.access })).body.entries as { id: string; count: number; undoable: boolean; changes: unknown[]; action: string; profileId: string | null }[];
const undo = (user: TestUser, entryId: string) => api.post('/api/teamtree/history/undo', { teamtreeId: cast.treeId, entryId }, { token: user.access });

describe('a figures write in the history', () => {
  it('is one figures entry with its count and month, which its writer may undo', async () => {
    expect((await write(cast.editor, '2025-01', [{ profileId: anna, pv: 5 }, { profileId: bert, pv: 6 }, { profileId: anna, pv: 7 }, { profileId: crypto.randomUUID(), pv: 1 }])).body.written).toBe(2);
    const [entry] = await figuresEntries(cast.editor);
    expect(entry).toMatchObject({ action: 'figures', profileId: null, count: 2, changes: [{ field: 'period', before: null, after: '2025-01' }], undoable: true });
    // Another EDIT member's write is not theirs to undo; the owner may.
    expect((await figuresEntries(cast.owner))[0].undoable).toBe(true);
    const other = await undo(cast.editor, entry.id);
    expect(other.status).toBe(200);
    expect(await pvOf('2025-01')).toEqual({});
  });

  it('writes no entry when no row was written', async () => {
    const before = (await figuresEntries(cast.owner)).length;
    expect((await write(cast.owner, '2025-02', [{ profileId: crypto.randomUUID(), pv: 1 }])).body).toMatchObject({ written: 0 });
    expect(await figuresEntries(cast.owner)).toHaveLength(before);
  });

  it('undoes a write: the month’s earlier values come back and partners who had none lose theirs, live on open pages', async () => {
    await write(cast.owner, '2025-03', [{ profileId: anna, pv: 10, rank: 'Gold' }]);
    await write(cast.owner, '2025-03', [{ profileId: anna, pv: 20, rank: 'Ruby' }, { profileId: bert, pv: 30 }]);
    expect(await pvOf('2025-03')).toEqual({ [anna]: 20, [bert]: 30 });
    const [second, first] = await figuresEntries(cast.owner);
    expect(first.undoable).toBe(false); // the month was written again since

    const socket = await connect(backend.url, cast.reader.access);
    await join(socket, cast.treeId);
    const heard = nextEvent(socket, 'teamtree-update', (e: { type: string }) => e.type === UPDATE_TYPES.figuresUpdate);
    const res = await undo(cast.owner, second.id);
    expect(res.status).toBe(200);
    expect(undoAnswer.parse(res.body).entry).toMatchObject({ action: 'figures', count: 2, changes: [{ field: 'period', before: null, after: '2025-03' }], undoable: true });
    expect(await heard).toEqual({ type: 'figures-update', teamtreeId: cast.treeId, data: { period: '2025-03', count: 2 } });
    const month = await monthOf('2025-03');
    expect(month.figures).toEqual([expect.objectContaining({ profileId: anna, pv: 10, rank: 'Gold' })]);
    expect(month.totals.find((t: { profileId: string }) => t.profileId === cast.rootId).teamVolume).toBe(10);

    expectError(await undo(cast.owner, second.id), 409);
    expect((await undo(cast.owner, second.id)).body.error).toBe(UNDO_ALREADY_UNDONE);
    // The write and its undo cancel out: the first write can be undone now.
    const entries = await figuresEntries(cast.owner);
    expect(entries.find((e) => e.id === first.id)!.undoable).toBe(true);
    expect((await undo(cast.owner, first.id)).status).toBe(200);
    expect(await pvOf('2025-03')).toEqual({});
    expect((await api.get(`/api/teamtree/figures/periods?teamtreeId=${cast.treeId}`, { token: cast.owner.access })).body.periods).not.toContain('2025-03');
  });

  it('refuses the undo of a write whose month was written again since (409), and an EDIT member’s undo of someone else’s write (403)', async () => {
    await write(cast.owner, '2025-04', [{ profileId: anna, pv: 1 }]);
    await write(cast.editor, '2025-04', [{ profileId: bert, pv: 2 }]);
    const [editors, owners] = await figuresEntries(cast.owner);
    const refused = await undo(cast.owner, owners.id);
    expectError(refused, 409);
    expect(refused.body.error).toBe(UNDO_FIGURES_WRITTEN_SINCE);
    const denied = await undo(cast.editor, owners.id);
    expectError(denied, 403);
    expect(denied.body.error).toBe(UNDO_DENIED);
    expect(await pvOf('2025-04')).toEqual({ [anna]: 1, [bert]: 2 });
    expect((await undo(cast.editor, editors.id)).status).toBe(200);
    expect(await pvOf('2025-04')).toEqual({ [anna]: 1 });
  });

  it('gives back the values of a write of many partners, batch after batch', async () => {
    const many = Array.from({ length: 1_200 }, (): string => crypto.randomUUID());
    const rows = many.map((id, i) => ({ id, teamtree_id: cast.treeId, parent_id: bert, name: `Many ${i}`, phone: '', bill_date: '2026-01-15', reminders: '[]' }));
    for (let i = 0; i < rows.length; i += 500) await db()('profiles').insert(rows.slice(i, i + 500));
    await write(cast.owner, '2025-05', many.map((profileId, i) => ({ profileId, pv: i })));
    await write(cast.owner, '2025-05', many.map((profileId, i) => ({ profileId, pv: i + 1, rank: 'Later' })));
    const [latest] = await figuresEntries(cast.owner);
    expect((await undo(cast.owner, latest.id)).status).toBe(200);
    const month = await monthOf('2025-05');
    expect(month.figures).toHaveLength(1_200);
    expect(month.figures.every((f: { profileId: string; pv: number; rank: string | null }) => f.rank === null && f.pv === many.indexOf(f.profileId))).toBe(true);
    await db()('profiles').whereIn('id', many).delete();
  });

  it('undoes a write of partners of whom one was deleted since: the others get their values back', async () => {
    const gone = await addProfile(db(), cast.treeId, bert, 'Gone Soon');
    await write(cast.owner, '2025-10', [{ profileId: anna, pv: 1 }, { profileId: gone, pv: 2 }]);
    await write(cast.owner, '2025-10', [{ profileId: anna, pv: 3 }, { profileId: gone, pv: 4 }]);
    expect((await api.delete(`/api/teamtree/profile?id=${gone}`, { token: cast.owner.access })).status).toBe(200);
    const [latest] = await figuresEntries(cast.owner);
    expect((await undo(cast.owner, latest.id)).status).toBe(200);
    expect(await pvOf('2025-10')).toEqual({ [anna]: 1 });
  });

  it('writes a batch without the partners deleted while the write runs (the store, given an id no longer in the tree)', async () => {
    const written = await writeFigures(db(), cast.treeId, '2025-11', [
      { profileId: anna, pv: 5, gv: null, rank: null, paidRank: null, autoship: null, lastOrder: null },
      { profileId: crypto.randomUUID(), pv: 6, gv: null, rank: null, paidRank: null, autoship: null, lastOrder: null },
    ]);
    expect(written).toBe(1);
    expect(await pvOf('2025-11')).toEqual({ [anna]: 5 });
  });

  it('hides figures entries from READ members while the tree hides figures', async () => {
    await write(cast.owner, '2025-06', [{ profileId: anna, pv: 1 }]);
    expect((await figuresEntries(cast.reader)).length).toBeGreaterThan(0);
    expect((await api.put('/api/teamtree/privacy', { teamtreeId: cast.treeId, hideFromRead: ['figures'] }, { token: cast.owner.access })).status).toBe(200);
    try {
      expect(await figuresEntries(cast.reader)).toEqual([]);
      const all = (await api.get(`/api/teamtree/history?teamtreeId=${cast.treeId}&limit=200`, { token: cast.reader.access })).body.entries as { action: string }[];
      expect(all.some((e) => e.action === 'figures')).toBe(false);
      expect((await figuresEntries(cast.editor)).length).toBeGreaterThan(0);
    } finally {
      await api.put('/api/teamtree/privacy', { teamtreeId: cast.treeId, hideFromRead: [] }, { token: cast.owner.access });
    }
  });
});

describe('a deleted partner’s figures', () => {
  it('go to the trash with the partner and come back with a restore', async () => {
    const dora = await addProfile(db(), cast.treeId, bert, 'Dora Deleted');
    const eddi = await addProfile(db(), cast.treeId, dora, 'Eddi Below');
    await write(cast.owner, '2025-08', [{ profileId: dora, pv: 8, rank: 'Gold', autoship: true, lastOrder: '2025-08-02' }, { profileId: eddi, pv: 9 }]);
    await write(cast.owner, '2025-09', [{ profileId: dora, pv: 18.25 }]);
    expect((await api.delete(`/api/teamtree/profile?id=${dora}`, { token: cast.owner.access })).status).toBe(200);
    expect(await pvOf('2025-08')).toEqual({});
    const trash = (await api.get(`/api/teamtree/trash?teamtreeId=${cast.treeId}`, { token: cast.owner.access })).body.items as { id: string; name: string }[];
    const item = trash.find((one) => one.name === 'Dora Deleted')!;
    expect((await api.post('/api/teamtree/trash/restore', { teamtreeId: cast.treeId, id: item.id }, { token: cast.owner.access })).status).toBe(200);
    expect((await monthOf('2025-08')).figures).toEqual([
      { profileId: dora, pv: 8, gv: null, rank: 'Gold', paidRank: null, autoship: true, lastOrder: '2025-08-02' },
      { profileId: eddi, pv: 9, gv: null, rank: null, paidRank: null, autoship: null, lastOrder: null },
    ].sort((a, b) => a.profileId.localeCompare(b.profileId)));
    expect(await pvOf('2025-09')).toEqual({ [dora]: 18.25 });
    expect((await monthOf('2025-08')).totals.find((t: { profileId: string }) => t.profileId === dora).teamVolume).toBe(17);
  });
});

describe('team volumes kept per month', () => {
  const rootTotals = async (period: string) => (await monthOf(period)).totals.find((t: { profileId: string }) => t.profileId === cast.rootId);

  it('give a partner’s series the same team volume whether summed by the database or taken from a kept month', async () => {
    const ids = [cast.rootId, anna, bert, carl];
    await write(cast.owner, '2025-12', ids.map((profileId, i) => ({ profileId, pv: 1.25 * (i + 1) })));
    const seriesOf = async (id: string) => (await api.get(`/api/teamtree/figures/series?teamtreeId=${cast.treeId}&profileId=${id}&from=2025-12&to=2025-12`, { token: cast.owner.access })).body.series[0].teamVolume;
    const summed = [];
    for (const id of ids) summed.push(await seriesOf(id));
    const totals = (await monthOf('2025-12')).totals as { profileId: string; teamVolume: number }[];
    expect(summed).toEqual(ids.map((id) => totals.find((t) => t.profileId === id)!.teamVolume));
    const fromKept = [];
    for (const id of ids) fromKept.push(await seriesOf(id));
    expect(fromKept).toEqual(summed);
    expect(summed[0]).toBeGreaterThan(summed[1]);
  });

  it('follow a write, a move and a delete', async () => {
    await write(cast.owner, '2025-07', [{ profileId: anna, pv: 10 }, { profileId: bert, pv: 20 }, { profileId: carl, pv: 40 }]);
    expect(await rootTotals('2025-07')).toEqual({ profileId: cast.rootId, teamVolume: 70, legs: [{ profileId: anna, volume: 50 }, { profileId: bert, volume: 20 }] });
    // Read again (kept), then written again: the new values count.
    expect((await rootTotals('2025-07')).teamVolume).toBe(70);
    await write(cast.owner, '2025-07', [{ profileId: bert, pv: 25 }]);
    expect(await rootTotals('2025-07')).toEqual({ profileId: cast.rootId, teamVolume: 75, legs: [{ profileId: anna, volume: 50 }, { profileId: bert, volume: 25 }] });
    // Carl moves below Bert.
    expect((await api.put('/api/teamtree/profile', { id: carl, parentId: bert }, { token: cast.owner.access })).status).toBe(200);
    expect(await rootTotals('2025-07')).toEqual({ profileId: cast.rootId, teamVolume: 75, legs: [{ profileId: bert, volume: 65 }, { profileId: anna, volume: 10 }] });
    // Carl is deleted.
    expect((await api.delete(`/api/teamtree/profile?id=${carl}`, { token: cast.owner.access })).status).toBe(200);
    expect(await rootTotals('2025-07')).toEqual({ profileId: cast.rootId, teamVolume: 35, legs: [{ profileId: bert, volume: 25 }, { profileId: anna, volume: 10 }] });
    // A partner's series reads the same kept months.
    const series = await api.get(`/api/teamtree/figures/series?teamtreeId=${cast.treeId}&profileId=${bert}&from=2025-06&to=2025-07`, { token: cast.owner.access });
    expect(series.body.series).toEqual([
      { period: '2025-06', pv: null, gv: null, teamVolume: 0, rank: null, paidRank: null },
      { period: '2025-07', pv: 25, gv: null, teamVolume: 25, rank: null, paidRank: null },
    ]);
  });
});
