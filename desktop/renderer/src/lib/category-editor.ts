import type { Plan } from '@shared/domain/constants';
import {
  categoryKey,
  categoryLimitMessage,
  categoryLimitOf,
  categoryLimitReachedHint,
  normaliseCategoryText,
  type CategoryPair,
} from '@shared/domain/categories';

/** One line of the category editor: a title and its single option. */
export interface CategoryRow {
  id: string;
  name: string;
  value: string;
}

let counter = 0;
export function newRow(name = '', value = ''): CategoryRow {
  counter += 1;
  return { id: `row-${counter}`, name, value };
}

/** Distinct category names in use: the rows' non-blank titles plus the tree's existing ones. */
export function distinctNames(rows: readonly CategoryRow[], existing: readonly string[] = []): string[] {
  const keys = new Set(existing.map(categoryKey).filter(Boolean));
  for (const row of rows) {
    const key = categoryKey(row.name);
    if (key) keys.add(key);
  }
  return [...keys];
}

/**
 * Whether one more row may be added under the plan. The limit counts distinct names, so a row
 * is welcome while a new name fits, or while the tree has a name this profile does not carry
 * yet (that row can only take one of those: the over-limit message says so when it does not).
 */
export function canAddCategory(rows: readonly CategoryRow[], plan: Plan, existing: readonly string[] = []): boolean {
  if (distinctNames(rows, existing).length < categoryLimitOf(plan)) return true;
  return blankRows(rows) < unusedExistingNames(rows, existing).length;
}

/** The tree's category names this profile's rows do not use yet (what a new row may be titled). */
export function unusedExistingNames(rows: readonly CategoryRow[], existing: readonly string[]): string[] {
  const used = new Set(rows.map((row) => categoryKey(row.name)).filter(Boolean));
  const seen = new Set<string>();
  return existing.filter((name) => {
    const key = categoryKey(name);
    if (!key || used.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const blankRows = (rows: readonly CategoryRow[]) => rows.filter((row) => !categoryKey(row.name)).length;

/** The message shown when adding is refused (spec section 5). */
export function addRefusal(plan: Plan): string {
  return categoryLimitReachedHint(plan);
}

/** Over the plan's limit: 'You can only have {n} different categories with your {plan} plan'. */
export function limitError(rows: readonly CategoryRow[], plan: Plan, existing: readonly string[] = []): string | null {
  return distinctNames(rows, existing).length > categoryLimitOf(plan) ? categoryLimitMessage(plan) : null;
}

/** Changing a title clears its option. */
export function renameRow(rows: readonly CategoryRow[], id: string, name: string): CategoryRow[] {
  return rows.map((row) => (row.id === id ? { ...row, name, value: row.name === name ? row.value : '' } : row));
}

export function setRowValue(rows: readonly CategoryRow[], id: string, value: string): CategoryRow[] {
  return rows.map((row) => (row.id === id ? { ...row, value } : row));
}

/** On leaving a field: titles and options are trimmed with a capital first letter. */
export function normaliseRow(rows: readonly CategoryRow[], id: string): CategoryRow[] {
  return rows.map((row) => (row.id === id ? { ...row, name: normaliseCategoryText(row.name), value: normaliseCategoryText(row.value) } : row));
}

/** A title that another row already uses (case-insensitive); blank titles never clash. */
export function isDuplicateTitle(rows: readonly CategoryRow[], id: string): boolean {
  const row = rows.find((r) => r.id === id);
  const key = row ? categoryKey(row.name) : '';
  return key !== '' && rows.some((r) => r.id !== id && categoryKey(r.name) === key);
}

export function hasDuplicates(rows: readonly CategoryRow[]): boolean {
  return rows.some((row) => isDuplicateTitle(rows, row.id));
}

/** What is saved: only rows with both a title and an option, normalised; blank titles ignored. */
export function rowsToPairs(rows: readonly CategoryRow[]): CategoryPair[] {
  const pairs: CategoryPair[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const name = normaliseCategoryText(row.name);
    const value = normaliseCategoryText(row.value);
    if (!name || !value || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    pairs.push({ name, value });
  }
  return pairs;
}
