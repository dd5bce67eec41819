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

/** The declared order of a tree's category (names compared as categories are), or null. */
export function orderedValuesOf(categories: ReadonlyArray<{ name: string; order?: readonly string[] | null }> | undefined, category: string): readonly string[] | null {
  const key = categoryKey(category);
  if (!key) return null;
  const found = categories?.find((c) => categoryKey(c.name) === key);
  return found?.order?.length ? found.order : null;
}

/** One choice of an ordered category's list; `outside`: a value a partner holds that the order does not list. */
export interface OrderChoice {
  value: string;
  outside: boolean;
}

/**
 * The choice list of an ordered category in the partner form: its values in order, and the
 * value shown as chosen (the order's spelling of the partner's value, case aside). A value the
 * partner holds that the order does not list is kept: first in the list, marked `outside`.
 */
export function orderChoices(order: readonly string[], current: string): { choices: OrderChoice[]; selected: string } {
  const choices = order.map((value) => ({ value, outside: false }));
  const held = current.trim();
  if (!held) return { choices, selected: '' };
  const listed = order.find((value) => orderValueKey(value) === orderValueKey(held));
  if (listed !== undefined) return { choices, selected: listed };
  return { choices: [{ value: held, outside: true }, ...choices], selected: held };
}

/** A draft order with one value moved by `step` places (-1 up, +1 down); outside the list, unchanged. */
export function moveOrderValue(values: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  const next = [...values];
  if (index < 0 || index >= next.length || target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
