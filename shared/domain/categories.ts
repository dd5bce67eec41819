import { PLAN_CATEGORY_LIMITS, type Plan } from './constants';

/**
 * Category rules (spec section 5, API.md "Categories"). Pure: the server enforces them, the UI
 * uses the same functions for fast feedback.
 */

export interface CategoryPair {
  name: string;
  value: string;
}

/** Trims and upper-cases the first character only: `gOLD` -> `GOLD`, ` gold ` -> `Gold`. */
export function normaliseCategoryText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const first = String.fromCodePoint(trimmed.codePointAt(0)!);
  return first.toUpperCase() + trimmed.slice(first.length);
}

/** The key names are compared by: case-insensitive, after normalising. */
export function categoryKey(name: string): string {
  return normaliseCategoryText(name).toLowerCase();
}

export type NormalisedPairs = { ok: true; pairs: CategoryPair[] } | { ok: false; duplicate: string };

/**
 * Normalises a `[{name, value}]` list: pairs with an empty name or value are dropped; two
 * values for one category (names compared case-insensitively) are refused.
 */
export function normaliseCategoryPairs(pairs: readonly CategoryPair[]): NormalisedPairs {
  const seen = new Set<string>();
  const result: CategoryPair[] = [];
  for (const pair of pairs) {
    const name = normaliseCategoryText(pair.name);
    const value = normaliseCategoryText(pair.value);
    if (name === '' || value === '') continue;
    const key = name.toLowerCase();
    if (seen.has(key)) return { ok: false, duplicate: name };
    seen.add(key);
    result.push({ name, value });
  }
  return { ok: true, pairs: result };
}

export function duplicateCategoryMessage(name: string): string {
  return `A profile can hold only one value for the category "${name}".`;
}

/** How many distinct category names a tree may hold under its owner's plan. */
export function categoryLimitOf(plan: Plan): number {
  return PLAN_CATEGORY_LIMITS[plan] ?? PLAN_CATEGORY_LIMITS.BASIC;
}

/** The server's refusal when a change would go over the plan limit (exact spec text). */
export function categoryLimitMessage(plan: Plan): string {
  return `You can only have ${categoryLimitOf(plan)} different categories with your ${plan} plan`;
}

/** The UI's hint when adding one more category would go over the limit (spec section 5). */
export function categoryLimitReachedHint(plan: Plan): string {
  return `You have reached the category limit for your ${plan} plan (${categoryLimitOf(plan)} categories). Upgrade to add more!`;
}

/**
 * Whether the category names a tree would use after a change stay within the plan. Names
 * that exist already never count against the change (a lowered plan keeps them); only a
 * change that brings in a new name while the result is over the limit is refused.
 */
export function exceedsCategoryLimit(existingKeys: Iterable<string>, keysAfter: Iterable<string>, plan: Plan): boolean {
  const existing = new Set(existingKeys);
  const after = new Set(keysAfter);
  const bringsNewName = [...after].some((key) => !existing.has(key));
  return bringsNewName && after.size > categoryLimitOf(plan);
}
