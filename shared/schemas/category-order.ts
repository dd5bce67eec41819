import { z } from 'zod';
import { CATEGORY_ORDER_MAX, checkCategoryOrder } from '../domain/category-order';
import { id } from './common';
import { CATEGORY_VALUE_MAX, categoryNameField, freeText } from './profile';

/*
 * Ordered categories (issue 34, docs/profiles.md "Ordered categories"):
 * `PUT /api/teamtree/category/order` and its answer.
 */

/**
 * The values in their order, checked and normalised like category values (trimmed, capital
 * first letter); `null` or `[]` clears the order.
 */
export const categoryOrderField = z
  .array(freeText('An ordered value', CATEGORY_VALUE_MAX), 'order must be a list of values or null')
  .max(CATEGORY_ORDER_MAX, `A category can list at most ${CATEGORY_ORDER_MAX} ordered values`)
  .nullable()
  .transform((values, ctx) => {
    const checked = checkCategoryOrder(values ?? []);
    if (checked.ok) return checked.values.length > 0 ? checked.values : null;
    ctx.addIssue({ code: 'custom', message: checked.error });
    return z.NEVER;
  });

export const categoryOrderRequest = z.object({ teamtreeId: id, categoryName: categoryNameField, order: categoryOrderField });
export type CategoryOrderRequest = z.input<typeof categoryOrderRequest>;

export const categoryOrderAnswer = z.object({
  category: z.object({ id: z.string(), name: z.string(), order: z.array(z.string()).nullable() }),
});
export type CategoryOrderAnswer = z.infer<typeof categoryOrderAnswer>;
