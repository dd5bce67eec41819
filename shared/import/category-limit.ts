import { categoryKey, categoryLimitMessage, categoryLimitOf } from '../domain/categories';
import type { Plan } from '../domain/constants';
import type { ImportCandidate } from './read-rows';

/**
 * The plan's category limit applied to a file: the tree's category names stay allowed; new
 * names from the file are allowed in column order while the tree's count stays within the
 * limit. A row holding a value of a name beyond it gets the server's limit text.
 */
export function flagCategoryLimit(rows: readonly ImportCandidate[], categoryNames: readonly string[], treeCategories: readonly string[], plan: Plan): void {
  const allowed = new Set(treeCategories.map(categoryKey));
  for (const name of categoryNames) {
    if (allowed.size >= categoryLimitOf(plan)) break;
    allowed.add(categoryKey(name));
  }
  for (const row of rows) {
    if (row.categories.some((pair) => !allowed.has(categoryKey(pair.name)))) row.issues.push(categoryLimitMessage(plan));
  }
}
