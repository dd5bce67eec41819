import type { z } from 'zod';
import type { importRowInput } from '../schemas/import';
import type { Plan } from '../domain/constants';
import { dropOverLimitValues } from './category-limit';
import { mappingProblem, type ColumnMapping } from './column-mapping';
import type { DateFormat } from './date-formats';
import { findLeaderRow, LEADER_LINE, rootLine, type ImportRoot, type LeaderMatch } from './find-leader';
import type { ImportTable } from './import-table';
import { categoryFilledTwice, planColumns, readRow, type ImportCandidate } from './read-rows';
import { checkUplineNames, flagDuplicateIds, resolveUplines, settleUplines, type ExistingPartner, type UplineTarget } from './resolve-uplines';

/** What the import knows of the tree it writes into. */
export interface ImportTreeContext {
  partners: readonly ExistingPartner[];
  /** The tree's category names now. */
  categoryNames: readonly string[];
  /** The tree owner's plan (it sets the category limit). */
  plan: Plan;
  /** The tree's root (`null` or left out: an empty tree, or no leader to look for). */
  root?: ImportRoot | null;
  /** The partner the file's top rows go under ('Import under'), as the report names it. */
  topName?: string;
  /** Whether the root is the user (the owner; default): the report then says 'you'. */
  rootIsYou?: boolean;
}

/** The user's answers on the preview. */
export interface ImportChoices {
  /** The row taken for the tree's root by its name is someone else (a row matched by partner ID always is the root). */
  leaderIsSomeoneElse?: boolean;
}

/** A row as it is sent to the server (the request's schema): `uplineRow` is an earlier row of the same request. */
export type ImportRowInput = z.infer<typeof importRowInput>;

/** The report line of one row of the file. */
export interface ImportRowReport {
  rowNumber: number;
  name: string;
  /**
   * `add`: a new partner; `update`: the partner of the tree with this partner ID; `root`: the
   * tree's root (the user), its partners go under it; `skip`: not written.
   */
  action: 'add' | 'update' | 'root' | 'skip';
  /** Why the row is skipped. */
  issues: string[];
  /** What is left out of a row that is written (a cell that cannot be read, a category the plan cannot hold) or where it goes instead. */
  warnings: string[];
}

/** The row taken for the tree's root. */
export interface LeaderLine {
  rowNumber: number;
  name: string;
  by: LeaderMatch;
  /** The preview's line: 'This row is you (the tree's root): its partners go under you.' (for a non-owner: 'This row is the tree's root, <name>: …') */
  text: string;
}

export interface ImportValidation {
  /** Set when the mapping itself cannot be imported (then nothing is). */
  mappingProblem: string | null;
  report: ImportRowReport[];
  /** The rows to write, every upline before the rows under it. */
  rows: ImportRowInput[];
  /** `warned`: rows written (added, updated or the root) with at least one warning. */
  counts: { add: number; update: number; root: number; skip: number; warned: number };
  /** The row recognised as the tree's root (also when the user said it is someone else: then `taken` is false). */
  leader: (LeaderLine & { taken: boolean }) | null;
}

