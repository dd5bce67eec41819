import { categoryKey, normaliseCategoryText } from './categories';
import { compareGerman } from './german-order';
import { canManageMembers } from './policies';
import type { Permission } from './constants';

/*
 * Ordered categories (issue 34): a tree's category may list its values in an order
 * ('Rank': Bronze < Silver < Gold). The partner form then offers those values in a choice list,
 * Teambars shows the category's bars in that order and the Teamlist sorts its column by it.
 * Pure: the server validates with it, the renderer sorts and groups with it.
 */

/** At most this many ordered values per category. */
export const CATEGORY_ORDER_MAX = 30;

/** Who may declare or clear a category's order: the owner and moderators (as for the tree's name). */
export const canOrderCategories = (permission: Permission | null): boolean => canManageMembers(permission);
export const CATEGORY_ORDER_DENIED = "Only the TeamTree owner or a moderator can set a category's order.";

/** A value's key in an order: as categories compare values (normalised, case aside). */
export const orderValueKey = (value: string): string => normaliseCategoryText(value).toLowerCase();

export type OrderCheck = { ok: true; values: string[] } | { ok: false; error: string };

/**
 * Normalises an order as category values are (trimmed, capital first letter) and checks it:
 * no empty value, no value twice (case aside), at most `CATEGORY_ORDER_MAX` values. An empty
 * list is no order (`values: []`).
 */
export function checkCategoryOrder(values: readonly string[]): OrderCheck {
  if (values.length > CATEGORY_ORDER_MAX) return { ok: false, error: `A category can list at most ${CATEGORY_ORDER_MAX} ordered values` };
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = normaliseCategoryText(raw);
    if (value === '') return { ok: false, error: 'An ordered value must not be empty' };
    const key = value.toLowerCase();
    if (seen.has(key)) return { ok: false, error: `"${value}" is listed twice: each ordered value must be different` };
    seen.add(key);
    result.push(value);
  }
  return { ok: true, values: result };
}

/** The orders of a tree's categories by category key (`categoryKey`): each value's place in its order. */
export type CategoryOrders = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** The orders of a tree's categories (`teamtree.categories` of the status answer); categories without one are left out. */
export function categoryOrdersOf(categories: ReadonlyArray<{ name: string; order?: readonly string[] | null }> | undefined): CategoryOrders {
  const orders = new Map<string, Map<string, number>>();
  for (const category of categories ?? []) {
    if (!category.order?.length) continue;
    orders.set(categoryKey(category.name), new Map(category.order.map((value, index) => [orderValueKey(value), index])));
  }
  return orders;
}

/** The order of one category, or undefined when it has none. */
export const orderOfCategory = (orders: CategoryOrders | undefined, category: string): ReadonlyMap<string, number> | undefined => orders?.get(categoryKey(category));

/** Whether a value is one of an order's values (case aside). */
export const isInOrder = (order: ReadonlyMap<string, number>, value: string): boolean => order.has(orderValueKey(value));

/**
 * Compares two (non-empty) values of a category: with an order, values in it by their place
 * (case aside), values not in it after them, among themselves in German order; without one,
 * German order (A-Z).
 */
export function compareCategoryValues(order: ReadonlyMap<string, number> | undefined, a: string, b: string): number {
  if (order) {
    const ra = order.get(orderValueKey(a));
    const rb = order.get(orderValueKey(b));
    if (ra !== undefined || rb !== undefined) {
      if (ra === undefined) return 1;
      if (rb === undefined) return -1;
      if (ra !== rb) return ra - rb;
    }
  }
  return compareGerman(a, b);
}
