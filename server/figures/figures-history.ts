import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { FIGURES_ACTION, HISTORY_ENTRY_NOT_FOUND, UNDO_ALREADY_UNDONE, UNDO_FIGURES_WRITTEN_SINCE, UNDO_NOT_POSSIBLE } from '../../shared/schemas/history';
import { announceEntry } from '../history/entry-notices';
import { HISTORY } from '../history/history-entry';
import { LATER_FIGURES_WRITE } from '../history/history-reads';
import { conflict, notFound } from '../http/errors';
import { profilesInTree } from '../profiles/store/profile-reads';
import { lockTree } from '../profiles/store/tree-lock';
import { isForeignKeyViolation } from './figures-store';

/*
 * History and undo of figures writes (API.md additions of 2026-12-07; docs/figures.md "History
 * and undo"). A write is one `figures` entry with its count; before each batch is written, the
 * values it replaces are kept in `figures_before` under the entry, so an undo writes them back
 * (and deletes the figures of partners who had none that month). An undo is itself a figures
 * write (its own entry naming the one it undoes, with the values it replaced), so READ members see
 * it exactly when they see figures, and it can be undone in turn.
 */

const BEFORE = 'figures_before';
const FIGURES = 'profile_figures';
const FIGURE_COLUMNS = ['pv', 'gv', 'rank', 'paid_rank', 'autoship', 'last_order'] as const;

/** The ids as one text parameter (a long list of uuids as one array, the same on both databases). */
const idList = (ids: readonly string[]) => ids.join(',');

export interface FiguresEntry {
  id: string;
  teamtreeId: string;
  actorId: string;
  period: string;
  count: number;
  /** The entry this write undoes. */
  undoes?: string;
}

/** Records the entry of a figures write (before its rows are written: a write that stops half-way keeps an entry whose undo gives back what it wrote). */
export async function recordFiguresEntry(db: Knex, entry: FiguresEntry): Promise<void> {
  await db(HISTORY).insert({
    id: entry.id,
    teamtree_id: entry.teamtreeId,
    profile_id: null,
    profile_name: '',
    user_id: entry.actorId,
    action: FIGURES_ACTION,
    count: entry.count,
    changes: JSON.stringify([{ field: 'period', before: null, after: entry.period }]),
    version_after: null,
    undoes: entry.undoes ?? null,
    item_id: null,
    item: JSON.stringify({ period: entry.period }),
    trash_id: null,
    at: db.fn.now(),
  });
}

/** Keeps the month's values of these partners (and which had none) under the entry, before a batch replaces them. */
export async function keepValuesBefore(db: Knex, where: { entryId: string; teamtreeId: string; period: string }, profileIds: readonly string[]): Promise<void> {
  if (profileIds.length === 0) return;
  await db.raw(
    `INSERT INTO ${BEFORE} (entry_id, profile_id, existed, ${FIGURE_COLUMNS.join(', ')})
     SELECT ?, ids.id, f.profile_id IS NOT NULL, ${FIGURE_COLUMNS.map((c) => `f.${c}`).join(', ')}
     FROM unnest(string_to_array(?, ',')::uuid[]) AS ids(id)
     LEFT JOIN ${FIGURES} f ON f.teamtree_id = ? AND f.period = ? AND f.profile_id = ids.id
     ON CONFLICT (entry_id, profile_id) DO NOTHING`,
    [where.entryId, idList(profileIds), where.teamtreeId, where.period],
  );
}

/** Moves the month's version on: the team volumes kept for it are computed again (month-totals-cache.ts). */
export async function touchMonth(db: Knex, teamtreeId: string, period: string): Promise<void> {
  await db.raw(
    `INSERT INTO figure_months (teamtree_id, period, version) VALUES (?, ?, 1)
     ON CONFLICT (teamtree_id, period) DO UPDATE SET version = figure_months.version + 1`,
    [teamtreeId, period],
  );
}

interface UndoPlan {
  period: string;
  profileIds: string[];
}

/**
 * Checks, under the tree's lock, that the entry can be undone and records the undo's own entry
 * (so a second undo at the same moment finds it and is refused); answers what to write back.
 * 404 for no such figures entry; 409 when undone already or when the month was written again since.
 */
