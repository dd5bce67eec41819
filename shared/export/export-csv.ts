import Papa from 'papaparse';
import type { ExportTable } from './export-table';

/** Excel reads a UTF-8 file right (umlauts, ß) only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * Cells a spreadsheet would run as a formula (`=`, `@`, a tab or CR first; `+` or `-` first
 * unless the rest is a phone number's digits, spaces and `()/.-`) get a leading `'`, so a
 * partner named `=HYPERLINK(...)` stays text (CSV injection).
 */
export const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s()/.-]*$))/;

/**
 * The list separator Excel expects for a locale: `;` where the decimal mark is a comma
 * (Germany, most of Europe), else `,`.
 */
export function csvDelimiterFor(locale: string | undefined): ',' | ';' {
  let decimal = '.';
  try {
    decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  } catch {
    // An unknown locale tag: the English default.
  }
  return decimal === ',' ? ';' : ',';
}

/** The table as CSV text (RFC 4180 quoting, CRLF lines, the header row first), with a BOM. */
export function exportCsv(table: ExportTable, delimiter: ',' | ';' = ','): string {
  return UTF8_BOM + Papa.unparse({ fields: table.headers, data: table.rows }, { delimiter, newline: '\r\n', escapeFormulae: FORMULA_START });
}
