import { duplicateCategoryMessage, normaliseCategoryPairs } from '../../shared/domain/categories';
import { badRequest } from '../http/errors';
import type { CategoryValues } from '../profiles/store/gateway';
import type { PlannedRow } from './import-plan';

/**
 * The imported rows' category values, normalised, for the write gateway's `mergeCategories`
 * (a matched profile keeps its other categories); two values for one category in a row are a
 * 400 naming the row (`firstIndex`: the request's index of `planned[0]`).
 */
export function importCategoryValues(planned: readonly PlannedRow[], firstIndex = 0): CategoryValues[] {
  return planned.map((entry, position) => {
    const index = firstIndex + position;
    const normalised = normaliseCategoryPairs(entry.row.categories);
    if (!normalised.ok) {
      const message = duplicateCategoryMessage(normalised.duplicate);
      throw badRequest(`rows.${index}.categories: ${message}`, { [`rows.${index}.categories`]: message });
    }
    return { profileId: entry.id, pairs: normalised.pairs };
  });
}
