import { t } from '../../../i18n/i18n';
import { countText } from '../tree-texts';

/**
 * Very wide groups page (issue 35 item 2): under a partner with more than PAGE_SIZE partners
 * directly below, the first PAGE_SIZE are drawn and a node 'Show 500 more (1,234 left)' stands
 * after them; each press of it draws one page more. The layouts lay out the drawn structure:
 * the shown children of each partner, then its 'Show more' node as one more leaf. The 'Show more'
 * nodes get the indexes after the partners (node `count + m` of the layout's place arrays), so
 * everything indexed by partner stays as it is.
 */

/** Partners drawn per page under one partner. */
export const PAGE_SIZE = 500;

/** Per partner id, how many pages of its team are drawn (1 when the partner is not in it). */
export type Pages = ReadonlyMap<string, number>;

export const FIRST_PAGES: Pages = new Map();

/** The shape paging reads. */
export interface PagingInput {
  count: number;
  ids: readonly string[];
  childStart: Int32Array;
  childList: Int32Array;
}

/** The structure the layouts draw: each partner's shown children, then its 'Show more' node (if any). */
export interface DrawnStructure {
  /** Partners and 'Show more' nodes. */
  count: number;
  childStart: Int32Array;
  childList: Int32Array;
  /** Per 'Show more' node m (node `partners + m`): the partner it belongs to, and how many of its team are not drawn. */
  moreParent: Int32Array;
  moreLeft: Int32Array;
}

/** How many children of node v are drawn. */
function shownOf(input: PagingInput, pages: Pages, v: number): number {
  const all = input.childStart[v + 1] - input.childStart[v];
  if (all <= PAGE_SIZE) return all;
  return Math.min(all, PAGE_SIZE * Math.max(1, pages.get(input.ids[v]) ?? 1));
}

/** The drawn structure, or null when no partner has more children than a page (the tree is drawn whole). */
export function drawnStructure(input: PagingInput, pages: Pages = FIRST_PAGES): DrawnStructure | null {
  const { count, childStart, childList } = input;
  let wide = 0;
  for (let v = 0; v < count; v++) if (childStart[v + 1] - childStart[v] > PAGE_SIZE && shownOf(input, pages, v) < childStart[v + 1] - childStart[v]) wide++;
  if (wide === 0) return null;
  const moreParent = new Int32Array(wide);
  const moreLeft = new Int32Array(wide);
  const start = new Int32Array(count + wide + 1);
  let m = 0;
  for (let v = 0; v < count; v++) {
    const all = childStart[v + 1] - childStart[v];
    const shown = shownOf(input, pages, v);
    start[v + 1] = start[v] + shown + (shown < all ? 1 : 0);
    if (shown < all) [moreParent[m], moreLeft[m], m] = [v, all - shown, m + 1];
  }
  start.fill(start[count], count + 1);
  const list = new Int32Array(start[count]);
  m = 0;
  for (let v = 0; v < count; v++) {
    const shown = shownOf(input, pages, v);
    list.set(childList.subarray(childStart[v], childStart[v] + shown), start[v]);
    if (start[v] + shown < start[v + 1]) list[start[v] + shown] = count + m++;
  }
  return { count: count + wide, childStart: start, childList: list, moreParent, moreLeft };
}

/** The words on a 'Show more' node with `left` partners not drawn: 'Show 500 more (1,234 left)'. */
export function moreLabel(left: number): string {
  return t('teamtree.canvas.showMore', { step: countText(Math.min(PAGE_SIZE, left), true), left: countText(left, true) });
}

/** The pages with one more drawn under the partner with this id. */
export function showMore(pages: Pages, id: string): Pages {
  const next = new Map(pages);
  next.set(id, (pages.get(id) ?? 1) + 1);
  return next;
}

export interface RevealInput extends PagingInput {
  parent: Int32Array;
}

/**
 * The pages with every page up to node i drawn, along its uplines (a partner found, or named
 * by a link, on a later page of someone's team). The same object when all are drawn already.
 */
export function revealPages(pages: Pages, tree: RevealInput, i: number): Pages {
  let next: Map<string, number> | null = null;
  // At most `count` steps up: a broken tree with a loop of uplines ends too.
  for (let v = i, p = tree.parent[v], steps = 0; p >= 0 && steps < tree.count; v = p, p = tree.parent[v], steps++) {
    let at = tree.childStart[p];
    while (tree.childList[at] !== v) at++;
    const needed = Math.floor((at - tree.childStart[p]) / PAGE_SIZE) + 1;
    if (needed <= (pages.get(tree.ids[p]) ?? 1)) continue;
    next ??= new Map(pages);
    next.set(tree.ids[p], needed);
  }
  return next ?? pages;
}
