import type { ImportCandidate } from './read-rows';

/** A partner already in the tree, as the import sees it. */
export interface ExistingPartner {
  id: string;
  name: string;
  externalId: string | null;
}

/** Where a row goes: under another row of the file, under a partner of the tree, or the import's top. */
export type UplineTarget = { kind: 'row'; index: number } | { kind: 'profile'; id: string } | { kind: 'top' };

export const UPLINE_ISSUE = {
  duplicateId: (id: string, rowNumber: number) => `The partner ID \u201c${id}\u201d is also in row ${rowNumber}.`,
  unknown: (upline: string) => `The upline \u201c${upline}\u201d is neither in the file nor in the TeamTree.`,
  ambiguous: (upline: string) => `The upline \u201c${upline}\u201d is the name of more than one partner: give it by partner ID.`,
  cycle: 'The row\u2019s uplines lead back to itself (a cycle).',
} as const;

/** Warnings of a row that is written all the same. */
export const UPLINE_WARNING = {
  /** The row's upline row is skipped: the row goes under the nearest upline that is kept. */
  uplineSkipped: (rowNumber: number, under: string) => `The upline in row ${rowNumber} is skipped: imported under ${under}.`,
  /** The upline found by ID has another name than the file's upline name column. */
  nameDiffers: (named: string, found: string) => `The upline name \u201c${named}\u201d differs from the upline found by ID, \u201c${found}\u201d: check it.`,
} as const;

/** Names compared case-insensitively, spaces trimmed. */
export const nameKey = (name: string) => name.trim().toLowerCase();

function group<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null || k === '') continue;
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Flags partner IDs given twice in the file (every row after the first). */
export function flagDuplicateIds(rows: readonly ImportCandidate[]): void {
  for (const list of group(rows, (row) => row.externalId).values()) {
    for (const row of list.slice(1)) row.issues.push(UPLINE_ISSUE.duplicateId(row.externalId!, list[0].rowNumber));
  }
}

/**
 * Finds each row's upline: by partner ID (the file's rows first, then the tree's partners) or
 * by name (case-insensitive; two partners of one name are ambiguous). Unresolvable uplines
 * become issues; answers one target per row.
 */
export function resolveUplines(rows: readonly ImportCandidate[], byId: boolean, existing: readonly ExistingPartner[]): UplineTarget[] {
  const rowsById = group(rows, (row) => row.externalId);
  const rowsByName = group(rows, (row) => (row.name === '' ? null : nameKey(row.name)));
  const partnersById = group(existing, (p) => p.externalId);
  const partnersByName = group(existing, (p) => nameKey(p.name));
  return rows.map((row): UplineTarget => {
    if (row.upline === '') return { kind: 'top' };
    const key = byId ? row.upline : nameKey(row.upline);
    const inFile = (byId ? rowsById : rowsByName).get(key) ?? [];
    const inTree = (byId ? partnersById : partnersByName).get(key) ?? [];
    const candidates = inFile.length > 0 ? inFile.length : inTree.length;
    if (candidates === 0) row.issues.push(UPLINE_ISSUE.unknown(row.upline));
    else if (!byId && candidates > 1) row.issues.push(UPLINE_ISSUE.ambiguous(row.upline));
    else if (inFile.length > 0) return { kind: 'row', index: inFile[0].index };
    else return { kind: 'profile', id: inTree[0].id };
    return { kind: 'top' };
  });
}

/**
 * Flags rows whose chain of uplines in the file comes back to them (a cycle: skipped), then
 * gives every kept row whose upline row is skipped the nearest upline that is kept: the first
 * kept row up its chain, else the tree's partner or the import's top the chain ends at, with a
 * warning naming the skipped row and the new upline (`nameOf`). A row is never left out for
 * its upline. Answers the rows in an order where every upline row comes before the rows under
 * it, and the targets with the new uplines.
 */
export function settleUplines(
  rows: readonly ImportCandidate[],
  targets: readonly UplineTarget[],
  nameOf: (target: UplineTarget) => string,
): { ordered: ImportCandidate[]; targets: UplineTarget[] } {
  const state = new Uint8Array(rows.length); // 0 new, 1 on the current path, 2 done
  const ordered: ImportCandidate[] = [];
  for (let start = 0; start < rows.length; start++) {
    if (state[start] !== 0) continue;
    const path: number[] = [];
    let at = start;
    while (state[at] === 0) {
      state[at] = 1;
      path.push(at);
      const target = targets[at];
      if (target.kind !== 'row') break;
      at = target.index;
    }
    const cycleFrom = state[at] === 1 && targets[path[path.length - 1]].kind === 'row' ? path.indexOf(at) : -1;
    if (cycleFrom >= 0) for (const index of path.slice(cycleFrom)) rows[index].issues.push(UPLINE_ISSUE.cycle);
    for (const index of path.reverse()) {
      state[index] = 2;
      ordered.push(rows[index]);
    }
  }
  // Where a row's downline goes: the row itself when it is kept, else the nearest kept upline of its own.
  const placeFor: (UplineTarget | undefined)[] = new Array(rows.length);
  const settled = [...targets];
  for (const row of ordered) {
    const target = targets[row.index];
    const upper = target.kind === 'row' ? (placeFor[target.index] ?? { kind: 'top' }) : target;
    if (row.issues.length > 0) {
      placeFor[row.index] = upper;
      continue;
    }
    placeFor[row.index] = { kind: 'row', index: row.index };
    if (target.kind === 'row' && rows[target.index].issues.length > 0) {
      settled[row.index] = upper;
      row.warnings.push(UPLINE_WARNING.uplineSkipped(rows[target.index].rowNumber, nameOf(upper)));
    }
  }
  return { ordered, targets: settled };
}

/** Warns of each row whose upline found by ID has another name than its upline name cell. */
export function checkUplineNames(rows: readonly ImportCandidate[], targets: readonly UplineTarget[], nameOf: (target: UplineTarget) => string): void {
  for (const row of rows) {
    const target = targets[row.index];
    if (row.uplineCheck === '' || row.issues.length > 0 || target.kind === 'top') continue;
    const found = nameOf(target);
    if (nameKey(found) !== nameKey(row.uplineCheck)) row.warnings.push(UPLINE_WARNING.nameDiffers(row.uplineCheck, found));
  }
}
