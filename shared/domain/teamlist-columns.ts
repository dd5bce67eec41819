import { categoryKey } from './categories';
import { LIST_COLUMNS, type ListColumn } from './constants';

/**
 * The Teamlist's column ids: its fixed columns (`LIST_COLUMNS`) and one per category of the tree,
 * `category:<name>` (the same form as Teambars' grouping by a category). A category column is
 * kept by name, so it follows the category into every tree that has one of that name.
 */
export type CategoryColumn = `category:${string}`;
export type TeamlistColumnId = ListColumn | CategoryColumn;

const PREFIX = 'category:';
/** As long as a category name may be (CATEGORY_NAME_MAX of the profile schema). */
const CATEGORY_NAME_MAX = 100;

export const categoryColumn = (name: string): CategoryColumn => `${PREFIX}${name}`;

export function isCategoryColumn(value: unknown): value is CategoryColumn {
  if (typeof value !== 'string' || !value.startsWith(PREFIX)) return false;
  const name = value.slice(PREFIX.length);
  return name.trim().length > 0 && name.length <= CATEGORY_NAME_MAX;
}

/** The category a column shows, or null for a fixed column. */
export const categoryOfColumn = (column: string): string | null => (isCategoryColumn(column) ? column.slice(PREFIX.length) : null);

export const isFixedColumn = (value: unknown): value is ListColumn => (LIST_COLUMNS as readonly unknown[]).includes(value);

export const isTeamlistColumnId = (value: unknown): value is TeamlistColumnId => isFixedColumn(value) || isCategoryColumn(value);

/** The value a profile holds for a category (names compared as the categories' rules compare them), or '' for none. */
export function categoryValueOf(categories: ReadonlyArray<{ name: string; value: string }> | undefined, category: string): string {
  if (!categories?.length) return '';
  const key = categoryKey(category);
  return categories.find((c) => categoryKey(c.name) === key)?.value ?? '';
}
