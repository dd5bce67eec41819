/**
 * The roles a column of an imported file can be given, and their English names (the catalogue's
 * `importer.roles` are these). Kept apart from the guessing in column-mapping.ts, which brings
 * the phone library: the app's first bundle reads the names from here.
 */

/**
 * What each column of the file means. A partner's name is one column (`name`) or two
 * (`firstName` + `lastName`); the upline is named by its external ID (`uplineId`) or by its
 * name (`uplineName`); beside an ID column, the upline's name may be read only to check it
 * (`uplineCheck`: a row whose upline found by ID has another name gets a warning); `category` columns become new categories named after their header, and
 * a `category:<name>` column fills the tree's existing category `<name>` (a `Rang` column onto
 * the tree's `Rank`).
 */
export const IMPORT_FIELDS = ['name', 'firstName', 'lastName', 'externalId', 'uplineId', 'uplineName', 'uplineCheck', 'phone', 'birthday', 'billDate'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** A column imported into a category the tree has. */
export type TreeCategoryRole = `category:${string}`;
type BasicRole = ImportField | 'category' | 'ignore';
export type ColumnRole = BasicRole | TreeCategoryRole;
export const COLUMN_ROLES: readonly BasicRole[] = [...IMPORT_FIELDS, 'category', 'ignore'];

const TREE_CATEGORY_PREFIX = 'category:';

/** The role of a column imported into the tree's category `name`. */
export const treeCategoryRole = (name: string): TreeCategoryRole => `${TREE_CATEGORY_PREFIX}${name}`;

/** The tree's category a role fills, or `null` for every other role. */
export function treeCategoryOf(role: ColumnRole): string | null {
  return role.startsWith(TREE_CATEGORY_PREFIX) ? role.slice(TREE_CATEGORY_PREFIX.length) : null;
}

/** The choices for a column on this tree: the fields, one per category of the tree, a new category, not imported. */
export function columnRoles(treeCategories: readonly string[]): ColumnRole[] {
  return [...IMPORT_FIELDS, ...treeCategories.map(treeCategoryRole), 'category', 'ignore'];
}

/** What a role is called in the column's choice ('Phone', 'Category: Rank'). */
export function columnRoleLabel(role: ColumnRole): string {
  const category = treeCategoryOf(role);
  return category === null ? COLUMN_ROLE_LABELS[role as BasicRole] : `Category: ${category}`;
}

export const COLUMN_ROLE_LABELS: Record<BasicRole, string> = {
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  externalId: 'Partner ID',
  uplineId: 'Upline (by partner ID)',
  uplineName: 'Upline (by name)',
  uplineCheck: 'Upline name, to check',
  phone: 'Phone',
  birthday: 'Birthday',
  billDate: 'Bill date',
  category: 'New category (named after the column)',
  ignore: 'Do not import',
};