function requestRows(ordered: readonly ImportCandidate[], targets: readonly UplineTarget[], leaderIndex: number | null): ImportRowInput[] {
  const position = new Map<number, number>();
  const rows: ImportRowInput[] = [];
  for (const row of ordered) {
    if (row.issues.length > 0) continue;
    const target = targets[row.index];
    position.set(row.index, rows.length);
    rows.push({
      isRoot: row.index === leaderIndex,
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

const emptyCounts = () => ({ add: 0, update: 0, root: 0, skip: 0, warned: 0 });

/** The tree's root is the user's own row: its upline in the file (the user's sponsor) is not looked for. */
function takeLeader(candidates: readonly ImportCandidate[], tree: ImportTreeContext, choices: ImportChoices) {
  const found = findLeaderRow(
    candidates.filter((row) => row.issues.length === 0),
    tree.root ?? null,
  );
  if (found === null) return { line: null, index: null };
  const row = candidates[found.index];
  const taken = found.by === 'id' || !choices.leaderIsSomeoneElse;
  if (taken) {
    row.upline = '';
    row.uplineCheck = '';
  }
  const text = tree.rootIsYou === false ? rootLine(tree.root!.name) : LEADER_LINE;
  return { line: { rowNumber: row.rowNumber, name: row.name, by: found.by, text, taken }, index: taken ? found.index : null };
}

export const filledTwice = (name: string) => `Two columns are imported into the category \u201c${name}\u201d: choose one.`;

/**
 * Reads and checks every row of a file before anything is written. A row is skipped only
 * without a usable name, partner ID (given twice, too long) or upline (unknown, ambiguous, a
 * cycle); a phone, date or category value that cannot be read is left empty with a warning,
 * and a row under a skipped row goes under the nearest upline that is kept (a warning). A
 * category value the plan cannot hold is left out of its row (a warning). The row that is the
 * tree's root (`tree.root`: same partner ID, or same name and phone, or a row without upline
 * of the root's name) is sent as the root (`isRoot`), its partners under it, unless the user
 * says it is someone else (`choices`; not for a partner-ID match). National phone numbers are
 * read in `phoneCountry` (the screen's choice). Answers the per-row report and the rows to
 * send, uplines first.
 */
export function validateImport(
  table: ImportTable,
  mapping: ColumnMapping,
  dateFormat: DateFormat | null,
  tree: ImportTreeContext,
  phoneCountry?: string,
  choices: ImportChoices = {},
): ImportValidation {
  const plan = planColumns(table, mapping);
  const twice = categoryFilledTwice(plan);
  const problem = mappingProblem(mapping) ?? (twice === null ? null : filledTwice(twice));
  if (problem !== null) return { mappingProblem: problem, report: [], rows: [], counts: { ...emptyCounts(), skip: table.rows.length }, leader: null };
  const candidates = table.rows.map((_, index) => readRow(table, index, plan, dateFormat, phoneCountry));
  const leader = takeLeader(candidates, tree, choices);
  flagDuplicateIds(candidates);
  dropOverLimitValues(candidates, plan.categories.map((c) => c.name), tree.categoryNames, tree.plan);
  const targets = resolveUplines(candidates, mapping.includes('uplineId'), tree.partners);
  const partnerNames = new Map(tree.partners.map((p) => [p.id, p.name]));
  const nameOf = (target: UplineTarget): string => {
    if (target.kind === 'row' && target.index === leader.index && tree.root) return tree.rootIsYou === false ? tree.root.name : `${tree.root.name} (you)`;
    if (target.kind === 'row') return candidates[target.index].name;
    if (target.kind === 'profile') return partnerNames.get(target.id) ?? target.id;
    return tree.topName ?? 'the top of the import';
  };
  const settled = settleUplines(candidates, targets, nameOf);
  checkUplineNames(candidates, targets, (target) => (target.kind === 'row' ? candidates[target.index].name : nameOf(target)));
  const known = new Set(tree.partners.flatMap((p) => (p.externalId === null ? [] : [p.externalId])));
  const actionOf = (row: ImportCandidate): ImportRowReport['action'] => {
    if (row.issues.length > 0) return 'skip';
    if (row.index === leader.index) return 'root';
    return row.externalId !== null && known.has(row.externalId) ? 'update' : 'add';
  };
  const report = candidates.map((row): ImportRowReport => ({ rowNumber: row.rowNumber, name: row.name, action: actionOf(row), issues: row.issues, warnings: row.warnings }));
  const counts = emptyCounts();
  for (const line of report) {
    counts[line.action]++;
    if (line.action !== 'skip' && line.warnings.length > 0) counts.warned++;
  }
  return { mappingProblem: null, report, rows: requestRows(settled.ordered, settled.targets, leader.index), counts, leader: leader.line };
}
