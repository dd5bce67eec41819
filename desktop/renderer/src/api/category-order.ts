import { categoryOrderAnswer } from '@shared/schemas/category-order';
import { api } from './instance';

/** Sets (null: clears) the order of a tree's category's values (docs/profiles.md "Ordered categories"). */
export const changeCategoryOrder = (teamtreeId: string, categoryName: string, order: readonly string[] | null) =>
  api.put('/teamtree/category/order', { teamtreeId, categoryName, order }, { schema: categoryOrderAnswer });