async function planUndo(db: Knex, teamtreeId: string, entryId: string, undo: Omit<FiguresEntry, 'period' | 'count' | 'teamtreeId'>): Promise<UndoPlan> {
  return db.transaction(async (trx) => {
    await lockTree(trx, teamtreeId);
    const entry: { period: string | null; undone: boolean; superseded: boolean } | undefined = await trx(`${HISTORY} as h`)
      .where({ 'h.id': entryId, 'h.teamtree_id': teamtreeId, 'h.action': FIGURES_ACTION })
      .first(trx.raw(`h.item->>'period' AS period`), trx.raw(`EXISTS (SELECT 1 FROM ${HISTORY} x WHERE x.undoes = h.id) AS undone`), trx.raw(`${LATER_FIGURES_WRITE} AS superseded`));
    if (!entry) throw notFound(HISTORY_ENTRY_NOT_FOUND);
    if (entry.undone) throw conflict(UNDO_ALREADY_UNDONE);
    if (!entry.period) throw conflict(UNDO_NOT_POSSIBLE);
    if (entry.superseded) throw conflict(UNDO_FIGURES_WRITTEN_SINCE);
    const rows: { profile_id: string }[] = await trx(BEFORE).where('entry_id', entryId).orderBy('profile_id').select('profile_id');
    const profileIds = rows.map((row) => row.profile_id);
    await recordFiguresEntry(trx, { ...undo, teamtreeId, period: entry.period, count: profileIds.length, undoes: entryId });
    return { period: entry.period, profileIds };
  });
}

/** Gives back the values an entry kept for these partners to the ones that had figures then (partners deleted since are left out). */
async function writeBackValues(db: Knex, where: { entryId: string; teamtreeId: string; period: string }, profileIds: readonly string[]): Promise<void> {
  const write = async () => {
    const inTree = await profilesInTree(db, where.teamtreeId, profileIds);
    await db.raw(
      `INSERT INTO ${FIGURES} (teamtree_id, period, profile_id, ${FIGURE_COLUMNS.join(', ')})
       SELECT ?, ?, b.profile_id, ${FIGURE_COLUMNS.map((c) => `b.${c}`).join(', ')}
       FROM ${BEFORE} b
       WHERE b.entry_id = ? AND b.existed AND b.profile_id = ANY(string_to_array(?, ',')::uuid[])
       ON CONFLICT (teamtree_id, period, profile_id) DO UPDATE SET ${FIGURE_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}`,
      [where.teamtreeId, where.period, where.entryId, idList(profileIds.filter((id) => inTree.has(id)))],
    );
  };
  // A partner deleted between the look-up and the write: the foreign key refuses the batch; once more without them.
  await write().catch((error: unknown) => {
    if (!isForeignKeyViolation(error)) throw error;
    return write();
  });
}

/**
 * Takes the month's figures from those of these partners who had none before the entry's write.
 * Two statements, each through a primary key: the embedded database planned the one DELETE ...
 * USING as a scan per row (seconds a batch).
 */
async function takeBackNew(db: Knex, where: { entryId: string; teamtreeId: string; period: string }, profileIds: readonly string[]): Promise<void> {
  const hadNone: string[] = await db(BEFORE)
    .where({ entry_id: where.entryId, existed: false })
    .whereRaw(`profile_id = ANY(string_to_array(?, ',')::uuid[])`, [idList(profileIds)])
    .pluck('profile_id');
  if (hadNone.length === 0) return;
  await db(FIGURES)
    .where({ teamtree_id: where.teamtreeId, period: where.period })
    .whereRaw(`profile_id = ANY(string_to_array(?, ',')::uuid[])`, [idList(hadNone)])
    .delete();
}

/**
 * `POST /api/teamtree/history/undo` of a figures entry (who may undo is the route's): the
 * month's values before the write come back, in batches with other requests served between them
 * (like the write). Answers the new entry, its month and how many partners it gave values back.
 */
export async function undoFiguresEntry(
  db: Knex,
  input: { teamtreeId: string; entryId: string; actorId: string },
  batch: { rows: number; between(): Promise<void> },
): Promise<{ undoEntryId: string; period: string; count: number }> {
  const undoEntryId = crypto.randomUUID();
  const plan = await planUndo(db, input.teamtreeId, input.entryId, { id: undoEntryId, actorId: input.actorId });
  const undoWhere = { entryId: undoEntryId, teamtreeId: input.teamtreeId, period: plan.period };
  await touchMonth(db, input.teamtreeId, plan.period);
  const undoneWhere = { ...undoWhere, entryId: input.entryId };
  for (let start = 0; start < plan.profileIds.length; start += batch.rows) {
    const slice = plan.profileIds.slice(start, start + batch.rows);
    // Each statement of a batch is one step, with other requests served between them.
    for (const step of [() => keepValuesBefore(db, undoWhere, slice), () => writeBackValues(db, undoneWhere, slice), () => takeBackNew(db, undoneWhere, slice)]) {
      await batch.between();
      await step();
    }
  }
  await touchMonth(db, input.teamtreeId, plan.period);
  announceEntry(db, input.teamtreeId, undoEntryId);
  return { undoEntryId, period: plan.period, count: plan.profileIds.length };
}
