import { z } from 'zod';
import { DEFAULT_VISIBLE_COLUMNS, LIST_COLUMNS, TEAMLIST_COLUMNS, type TeamlistColumn } from '../domain/constants';
import { isCategoryColumn, isTeamlistColumnId, type TeamlistColumnId } from '../domain/teamlist-columns';
import { DATE_FORMATS } from '../import/date-formats';
import { NUMBER_STYLES } from '../import/figure-numbers';

/** The version of the settings envelope; another `__v` is refused. */
export const SETTINGS_VERSION = 1;

export const visibleCols = z
  .array(z.enum(TEAMLIST_COLUMNS, `Columns must be among: ${TEAMLIST_COLUMNS.join(', ')}`))
  .min(1, 'At least one column must stay visible')
  .max(TEAMLIST_COLUMNS.length, `At most ${TEAMLIST_COLUMNS.length} columns`)
  .refine((cols) => new Set(cols).size === cols.length, 'Columns must not repeat');

/** At most this many category columns (`category:<name>`) in the saved columns. */
export const CATEGORY_COLUMNS_MAX = 20;
const LIST_COLUMNS_MAX = LIST_COLUMNS.length + CATEGORY_COLUMNS_MAX;

/**
 * Every shown Teamlist column in its order, the computed ones ('teamSize', 'level') and the
 * category columns (`category:<name>`, issue 24) included: an addition to the contract.
 * `visibleCols` keeps the contract's columns in the same order, so a client that knows only
 * `visibleCols` reads the same list; when such a client saves, `columns` is gone and every
 * client falls back to `visibleCols`.
 */
export const listColumns = z
  .array(
    z.custom<TeamlistColumnId>(isTeamlistColumnId, `Columns must be among: ${LIST_COLUMNS.join(', ')}, or category:<name> (a name of 1-100 characters)`),
    'columns must be a list of columns',
  )
  .min(1, 'At least one column must stay visible')
  .max(LIST_COLUMNS_MAX, `At most ${LIST_COLUMNS_MAX} columns`)
  .refine((cols) => new Set(cols).size === cols.length, 'Columns must not repeat')
  .refine((cols) => cols.filter(isCategoryColumn).length <= CATEGORY_COLUMNS_MAX, `At most ${CATEGORY_COLUMNS_MAX} category columns`);

/** Whether a column is one of the contract's (`visibleCols`) rather than a computed one. */
export const isContractColumn = (column: TeamlistColumnId): column is TeamlistColumn => (TEAMLIST_COLUMNS as readonly string[]).includes(column);

/** The contract's columns of a full column list, in its order. */
export const contractColumnsOf = (columns: readonly TeamlistColumnId[]): TeamlistColumn[] => columns.filter(isContractColumn);

/** The Teamlist's two views (issue 35): 'List' (the default) and 'Genealogy' (the tree as indented rows). */
export const TEAMLIST_VIEWS = ['list', 'genealogy'] as const;
export type TeamlistViewChoice = (typeof TEAMLIST_VIEWS)[number];
export const DEFAULT_TEAMLIST_VIEW: TeamlistViewChoice = 'list';

/** Keys this app does not know are kept as they are (API.md additions of 2026-12-07: an older app must not wipe a newer one's settings). */
export const teamlistSettings = z
  .looseObject({
    visibleCols,
    columns: listColumns.optional(),
    /** Optional (API.md additions of 2026-12-07): left out, the stored view stays; never saved, it is DEFAULT_TEAMLIST_VIEW. */
    view: z.enum(TEAMLIST_VIEWS, `teamlist.view must be one of: ${TEAMLIST_VIEWS.join(', ')}`).optional(),
  })
  .refine((t) => !t.columns || contractColumnsOf(t.columns).join() === t.visibleCols.join(), {
    message: 'columns must hold the visibleCols in the same order',
    path: ['columns'],
  });

/** At most this many profile ids in each list of a tree's fold, and this many trees with a fold. */
export const FOLD_IDS_MAX = 5000;
export const FOLD_TREES_MAX = 200;
/** 'Collapse to level N' goes at most this deep. */
export const FOLD_LEVEL_MAX = 100;

const foldIds = z
  .array(z.string().min(1, 'Profile ids must not be empty').max(100, 'Profile ids are at most 100 characters'), 'collapsed and expanded must be lists of profile ids')
  .max(FOLD_IDS_MAX, `At most ${FOLD_IDS_MAX} profile ids per list`);

