import type { Knex } from 'knex';
import type { Figures } from '../../shared/schemas/figures';
import { yieldToRequests } from '../imports/import-steps';

/*
 * The `profile_figures` table (migration 021, docs/figures.md): one row per tree, month and
 * partner. Volumes are `numeric(14,2)` (read back as numbers), `last_order` a date read as text.
 */

const TABLE = 'profile_figures';
/** Rows one upsert statement writes at most. */
export const FIGURES_BATCH_ROWS = 1000;

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
 * never holds the server); a partner given twice keeps its last row. Answers the rows written.
 */
export async function writeFigures(db: Knex, teamtreeId: string, period: string, rows: readonly Figures[]): Promise<number> {
  const byPartner = new Map(rows.map((row) => [row.profileId, row]));
  const records = [...byPartner.values()].map((row) => ({
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
  for (let start = 0; start < records.length; start += FIGURES_BATCH_ROWS) {
    if (start > 0) await yieldToRequests();
    await db(TABLE)
      .insert(records.slice(start, start + FIGURES_BATCH_ROWS))
      .onConflict(['teamtree_id', 'period', 'profile_id'])
      .merge(['pv', 'gv', 'rank', 'paid_rank', 'autoship', 'last_order']);
  }
  return records.length;
}

/** Every partner's figures of the tree's period. */
export async function readFigures(db: Knex, teamtreeId: string, period: string): Promise<Figures[]> {
  const rows = await db(TABLE).where({ teamtree_id: teamtreeId, period }).orderBy('profile_id').select<FiguresRow[]>(COLUMNS(db));
  return rows.map(present);
}

/** The months the tree has figures for, newest first. */
export async function readPeriods(db: Knex, teamtreeId: string): Promise<string[]> {
  const rows = await db(TABLE).where({ teamtree_id: teamtreeId }).distinct('period').orderBy('period', 'desc');
  return rows.map((row: { period: string }) => row.period);
}

/** The PV of the given partners in each month from `from` to `to`, and `profileId`'s own figures by month. */
export async function readFiguresRange(
  db: Knex,
  teamtreeId: string,
  from: string,
  to: string,
): Promise<Map<string, { pvOf: Map<string, number | null>; figuresOf: Map<string, Figures> }>> {
  const rows = await db(TABLE).where({ teamtree_id: teamtreeId }).whereBetween('period', [from, to]).orderBy('period').select<FiguresRow[]>(COLUMNS(db));
  const months = new Map<string, { pvOf: Map<string, number | null>; figuresOf: Map<string, Figures> }>();
  for (const row of rows) {
    const period = row.period!;
    let month = months.get(period);
    if (!month) months.set(period, (month = { pvOf: new Map(), figuresOf: new Map() }));
    const figures = present(row);
    month.pvOf.set(figures.profileId, figures.pv);
    month.figuresOf.set(figures.profileId, figures);
  }
  return months;
}
