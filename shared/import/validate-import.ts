import type { z } from 'zod';
import type { importRowInput } from '../schemas/import';
import type { Plan } from '../domain/constants';
import { dropOverLimitValues } from './category-limit';
import { mappingProblem, type ColumnMapping } from './column-mapping';
import type { DateFormat } from './date-formats';
import type { ImportTable } from './import-table';
import { categoryFilledTwice, planColumns, readRow } from './read-rows';
import { flagDuplicateIds, resolveUplines, settleUplines, type ExistingPartner, type UplineTarget } from './resolve-uplines';

/** What the import knows of the tree it writes into. */
export interface ImportTreeContext {
  partners: readonly ExistingPartner[];
  /** The tree's category names now. */
  categoryNames: readonly string[];
  /** The tree owner's plan (it sets the category limit). */
  plan: Plan;
}

/** A row as it is sent to the server (the request's schema): `uplineRow` is an earlier row of the same request. */
export type ImportRowInput = z.infer<typeof importRowInput>;

/** The report line of one row of the file. */
export interface ImportRowReport {
  rowNumber: number;
  name: string;
  /** `add`: a new partner; `update`: the partner of the tree with this partner ID; `skip`: not written. */
  action: 'add' | 'update' | 'skip';
  /** Why the row is skipped. */
  issues: string[];
  /** Values left out of a row that is written (a category the plan cannot hold). */
  notes: string[];
}

export interface ImportValidation {
  /** Set when the mapping itself cannot be imported (then nothing is). */
  mappingProblem: string | null;
  report: ImportRowReport[];
  /** The rows to write, every upline before the rows under it. */
  rows: ImportRowInput[];
  counts: { add: number; update: number; skip: number };
}

function requestRows(ordered: readonly ReturnType<typeof readRow>[], targets: readonly UplineTarget[]): ImportRowInput[] {
  const position = new Map<number, number>();
  const rows: ImportRowInput[] = [];
  for (const row of ordered) {
    if (row.issues.length > 0) continue;
    const target = targets[row.index];
    position.set(row.index, rows.length);
    rows.push({
      externalId: row.externalId,
      name: row.name,
      phone: row.phone,
      birthday: row.birthday,
      billDate: row.billDate,
      categories: row.categories,
      uplineRow: target.kind === 'row' ? position.get(target.index)! : null,
      uplineProfileId: target.kind === 'profile' ? target.id : null,
    });
  }
  return rows;
}

export const filledTwice = (name: string) => `Two columns are imported into the category \u201c${name}\u201d: choose one.`;

/**
 * Reads and checks every row of a file before anything is written: the row's own cells
 * (name, phone, dates, category values), duplicate partner IDs, its upline (unknown,
 * ambiguous, a cycle, an upline row that is not written). A category value the plan cannot
 * hold is left out of its row (a note), never the row. National phone numbers are read in
 * `phoneCountry` (the screen's choice). Answers the per-row report and the rows to send,
 * uplines first.
 */
export function validateImport(table: ImportTable, mapping: ColumnMapping, dateFormat: DateFormat | null, tree: ImportTreeContext, phoneCountry?: string): ImportValidation {
  const plan = planColumns(table, mapping);
  const twice = categoryFilledTwice(plan);
  const problem = mappingProblem(mapping) ?? (twice === null ? null : filledTwice(twice));
  if (problem !== null) return { mappingProblem: problem, report: [], rows: [], counts: { add: 0, update: 0, skip: table.rows.length } };
  const candidates = table.rows.map((_, index) => readRow(table, index, plan, dateFormat, phoneCountry));
  flagDuplicateIds(candidates);
  dropOverLimitValues(candidates, plan.categories.map((c) => c.name), tree.categoryNames, tree.plan);
  const targets = resolveUplines(candidates, mapping.includes('uplineId'), tree.partners);
  const ordered = settleUplines(candidates, targets);
  const known = new Set(tree.partners.flatMap((p) => (p.externalId === null ? [] : [p.externalId])));
  const report = candidates.map(
    (row): ImportRowReport => ({
      rowNumber: row.rowNumber,
      name: row.name,
      action: row.issues.length > 0 ? 'skip' : row.externalId !== null && known.has(row.externalId) ? 'update' : 'add',
      issues: row.issues,
      notes: row.notes,
    }),
  );
  const counts = { add: 0, update: 0, skip: 0 };
  for (const line of report) counts[line.action]++;
  return { mappingProblem: null, report, rows: requestRows(ordered, targets), counts };
}
