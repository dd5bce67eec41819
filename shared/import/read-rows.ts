import { categoryKey, normaliseCategoryText, type CategoryPair } from '../domain/categories';
import { EXTERNAL_ID_MAX } from '../schemas/import';
import { CATEGORY_NAME_MAX, CATEGORY_VALUE_MAX, PROFILE_NAME_MAX } from '../schemas/profile';
import type { ColumnMapping } from './column-mapping';
import { IMPORT_FIELDS, treeCategoryOf, type ImportField } from './column-roles';
import { parseDate, type DateFormat } from './date-formats';
import { normaliseImportPhone } from './import-phone';
import type { ImportTable } from './import-table';

/** One data row as the mapping reads it, with what is wrong with its own cells. */
export interface ImportCandidate {
  /** Position in the table's rows. */
  index: number;
  /** The row number in the file (the header is row 1). */
  rowNumber: number;
  externalId: string | null;
  name: string;
  phone: string;
  birthday: string | null;
  billDate: string | null;
  categories: CategoryPair[];
  /** The upline as the file names it (an ID or a name), `''` for none. */
  upline: string;
  /** The upline's name as a column beside the ID names it, to check the upline found by ID (`''`: none). */
  uplineCheck: string;
  /** Why the row is skipped (empty: it is written): only a row without a usable name, partner ID or upline is. */
  issues: string[];
  /** What is not written although the row is: a cell that cannot be read, a category the plan cannot hold, a new upline. */
  warnings: string[];
}

/** Why a row is skipped. */
export const ISSUE = {
  missingName: 'The name is missing.',
  longName: `The name is longer than ${PROFILE_NAME_MAX} characters.`,
  longId: `The partner ID is longer than ${EXTERNAL_ID_MAX} characters.`,
  nul: 'The name, partner ID or upline holds a NUL character.',
} as const;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a cell that cannot be read costs: the cell, never the row. */
export const CELL_WARNING = {
  badPhone: (text: string) => `Phone \u201c${text}\u201d is not a phone number: imported without phone.`,
  badDate: (label: string, text: string, format: DateFormat | null) =>
    format === null
      ? `${capital(label)} \u201c${text}\u201d cannot be read (choose the date format): imported without ${label}.`
      : `${capital(label)} \u201c${text}\u201d is not a date in the format ${format}: imported without ${label}.`,
  longCategory: (name: string) => `The value of \u201c${name}\u201d is longer than ${CATEGORY_VALUE_MAX} characters: imported without it.`,
  nulCategory: (name: string) => `The value of \u201c${name}\u201d holds a NUL character: imported without it.`,
} as const;

/** The category name a column stands for: its header, or `Column N` when the header is empty. */
export function categoryNameOf(header: string, column: number): string {
  return normaliseCategoryText(header).slice(0, CATEGORY_NAME_MAX) || `Column ${column + 1}`;
}

interface ColumnPlan {
  columns: Record<ImportField, number>;
  categories: { column: number; name: string }[];
}

/**
 * Where each field is read from (-1: not in the file), and the category each category column
 * fills: the tree's category it is mapped onto, or a new one named after its header.
 */
export function planColumns(table: ImportTable, mapping: ColumnMapping): ColumnPlan {
  const columns = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, mapping.indexOf(field)])) as Record<ImportField, number>;
  const categories = mapping.flatMap((role, column) => {
    const name = role === 'category' ? categoryNameOf(table.headers[column] ?? '', column) : treeCategoryOf(role);
    return name === null ? [] : [{ column, name }];
  });
  return { columns, categories };
}

/** A category two columns would fill (a row can hold one value of it), or `null`. */
export function categoryFilledTwice(plan: ColumnPlan): string | null {
  const keys = plan.categories.map((category) => categoryKey(category.name));
  return plan.categories.find((_, i) => keys.indexOf(keys[i]) !== i)?.name ?? null;
}

const cell = (row: readonly string[], column: number): string => (column >= 0 ? (row[column] ?? '').trim() : '');

function readName(row: readonly string[], columns: Record<ImportField, number>): string {
  const full = cell(row, columns.name);
  if (full !== '') return full;
  return [cell(row, columns.firstName), cell(row, columns.lastName)].filter((part) => part !== '').join(' ');
}

function readDate(text: string, label: string, format: DateFormat | null, warnings: string[]): string | null {
  if (text === '') return null;
  // yyyy-MM-dd is read whatever the format: it is unambiguous, and an XLSX date cell arrives so.
  const date = (format === null ? null : parseDate(text, format)) ?? parseDate(text, 'yyyy-MM-dd');
  if (date === null) warnings.push(CELL_WARNING.badDate(label, text, format));
  return date;
}

function readCategories(row: readonly string[], plan: ColumnPlan, warnings: string[]): CategoryPair[] {
  const categories: CategoryPair[] = [];
  for (const category of plan.categories) {
    const value = normaliseCategoryText(cell(row, category.column));
    if (value === '') continue;
    if (value.includes('\u0000')) warnings.push(CELL_WARNING.nulCategory(category.name));
    else if (value.length > CATEGORY_VALUE_MAX) warnings.push(CELL_WARNING.longCategory(category.name));
    else categories.push({ name: category.name, value });
  }
  return categories;
}

/**
 * Reads one data row through the column plan. Only a row without a usable name, partner ID
 * or upline cell gets an issue (it is skipped); a phone, date or category value that cannot be
 * read is left empty with a warning, and the row is written. National phone numbers are read
 * in `phoneCountry`.
 */
export function readRow(table: ImportTable, index: number, plan: ColumnPlan, format: DateFormat | null, phoneCountry?: string): ImportCandidate {
  const row = table.rows[index];
  const { columns } = plan;
  const issues: string[] = [];
  const warnings: string[] = [];
  const name = readName(row, columns);
  const externalId = cell(row, columns.externalId);
  const upline = cell(row, columns.uplineId >= 0 ? columns.uplineId : columns.uplineName);
  if ([name, externalId, upline].some((text) => text.includes('\u0000'))) issues.push(ISSUE.nul);
  if (name === '') issues.push(ISSUE.missingName);
  else if (name.length > PROFILE_NAME_MAX) issues.push(ISSUE.longName);
  if (externalId.length > EXTERNAL_ID_MAX) issues.push(ISSUE.longId);
  const phoneText = cell(row, columns.phone);
  const phone = normaliseImportPhone(phoneText, phoneCountry);
  if (phone === null) warnings.push(CELL_WARNING.badPhone(phoneText));
  const birthday = readDate(cell(row, columns.birthday), 'birthday', format, warnings);
  const billDate = readDate(cell(row, columns.billDate), 'bill date', format, warnings);
  return {
    index,
    rowNumber: table.rowNumbers[index],
    externalId: externalId || null,
    name,
    phone: phone ?? '',
    birthday,
    billDate,
    categories: readCategories(row, plan, warnings),
    upline,
    uplineCheck: columns.uplineId >= 0 ? cell(row, columns.uplineCheck) : '',
    issues,
    warnings,
  };
}

/** The date values of the file's date columns (for detecting their format). */
export function dateSamples(table: ImportTable, mapping: ColumnMapping, limit = 500): string[] {
  const columns = [mapping.indexOf('birthday'), mapping.indexOf('billDate')].filter((column) => column >= 0);
  return table.rows.slice(0, limit).flatMap((row) => columns.map((column) => row[column] ?? '')).filter((text) => text !== '');
}
