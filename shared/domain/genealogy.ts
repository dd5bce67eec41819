/**
 * The genealogy (issue 35): the whole tree as a list of rows in tree order, depth first, each
 * partner's downline right below it, children in the order of the profiles (the tree page's
 * order). Built once per change of the tree (`genealogyOf`, O(n)); a search or filter marks the
 * rows it shows with the uplines leading to them (`shownRows`, O(n)); folding is applied while
 * the rows are read off (`flattenGenealogy`, O(n), skipping every folded team whole).
 */

/** The fields the genealogy reads. */
export interface GenealogyMember {
  id: string;
  parentId: string | null;
}

/** The tree in depth-first order; every array is by position (the row's place in that order). */
export interface Genealogy {
  count: number;
  /** The profile at each position. */
  ids: string[];
  /** The profile's index in the list the genealogy was built from. */
  source: Int32Array;
  /** Levels as the tree page numbers them: a root is level 0, the partners directly below it level 1. */
  level: Int32Array;
  /** The upline's position; -1 for a root (no upline, or one that is not in the tree). */
  upline: Int32Array;
  /** The position after the last partner of its downline: the downline is `position + 1 .. end - 1`. */
  end: Int32Array;
  /** Each profile id's index in the list (`placed` turns it into a position). */
  index: Map<string, number>;
  /** By index in the list: the profile's position. */
  placed: Int32Array;
}

/** The position of a profile, undefined for an id not in the tree. */
export function positionOf(genealogy: Genealogy, id: string): number | undefined {
  const i = genealogy.index.get(id);
  return i === undefined ? undefined : genealogy.placed[i];
}

/** How many partners are below the one at `position` (its whole downline). */
export const downlineCount = (genealogy: Genealogy, position: number): number => genealogy.end[position] - position - 1;

/**
 * The genealogy of the profiles. Roots are the profiles without an upline in the list, in list
 * order; a profile caught in a loop of uplines (which the server does not allow) becomes a root
 * of its own where the loop is first met, so every profile has exactly one row.
 */
export function genealogyOf(profiles: readonly GenealogyMember[]): Genealogy {
  const count = profiles.length;
  const index = new Map<string, number>();
  for (let i = 0; i < count; i++) index.set(profiles[i].id, i);
  const parent = new Int32Array(count).fill(-1);
  const childCount = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) {
    const p = profiles[i].parentId;
    const pi = p == null ? undefined : index.get(p);
    if (pi !== undefined && pi !== i) {
      parent[i] = pi;
      childCount[pi + 1]++;
    }
  }
  // Children in list order: kids[start[i] .. start[i + 1]).
  const start = childCount;
  for (let i = 0; i < count; i++) start[i + 1] += start[i];
  const kids = new Int32Array(count);
  const fill = start.slice(0, count);
  for (let i = 0; i < count; i++) if (parent[i] >= 0) kids[fill[parent[i]]++] = i;

  const ids = new Array<string>(count);
  const source = new Int32Array(count);
  const level = new Int32Array(count);
  const upline = new Int32Array(count);
  const placed = new Int32Array(count).fill(-1);
  const stack = new Int32Array(count);
  let next = 0;
  const walkFrom = (root: number) => {
    let top = 0;
    stack[top++] = root;
    while (top > 0) {
      const i = stack[--top];
      if (placed[i] >= 0) continue;
      const at = next++;
      placed[i] = at;
      ids[at] = profiles[i].id;
      source[at] = i;
      const up = i === root ? -1 : placed[parent[i]];
      upline[at] = up;
      level[at] = up < 0 ? 0 : level[up] + 1;
      // Pushed last to first, so the first child comes off the stack first.
      for (let c = start[i + 1] - 1; c >= start[i]; c--) if (placed[kids[c]] < 0) stack[top++] = kids[c];
    }
  };
  for (let i = 0; i < count; i++) if (parent[i] < 0) walkFrom(i);
  for (let i = 0; i < count; i++) if (placed[i] < 0) walkFrom(i);

  const end = new Int32Array(count);
  for (let k = 0; k < count; k++) end[k] = k + 1;
  // A child's position is after its upline's: from the last position up, each downline ends where its last row's does.
  for (let k = count - 1; k >= 0; k--) if (upline[k] >= 0 && end[k] > end[upline[k]]) end[upline[k]] = end[k];
  return { count, ids, source, level, upline, end, index, placed };
}

