import type { Knex } from 'knex';
import type { Figures } from '../../shared/schemas/figures';
import { yieldToRequests } from '../imports/import-steps';
import { profilesInTree } from '../profiles/store/profile-reads';

/*
 * The `profile_figures` table (migration 021, docs/figures.md): one row per tree, month and
 * partner. Volumes are `numeric(14,2)` (read back as numbers), `last_order` a date read as text.
 */

const TABLE = 'profile_figures';
/** Rows one upsert statement writes at most. */
export const FIGURES_BATCH_ROWS = 1000;
/** Whether a statement was refused because a row's foreign key names no row (PostgreSQL's 23503: a partner deleted meanwhile). */
export const isForeignKeyViolation = (error: unknown): boolean => (error as { code?: string }).code === '23503';

interface FiguresRow {
  profile_id: string;
  period?: string;
  pv: string | number | null;
  gv: string | number | null;
  rank: string | null;
  paid_rank: string | null;
  autoship: boolean | null;
  last_order: string | null;
}

const volumeOf = (value: string | number | null): number | null => (value === null ? null : Number(value));

function present(row: FiguresRow): Figures {
  return {
    profileId: row.profile_id,
    pv: volumeOf(row.pv),
    gv: volumeOf(row.gv),
    rank: row.rank,
    paidRank: row.paid_rank,
    autoship: row.autoship,
    lastOrder: row.last_order,
  };
}

const COLUMNS = (db: Knex) => ['profile_id', 'period', 'pv', 'gv', 'rank', 'paid_rank', 'autoship', db.raw('last_order::text AS last_order')];

/**
 * Replaces the figures of the given partners for the period, in upserts of
 * `FIGURES_BATCH_ROWS` rows with other requests served between them (so a 100,000-row write
 * never holds the server); a partner given twice keeps its last row. `beforeBatch` runs before
 * each upsert with its partners (figures-history.ts keeps the values it replaces). Answers the
 * rows written (without partners deleted while it ran).
 */
export async function writeFigures(db: Knex, teamtreeId: string, period: string, rows: readonly Figures[], beforeBatch?: (profileIds: string[]) => Promise<void>): Promise<number> {
  const records = [...latestRowOfEach(rows)].map((row) => ({
    teamtree_id: teamtreeId,
    period,
    profile_id: row.profileId,
    pv: row.pv,
    gv: row.gv,
    rank: row.rank,
    paid_rank: row.paidRank,
    autoship: row.autoship,
    last_order: row.lastOrder,
  }));
  let written = 0;
  for (let start = 0; start < records.length; start += FIGURES_BATCH_ROWS) {
    if (start > 0) await yieldToRequests();
    const batch = records.slice(start, start + FIGURES_BATCH_ROWS);
    await beforeBatch?.(batch.map((record) => record.profile_id));
    const upsert = (rows: typeof batch) => db(TABLE).insert(rows).onConflict(['teamtree_id', 'period', 'profile_id']).merge(['pv', 'gv', 'rank', 'paid_rank', 'autoship', 'last_order']);
    written += await upsert(batch).then(
      () => batch.length,
      // A partner deleted while the write runs: the foreign key refuses the batch; it is written without them.
      async (error: unknown) => {
        if (!isForeignKeyViolation(error)) throw error;
        const inTree = await profilesInTree(db, teamtreeId, batch.map((record) => record.profile_id));
        const left = batch.filter((record) => inTree.has(record.profile_id));
        if (left.length > 0) await upsert(left);
        return left.length;
      },
    );
  }
  return written;
}

/** One row per partner: the last one given. */
export function latestRowOfEach(rows: readonly Figures[]): Iterable<Figures> {
  return new Map(rows.map((row) => [row.profileId, row])).values();
}

/** Every partner's figures of the tree's period. */
export async function readFigures(db: Knex, teamtreeId: string, period: string): Promise<Figures[]> {
  const rows = await db(TABLE).where({ teamtree_id: teamtreeId, period }).orderBy('profile_id').select<FiguresRow[]>(COLUMNS(db));
  return rows.map(present);
}

/** The months the tree has figures for, newest first, each with its version (figure_months: one row per month, not every partner's). */
export async function readMonths(db: Knex, teamtreeId: string): Promise<{ period: string; version: number }[]> {
  const rows: { period: string; version: string | number }[] = await db('figure_months as m')
    .where('m.teamtree_id', teamtreeId)
    .whereExists((q) => q.select(db.raw('1')).from(`${TABLE} as f`).whereRaw('f.teamtree_id = m.teamtree_id AND f.period = m.period'))
    .orderBy('m.period', 'desc')
    .select('m.period', 'm.version');
  return rows.map((row) => ({ period: row.period, version: Number(row.version) }));
}

/** The months the tree has figures for, newest first. */
export async function readPeriods(db: Knex, teamtreeId: string): Promise<string[]> {
  return (await readMonths(db, teamtreeId)).map((month) => month.period);
}

/** The month's version (figure_months), which kept team volumes are checked against; 0 for a month never written. */
export async function readMonthVersion(db: Knex, teamtreeId: string, period: string): Promise<number> {
  const row: { version: string | number } | undefined = await db('figure_months').where({ teamtree_id: teamtreeId, period }).first('version');
  return row ? Number(row.version) : 0;
}

/** One partner's figures by month from `from` to `to` (inclusive). */
export async function readPartnerFigures(db: Knex, teamtreeId: string, profileId: string, from: string, to: string): Promise<Map<string, Figures>> {
  const rows = await db(TABLE).where({ teamtree_id: teamtreeId, profile_id: profileId }).whereBetween('period', [from, to]).select<FiguresRow[]>(COLUMNS(db));
  return new Map(rows.map((row) => [row.period!, present(row)]));
}

/** Every month of the tree's figures, oldest first (the account export). */
export async function allFigures(db: Knex, teamtreeId: string): Promise<{ period: string; rows: Figures[] }[]> {
  const months = [];
  for (const period of (await readPeriods(db, teamtreeId)).reverse()) months.push({ period, rows: await readFigures(db, teamtreeId, period) });
  return months;
}

/**
 * The sum of the PV of `team` (every partner of the tree when null) in each of the months, summed
 * by the database (exact: `numeric`); a month without figures of the team sums to 0.
 */
export async function sumOfPv(db: Knex, teamtreeId: string, periods: readonly string[], team: readonly string[] | null): Promise<Map<string, number>> {
  const rows: { period: string; total: string | number | null }[] = await db(TABLE)
    .where('teamtree_id', teamtreeId)
    .whereIn('period', periods)
    .modify((query) => {
      if (team !== null) void query.whereRaw(`profile_id = ANY(string_to_array(?, ',')::uuid[])`, [team.join(',')]);
    })
    .groupBy('period')
    .select('period', db.raw('sum(pv) AS total'));
  return new Map(rows.map((row) => [row.period, Number(row.total ?? 0)]));
}
