import Papa from 'papaparse';
import { tableFromRows, type ImportTable } from './import-table';

const DELIMITERS = [';', ',', '\t', '|'] as const;

/** The delimiter the header line uses most (quoted parts not counted); `,` when it has none. */
export function headerDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  let best = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = firstLine.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Reads a CSV text: the delimiter (`;` `,` tab `|`) is the one of the header line, quotes
 * follow RFC 4180, a byte-order mark is dropped. The first row is the header.
 */
export function parseCsv(text: string): ImportTable {
  const content = text.replace(/^\uFEFF/, '');
  const result = Papa.parse<string[]>(content, { delimiter: headerDelimiter(content), skipEmptyLines: false });
  return tableFromRows(result.data);
}
