/**
 * What each column of a back office's monthly export means to the 'Monthly figures' import
 * (issue 38 item 1; docs/figures.md "Importing a month"). Kept apart from the guessing in
 * figures-mapping.ts, so the settings schema (which keeps presets) loads only these names.
 *
 * A row is matched to a partner by its back-office ID (`externalId`, the partner ID an earlier
 * partner import stored), else by its name (`name`, or `firstName` + `lastName`), the upline
 * (`upline`: a name or a back-office ID) telling two partners of one name apart. The figure
 * columns fill the month's values; `ignore` is not imported.
 */

export const FIGURE_FIELDS = ['pv', 'gv', 'rank', 'paidRank', 'autoship', 'lastOrder'] as const;
export type FigureField = (typeof FIGURE_FIELDS)[number];

export const PARTNER_KEYS = ['externalId', 'name', 'firstName', 'lastName', 'upline'] as const;
export type PartnerKey = (typeof PARTNER_KEYS)[number];

export const FIGURE_ROLES = [...PARTNER_KEYS, ...FIGURE_FIELDS, 'ignore'] as const;
export type FigureRole = (typeof FIGURE_ROLES)[number];

/** One role per column, in the file's column order. */
export type FigureMapping = FigureRole[];

export const isFigureRole = (role: unknown): role is FigureRole => typeof role === 'string' && (FIGURE_ROLES as readonly string[]).includes(role);

export const isFigureField = (role: FigureRole): role is FigureField => (FIGURE_FIELDS as readonly string[]).includes(role);

/** A kept mapping fits a file of `columns` columns when it names a known role for each of them. */
export function isFigureMapping(mapping: unknown, columns: number): mapping is FigureMapping {
  return Array.isArray(mapping) && mapping.length === columns && mapping.every(isFigureRole);
}
