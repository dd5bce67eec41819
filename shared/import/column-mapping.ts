import { normaliseImportPhone } from './import-phone';
import { IMPORT_FIELDS, columnRoleLabel, columnRoles, treeCategoryRole, type ColumnRole, type ImportField } from './column-roles';
import type { ImportTable } from './import-table';

/** One role per column, in the file's column order. */
export type ColumnMapping = ColumnRole[];

/** Header spellings of back-office exports (English and German), compared as `headerKey` gives them. */
const SYNONYMS: Record<Exclude<ImportField, 'uplineCheck'> | 'category', readonly string[]> = {
  name: ['name', 'fullname', 'vollername', 'partner', 'partnername', 'beratername', 'mitglied', 'member', 'membername', 'distributor', 'distributorname'],
  firstName: ['vorname', 'firstname', 'first', 'givenname'],
  lastName: ['nachname', 'lastname', 'last', 'surname', 'familienname', 'familyname'],
  externalId: ['id', 'partnerid', 'partnernr', 'partnernummer', 'beraterid', 'beraternr', 'beraternummer', 'memberid', 'mitgliedsnummer', 'mitgliedsnr', 'distributorid', 'externalid', 'nr', 'nummer', 'kundennummer', 'kundennr', 'customerid'],
  uplineId: ['sponsorid', 'sponsornr', 'sponsornummer', 'uplineid', 'uplinenr', 'uplinenummer', 'enrollerid', 'parentid'],
  uplineName: ['sponsor', 'upline', 'sponsorname', 'uplinename', 'enroller', 'enrollername', 'parent'],
  phone: ['telefon', 'phone', 'tel', 'telefonnummer', 'phonenumber', 'mobil', 'mobile', 'mobilnummer', 'handy', 'handynummer', 'mobilephone'],
  birthday: ['geburtstag', 'birthday', 'geburtsdatum', 'dateofbirth', 'dob', 'birthdate'],
  billDate: ['autoship', 'autoshipdatum', 'autoshipdate', 'abrechnungsdatum', 'billdate', 'billingdate', 'nextbilldate', 'rechnungsdatum', 'abrechnung'],
  category: ['rang', 'rank', 'level', 'stufe', 'karrierestufe', 'status', 'titel', 'title', 'team', 'gruppe', 'group'],
};

/** A header as compared: lower case, umlauts and accents folded, only letters and digits. */
export function headerKey(header: string): string {
  return header
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');
}

const ROLE_BY_KEY = new Map<string, ImportField | 'category'>(
  Object.entries(SYNONYMS).flatMap(([role, keys]) => keys.map((key) => [key, role as ImportField | 'category'] as const)),
);

/** Category headers that name the same thing in English and German (a `Rang` column fills a tree's `Rank`). */
const CATEGORY_ALIASES: readonly (readonly string[])[] = [
  ['rang', 'rank', 'karrierestufe'],
  ['stufe', 'level'],
  ['titel', 'title'],
  ['gruppe', 'group', 'team'],
];

/**
 * The tree's category a column header names: the same name (as `headerKey` compares), else a
 * category header's English or German twin; `null` when none.
 */
function treeCategoryFor(header: string, treeCategories: readonly string[], taken: ReadonlySet<string>): string | null {
  const key = headerKey(header);
  const free = treeCategories.filter((name) => !taken.has(name));
  const same = free.find((name) => headerKey(name) === key);
  if (same !== undefined) return same;
  if (ROLE_BY_KEY.get(key) !== 'category') return null;
  const twins = CATEGORY_ALIASES.find((group) => group.includes(key)) ?? [];
  return free.find((name) => twins.includes(headerKey(name))) ?? null;
}

/** How many sample values of a column equal a value of another column (upline by ID or by name). */
function sharedValues(table: ImportTable, column: number, other: number, sample = 200): number {
  const known = new Set(table.rows.map((row) => row[other]).filter((v) => v !== ''));
  return table.rows.slice(0, sample).filter((row) => row[column] !== '' && known.has(row[column])).length;
}

/** Rows of the file the guesses look at. */
const GUESS_SAMPLE_ROWS = 500;