/**
 * How one tree is folded on the canvas (issue 13): `level` N keeps N levels shown (the root's
 * included) and collapses every partner on the last of them, null collapses none; `collapsed`
 * and `expanded` are the partners toggled by hand against that. The app names levels with the
 * root as level 0, so `level` N is its 'Collapse to level N-1'.
 */
export const treeFold = z.object({
  level: z.number().int('level must be a whole number').min(1, 'level must be at least 1').max(FOLD_LEVEL_MAX, `level must be at most ${FOLD_LEVEL_MAX}`).nullable(),
  collapsed: foldIds,
  expanded: foldIds,
});
export type TreeFold = z.infer<typeof treeFold>;

/** Folds by tree id; a tree sent with an empty fold (level null, no ids) is forgotten. */
export const treeFolds = z
  .record(z.string().min(1, 'Tree ids must not be empty').max(100, 'Tree ids are at most 100 characters'), treeFold, 'trees must map tree ids to folds')
  .refine((folds) => Object.keys(folds).length <= FOLD_TREES_MAX, `At most ${FOLD_TREES_MAX} trees`);
export type TreeFolds = z.infer<typeof treeFolds>;

/** The tree layouts a user may choose ('Compact', the default, and 'Classic'). */
export const TREE_LAYOUTS = ['compact', 'classic'] as const;
export type TreeLayoutChoice = (typeof TREE_LAYOUTS)[number];
export const DEFAULT_TREE_LAYOUT: TreeLayoutChoice = 'compact';

/** The layout chosen per tree id (issue 35); a tree not named is drawn in DEFAULT_TREE_LAYOUT. */
export const treeLayouts = z
  .record(
    z.string().min(1, 'Tree ids must not be empty').max(100, 'Tree ids are at most 100 characters'),
    z.enum(TREE_LAYOUTS, `A tree's layout must be one of: ${TREE_LAYOUTS.join(', ')}`),
    'treeLayout must map tree ids to layouts',
  )
  .refine((layouts) => Object.keys(layouts).length <= FOLD_TREES_MAX, `At most ${FOLD_TREES_MAX} trees`);
export type TreeLayouts = z.infer<typeof treeLayouts>;

/** At most this many files' mappings are kept per account (the most recent by `savedAt`). */
export const IMPORT_MAPPINGS_MAX = 20;
/** A headings signature (the file's header row) of at most this many characters, and at most this many columns. */
export const IMPORT_SIGNATURE_MAX = 2000;
export const IMPORT_MAPPING_COLUMNS_MAX = 100;

/** The column roles and date format chosen for one file's header row (docs/import-export.md). */
export const importMappingEntry = z.looseObject({
  mapping: z
    .array(z.string().min(1, 'Roles must not be empty').max(120, 'Roles are at most 120 characters'), 'mapping must be a list of column roles')
    .max(IMPORT_MAPPING_COLUMNS_MAX, `At most ${IMPORT_MAPPING_COLUMNS_MAX} columns`),
  dateFormat: z.enum(DATE_FORMATS, `dateFormat must be one of: ${DATE_FORMATS.join(', ')}`).nullable(),
  /** When it was chosen (ISO time): the oldest entry goes first when the list is full. */
  savedAt: z.string().max(40, 'savedAt is at most 40 characters'),
});
export type ImportMappingEntry = z.infer<typeof importMappingEntry>;

/** The import mappings by headings signature (issue 34 item 3), so every device offers what one chose. */
export const importMappings = z
  .record(z.string().min(1, 'Signatures must not be empty').max(IMPORT_SIGNATURE_MAX, `Signatures are at most ${IMPORT_SIGNATURE_MAX} characters`), importMappingEntry, 'importMappings must map headings to mappings')
  .refine((entries) => Object.keys(entries).length <= IMPORT_MAPPINGS_MAX, `At most ${IMPORT_MAPPINGS_MAX} import mappings`);
export type ImportMappings = z.infer<typeof importMappings>;

/** At most this many presets of the 'Monthly figures' import per account, each named in at most this many characters. */
export const FIGURE_PRESETS_MAX = 20;
export const FIGURE_PRESET_NAME_MAX = 60;
const FIGURE_PRESET_HEADER_MAX = 200;

