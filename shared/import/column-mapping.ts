import type { ImportTable } from './import-table';

/**
 * What each column of the file means. A partner's name is one column (`name`) or two
 * (`firstName` + `lastName`); the upline is named by its external ID (`uplineId`) or by its
 * name (`uplineName`); `category` columns become categories named after their header.
 */
export const IMPORT_FIELDS = ['name', 'firstName', 'lastName', 'externalId', 'uplineId', 'uplineName', 'phone', 'birthday', 'billDate'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ColumnRole = ImportField | 'category' | 'ignore';
export const COLUMN_ROLES: readonly ColumnRole[] = [...IMPORT_FIELDS, 'category', 'ignore'];

export const COLUMN_ROLE_LABELS: Record<ColumnRole, string> = {
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  externalId: 'Partner ID',
  uplineId: 'Upline (by partner ID)',
  uplineName: 'Upline (by name)',
  phone: 'Phone',
  birthday: 'Birthday',
  billDate: 'Bill date',
  category: 'Category',
  ignore: 'Do not import',
};

/** One role per column, in the file's column order. */
export type ColumnMapping = ColumnRole[];

/** Header spellings of back-office exports (English and German), compared as `headerKey` gives them. */
const SYNONYMS: Record<ImportField | 'category', readonly string[]> = {
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

/** How many sample values of a column equal a value of another column (upline by ID or by name). */
function sharedValues(table: ImportTable, column: number, other: number, sample = 200): number {
  const known = new Set(table.rows.map((row) => row[other]).filter((v) => v !== ''));
  return table.rows.slice(0, sample).filter((row) => row[column] !== '' && known.has(row[column])).length;
}

/**
 * Guesses each column's role from its header; each field is taken by its first column only.
 * A plain `Sponsor`/`Upline` column is by ID when its values are partner IDs of the file, by
 * name otherwise. Unknown headers are not imported.
 */
export function guessMapping(table: ImportTable): ColumnMapping {
  const mapping: ColumnMapping = table.headers.map((header) => ROLE_BY_KEY.get(headerKey(header)) ?? 'ignore');
  const taken = new Set<ColumnRole>();
  mapping.forEach((role, column) => {
    if (role === 'category' || role === 'ignore') return;
    if (taken.has(role)) mapping[column] = 'ignore';
    taken.add(role);
  });
  const idColumn = mapping.indexOf('externalId');
  const nameColumn = mapping.findIndex((role, column) => role === 'name' && column !== idColumn);
  const uplineColumn = mapping.indexOf('uplineName');
  if (uplineColumn >= 0 && idColumn >= 0 && !taken.has('uplineId')) {
    const byId = sharedValues(table, uplineColumn, idColumn);
    const byName = nameColumn >= 0 ? sharedValues(table, uplineColumn, nameColumn) : 0;
    if (byId > byName) mapping[uplineColumn] = 'uplineId';
  }
  return mapping;
}

/** Why a mapping cannot be imported, or `null`: it needs a name and at most one column per field. */
export function mappingProblem(mapping: ColumnMapping): string | null {
  const hasName = mapping.includes('name') || mapping.includes('firstName') || mapping.includes('lastName');
  if (!hasName) return 'Choose the column that holds the partners\u2019 names.';
  for (const field of IMPORT_FIELDS) {
    if (mapping.filter((role) => role === field).length > 1) return `Only one column can be \u201c${COLUMN_ROLE_LABELS[field]}\u201d.`;
  }
  if (mapping.includes('uplineId') && mapping.includes('uplineName')) return 'Choose one upline column: by partner ID or by name.';
  return null;
}

/** A remembered mapping fits a file when it names a role for exactly its columns. */
export function fitsTable(mapping: unknown, table: ImportTable): mapping is ColumnMapping {
  return (
    Array.isArray(mapping) &&
    mapping.length === table.headers.length &&
    mapping.every((role) => typeof role === 'string' && (COLUMN_ROLES as readonly string[]).includes(role))
  );
}