/** How many sample cells of a column read as a phone number (not empty, a possible number). */
function phoneCount(table: ImportTable, column: number): number {
  return table.rows.slice(0, GUESS_SAMPLE_ROWS).filter((row) => (row[column] ?? '') !== '' && normaliseImportPhone(row[column]) !== null).length;
}

/** The column a field is taken from when several headers name it: the phone column with the most numbers, else the first. */
function preferredColumn(table: ImportTable, field: ImportField, columns: readonly number[]): number {
  if (field !== 'phone') return columns[0];
  const counts = columns.map((column) => phoneCount(table, column));
  return columns[counts.indexOf(Math.max(...counts))];
}

/**
 * Guesses each column's role from its header; each field is taken by one column only: the
 * first, or for the phone the column with the most phone numbers ('Mobil' over a mostly empty
 * 'Telefon'). A category header that names one of the tree's categories (`treeCategories`: the
 * same name, or its English or German twin) fills that category, any other becomes a new one.
 * A plain `Sponsor`/`Upline` column is by ID when its values are partner IDs of the file, by
 * name otherwise; when the file has an upline column by ID and one by name ('Sponsor-Nr' and
 * 'Sponsor'), the ID links the rows and the name is only checked (`uplineCheck`). Unknown
 * headers are not imported.
 */
export function guessMapping(table: ImportTable, treeCategories: readonly string[] = []): ColumnMapping {
  const filled = new Set<string>();
  const mapping: ColumnMapping = table.headers.map((header) => {
    const role = ROLE_BY_KEY.get(headerKey(header));
    if (role !== undefined && role !== 'category') return role;
    const category = treeCategoryFor(header, treeCategories, filled);
    if (category === null) return role ?? 'ignore';
    filled.add(category);
    return treeCategoryRole(category);
  });
  const taken = new Set<ColumnRole>();
  for (const field of IMPORT_FIELDS) {
    const columns = mapping.flatMap((role, column) => (role === field ? [column] : []));
    if (columns.length === 0) continue;
    taken.add(field);
    const kept = preferredColumn(table, field, columns);
    for (const column of columns) if (column !== kept) mapping[column] = 'ignore';
  }
  const idColumn = mapping.indexOf('externalId');
  const nameColumn = mapping.findIndex((role, column) => role === 'name' && column !== idColumn);
  const uplineColumn = mapping.indexOf('uplineName');
  if (uplineColumn >= 0 && idColumn >= 0 && !taken.has('uplineId')) {
    const byId = sharedValues(table, uplineColumn, idColumn);
    const byName = nameColumn >= 0 ? sharedValues(table, uplineColumn, nameColumn) : 0;
    if (byId > byName) mapping[uplineColumn] = 'uplineId';
  }
  const byName = mapping.indexOf('uplineName');
  if (byName >= 0 && mapping.includes('uplineId')) mapping[byName] = 'uplineCheck';
  return mapping;
}

/** Why a mapping cannot be imported, or `null`: it needs a name and at most one column per field. */
export function mappingProblem(mapping: ColumnMapping): string | null {
  const hasName = mapping.includes('name') || mapping.includes('firstName') || mapping.includes('lastName');
  if (!hasName) return 'Choose the column that holds the partners\u2019 names.';
  const once = mapping.filter((role) => role !== 'category' && role !== 'ignore');
  const twice = once.find((role, column) => once.indexOf(role) !== column);
  if (twice !== undefined) return `Only one column can be \u201c${columnRoleLabel(twice)}\u201d.`;
  if (mapping.includes('uplineId') && mapping.includes('uplineName')) return 'Choose one upline column: by partner ID or by name.';
  return null;
}

/** A remembered mapping fits a file when it names a role for exactly its columns, and only categories the tree has. */
export function fitsTable(mapping: unknown, table: ImportTable, treeCategories: readonly string[] = []): mapping is ColumnMapping {
  const roles: readonly string[] = columnRoles(treeCategories);
  return Array.isArray(mapping) && mapping.length === table.headers.length && mapping.every((role) => typeof role === 'string' && roles.includes(role));
}
