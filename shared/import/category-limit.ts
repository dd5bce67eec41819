import { categoryKey, categoryLimitMessage, categoryLimitOf } from '../domain/categories';
import type { Plan } from '../domain/constants';
import type { ImportCandidate } from './read-rows';

/** The report's note for a value the plan cannot hold (the row itself is written). */
export const categoryValueDropped = (name: string, value: string, plan: Plan) =>
  `\u201c${name}\u201d (${value}) is not imported: ${categoryLimitMessage(plan)}.`;

/**
 * The plan's category limit applied to a file: the tree's category names stay allowed; new
 * names from the file are allowed in column order while the tree's count stays within the
 * limit. A value of a name beyond it is left out of its row with a note; the row (and the
 * rows under it) is written all the same.
 */
export function dropOverLimitValues(rows: readonly ImportCandidate[], categoryNames: readonly string[], treeCategories: readonly string[], plan: Plan): void {
  const allowed = new Set(treeCategories.map(categoryKey));
  for (const name of categoryNames) {
    if (allowed.size >= categoryLimitOf(plan)) break;
    allowed.add(categoryKey(name));
  }
  for (const row of rows) {
    const dropped = row.categories.filter((pair) => !allowed.has(categoryKey(pair.name)));
    if (dropped.length === 0) continue;
    row.categories = row.categories.filter((pair) => allowed.has(categoryKey(pair.name)));
    for (const pair of dropped) row.warnings.push(categoryValueDropped(pair.name, pair.value, plan));
  }
}