/**
 * A mapping of the 'Monthly figures' import saved under a name (issue 38 item 1, 'Save as
 * preset'; docs/figures.md "Importing a month"): the file's headings it was made for, a role per
 * column (roles this app does not know are kept, and the preset is then not offered), how the
 * numbers and dates are read, and when it was saved.
 */
export const figurePreset = z
  .looseObject({
    name: z.string('name must be text').trim().min(1, 'A preset needs a name').max(FIGURE_PRESET_NAME_MAX, `A preset name is at most ${FIGURE_PRESET_NAME_MAX} characters`),
    headers: z
      .array(z.string('headers must be text').max(FIGURE_PRESET_HEADER_MAX, `Headings are at most ${FIGURE_PRESET_HEADER_MAX} characters`), 'headers must be a list of headings')
      .min(1, 'A preset needs the headings it is for')
      .max(IMPORT_MAPPING_COLUMNS_MAX, `At most ${IMPORT_MAPPING_COLUMNS_MAX} columns`)
      .refine((headers) => JSON.stringify(headers).length <= IMPORT_SIGNATURE_MAX, `The headings are at most ${IMPORT_SIGNATURE_MAX} characters together`),
    mapping: z
      .array(z.string().min(1, 'Roles must not be empty').max(120, 'Roles are at most 120 characters'), 'mapping must be a list of column roles')
      .max(IMPORT_MAPPING_COLUMNS_MAX, `At most ${IMPORT_MAPPING_COLUMNS_MAX} columns`),
    numberStyle: z.enum(NUMBER_STYLES, `numberStyle must be one of: ${NUMBER_STYLES.join(', ')}`),
    dateFormat: z.enum(DATE_FORMATS, `dateFormat must be one of: ${DATE_FORMATS.join(', ')}`).nullable(),
    savedAt: z.string().max(40, 'savedAt is at most 40 characters'),
  })
  .refine((preset) => preset.mapping.length === preset.headers.length, { message: 'A preset has one role per heading', path: ['mapping'] });
export type FigurePreset = z.infer<typeof figurePreset>;

/** The presets, names distinct (case aside). */
export const figurePresets = z
  .array(figurePreset, 'figurePresets must be a list of presets')
  .max(FIGURE_PRESETS_MAX, `At most ${FIGURE_PRESETS_MAX} figure presets`)
  .refine((presets) => new Set(presets.map((p) => p.name.toLowerCase())).size === presets.length, 'Preset names must not repeat');

/** Keys this app does not know are kept as they are, here and in the server's store. */
export const settingsValue = z.looseObject({
  teamlist: teamlistSettings,
  /** Optional (an addition to the contract): left out, the stored folds stay as they are; sent, its trees replace theirs. */
  trees: treeFolds.optional(),
  /** Optional (API.md additions of 2026-12-07): left out, the stored choices stay; sent, its trees replace theirs. */
  treeLayout: treeLayouts.optional(),
  /** Optional (issue 34): left out, the stored mappings stay; sent, they replace the stored ones (the app sends them all). */
  importMappings: importMappings.optional(),
  /** Optional (issue 38): left out, the stored presets stay; sent, they replace the stored ones (the app sends them all). */
  figurePresets: figurePresets.optional(),
  /** Optional (API.md additions of 2026-12-07, "Announcements"): false stops the announcement mails; never saved, they come. */
  announcementMail: z.boolean('announcementMail must be true or false').optional(),
});
export type SettingsValue = z.infer<typeof settingsValue>;

export const saveSettingsRequest = z.object({
  settings: z.object({
    __v: z.literal(SETTINGS_VERSION, `__v must be ${SETTINGS_VERSION}`),
    value: settingsValue,
  }),
});
export type SaveSettingsRequest = z.input<typeof saveSettingsRequest>;

export const settingsAnswer = z.object({
  settings: z.object({
    __v: z.literal(SETTINGS_VERSION),
    /** `null` before the first save. */
    updatedAt: z.string().nullable(),
    value: settingsValue,
  }),
});
export type SettingsAnswer = z.infer<typeof settingsAnswer>;

export function defaultSettingsValue(): SettingsValue {
  return { teamlist: { visibleCols: [...DEFAULT_VISIBLE_COLUMNS] } };
}
