import type { Figures } from '../schemas/figures';
import { CHECK_SLICE_MS, CHECK_SLICE_ROWS } from './check-import-rows';
import { autoshipByMarks, columnCells, readAutoship, readLastOrder, readRank, readVolume, type CellValue, type FiguresReading } from './figures-cells';
import { indexPartner, matchRow, newPartnerIndex, type PartnerRow } from './figures-match';
import { FIGURE_FIELDS, type FigureField, type FigureMapping } from './figures-roles';
import type { ImportTable } from './import-table';

/**
 * The rows a monthly export writes (docs/figures.md "Importing a month"), before anything is
 * written: each row matched to a partner (figures-match.ts), its cells read (figures-cells.ts)
 * over the month's figures the partner has now. A column the file does not have keeps the
 * partner's value (a file of PVs leaves the ranks of the month as they are); a cell that is not
 * a value of its column (`12,5 %` as a PV) keeps it too and is named; an empty cell empties it.
 * Only the partners whose month changes are written. A partner given by two rows takes the last
 * (as the server does).
 */

/** A row of the file named in the preview: its number, and the name and ID it gives. */
export interface FileRow {
  rowNumber: number;
  name: string;
  externalId: string;
}

export interface UnmatchedRow extends FileRow {
  /** `unknown`: no partner has its ID or name; `ambiguous`: several have its name and the upline does not tell; `noKey`: neither ID nor name. */
  reason: 'unknown' | 'ambiguous' | 'noKey';
}

/** A cell that is not a value of its column: the partner keeps what the month holds. */
export interface CellProblem extends FileRow {
  field: FigureField;
  /** The column's heading, as the file writes it. */
  header: string;
  text: string;
}

/** A row whose partner comes again further down: that later row is written, this one is not. */
export interface RowGivenTwice extends FileRow {
  laterRow: number;
}

export interface FiguresPlan {
  /** What is written: one row per partner whose month changes. */
  rows: Figures[];
  /** Rows of the file matched to a partner. */
  matched: number;
  /** Partners matched whose month stays as it is. */
  unchanged: number;
  unmatched: UnmatchedRow[];
  problems: CellProblem[];
  twice: RowGivenTwice[];
}

const NO_FIGURES: Omit<Figures, 'profileId'> = { pv: null, gv: null, rank: null, paidRank: null, autoship: null, lastOrder: null };

export const sameFigures = (a: Omit<Figures, 'profileId'>, b: Omit<Figures, 'profileId'>): boolean => FIGURE_FIELDS.every((field) => a[field] === b[field]);

type CellReader = (cell: string) => CellValue<string | number | boolean>;

function readers(table: ImportTable, mapping: FigureMapping, reading: FiguresReading): Record<FigureField, CellReader> {
  const byMarks = autoshipByMarks(columnCells(table, mapping, 'autoship', Number.POSITIVE_INFINITY));
  return {
    pv: (cell) => readVolume(cell, reading.numberStyle),
    gv: (cell) => readVolume(cell, reading.numberStyle),
    rank: readRank,
    paidRank: readRank,
    autoship: (cell) => readAutoship(cell, byMarks),
    lastOrder: (cell) => readLastOrder(cell, reading.dateFormat),
  };
}

export interface FiguresInput {
  table: ImportTable;
  mapping: FigureMapping;
  reading: FiguresReading;
  partners: readonly PartnerRow[];
  /** The month's figures the partners have now, by partner id. */
  current: ReadonlyMap<string, Figures>;
}

/**
 * Runs `step` for 0..count-1, yielding after each slice (at most `CHECK_SLICE_ROWS` steps or
 * `CHECK_SLICE_MS`), so its driver can let the page answer in between.
 */
function* sliced(count: number, now: () => number, step: (i: number) => void): Generator<void, void, void> {
  let sliceRows = 0;
  let sliceStart = now();
  for (let i = 0; i < count; i++) {
    if (sliceRows >= CHECK_SLICE_ROWS || now() - sliceStart >= CHECK_SLICE_MS) {
      yield;
      sliceRows = 0;
      sliceStart = now();
    }
    sliceRows++;
    step(i);
  }
}

/**
 * Builds the plan one slice at a time (the tree's partners indexed, then the file's rows read):
 * the generator yields after each slice, so the screen stays responsive with 50,000 rows.
 */
export function* planFigures(input: FiguresInput, now: () => number = () => performance.now()): Generator<void, FiguresPlan, void> {
  const { table, mapping, current } = input;
  const index = newPartnerIndex();
  yield* sliced(input.partners.length, now, (i) => indexPartner(index, input.partners[i]));
  const read = readers(table, mapping, input.reading);
  const column = (role: FigureMapping[number]) => mapping.indexOf(role);
  const [idColumn, nameColumn, firstColumn, lastColumn, uplineColumn] = (['externalId', 'name', 'firstName', 'lastName', 'upline'] as const).map(column);
  const fields = FIGURE_FIELDS.flatMap((field) => (column(field) < 0 ? [] : [{ field, column: column(field) }]));
  const cell = (row: readonly string[], at: number) => (at < 0 ? '' : row[at].trim());
  const plan: FiguresPlan = { rows: [], matched: 0, unchanged: 0, unmatched: [], problems: [], twice: [] };
  const byPartner = new Map<string, { figures: Figures; row: FileRow }>();
  yield* sliced(table.rows.length, now, (i) => {
    const cells = table.rows[i];
    const name = cell(cells, nameColumn) || [cell(cells, firstColumn), cell(cells, lastColumn)].filter(Boolean).join(' ');
    const fileRow: FileRow = { rowNumber: table.rowNumbers[i], name, externalId: cell(cells, idColumn) };
    const match = matchRow({ externalId: fileRow.externalId, name, upline: cell(cells, uplineColumn) }, index);
    if (match.kind !== 'partner') {
      plan.unmatched.push({ ...fileRow, reason: match.kind });
      return;
    }
    plan.matched++;
    const profileId = match.partner.id;
    const figures: Figures = { ...NO_FIGURES, ...current.get(profileId), profileId };
    for (const { field, column: at } of fields) {
      const value = read[field](cells[at]);
      if (value.ok) (figures as Record<FigureField, unknown>)[field] = value.value;
      else plan.problems.push({ ...fileRow, field, header: table.headers[at], text: cells[at].trim() });
    }
    const earlier = byPartner.get(profileId);
    if (earlier) plan.twice.push({ ...earlier.row, laterRow: fileRow.rowNumber });
    byPartner.set(profileId, { figures, row: fileRow });
  });
  yield;
  for (const [profileId, { figures }] of byPartner) {
    if (sameFigures(figures, current.get(profileId) ?? NO_FIGURES)) plan.unchanged++;
    else plan.rows.push(figures);
  }
  return plan;
}

/** The whole plan at once (tests; a small file). */
export function planFiguresNow(input: FiguresInput): FiguresPlan {
  const steps = planFigures(input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