/** A row the search and filters match. */
export const MATCH = 1;
/** An upline shown only because it leads to a match (the view marks it as context). */
export const CONTEXT = 2;

/**
 * Which rows a search or filter shows, by position: MATCH for each matching profile, CONTEXT for
 * each upline on the way to one, 0 for the rest. The way up stops at `top` (the partner whose
 * team is in view, e.g. 'My Team'): its uplines stay hidden. Ids not in the tree are ignored.
 */
export function shownRows(genealogy: Genealogy, matches: Iterable<string>, top: string | null = null): Uint8Array {
  const shown = new Uint8Array(genealogy.count);
  const stop = top === null ? -1 : (positionOf(genealogy, top) ?? -1);
  const found: number[] = [];
  for (const id of matches) {
    const k = positionOf(genealogy, id);
    if (k === undefined) continue;
    shown[k] = MATCH;
    found.push(k);
  }
  // Each upline is marked once: a climb ends at the first row already shown.
  for (const k of found) {
    let p = k === stop ? -1 : genealogy.upline[k];
    while (p >= 0 && shown[p] === 0) {
      shown[p] = CONTEXT;
      if (p === stop) break;
      p = genealogy.upline[p];
    }
  }
  return shown;
}

/** The rows in view, in tree order, and what the treegrid says of each. */
export interface GenealogyRows {
  count: number;
  /** Each row's position in the genealogy. */
  at: Int32Array;
  /** By position: the row showing it, -1 when not shown (filtered out or in a folded team). */
  rowOf: Int32Array;
  /** By position: how many of its direct partners the search and filters show (folded or not). */
  shownKids: Int32Array;
  /** By position: its place among the siblings shown (1-based; `aria-posinset`). */
  posInSet: Int32Array;
  /** By position: how many siblings are shown, itself included (`aria-setsize`). */
  setSize: Int32Array;
  /** By position: its indent below the top rows shown (0 for them; `aria-level` is one more). */
  indent: Int32Array;
}

/**
 * The rows to show: every row of `shown` (null: all) in tree order, leaving out the teams of
 * the `folded` partners (a fold on a partner without a shown team changes nothing). O(n).
 */
export function flattenGenealogy(genealogy: Genealogy, shown: Uint8Array | null, folded: ReadonlySet<string>): GenealogyRows {
  const { count, upline, end, ids } = genealogy;
  const isShown = (k: number) => shown === null || shown[k] !== 0;
  const shownKids = new Int32Array(count);
  const posInSet = new Int32Array(count);
  const setSize = new Int32Array(count);
  const indent = new Int32Array(count);
  let tops = 0;
  for (let k = 0; k < count; k++) {
    if (!isShown(k)) continue;
    const up = upline[k];
    if (up >= 0 && isShown(up)) {
      posInSet[k] = ++shownKids[up];
      indent[k] = indent[up] + 1;
    } else posInSet[k] = ++tops;
  }
  for (let k = 0; k < count; k++) {
    if (!isShown(k)) continue;
    const up = upline[k];
    setSize[k] = up >= 0 && isShown(up) ? shownKids[up] : tops;
  }
  const at = new Int32Array(count);
  const rowOf = new Int32Array(count).fill(-1);
  let rows = 0;
  for (let k = 0; k < count; ) {
    if (!isShown(k)) {
      k++;
      continue;
    }
    rowOf[k] = rows;
    at[rows++] = k;
    k = shownKids[k] > 0 && folded.has(ids[k]) ? end[k] : k + 1;
  }
  return { count: rows, at: at.subarray(0, rows), rowOf, shownKids, posInSet, setSize, indent };
}
