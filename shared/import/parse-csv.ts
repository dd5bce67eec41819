import Papa from 'papaparse';
import { tableBuilder, tableFromRows, type ImportTable } from './import-table';
import { SLICE_MS, type Slices } from './next-turn';

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

const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');

/**
 * Reads a CSV text: the delimiter (`;` `,` tab `|`) is the one of the header line, quotes
 * follow RFC 4180, a byte-order mark is dropped. The first row is the header.
 */
export function parseCsv(text: string): ImportTable {
  const content = withoutBom(text);
  const result = Papa.parse<string[]>(content, { delimiter: headerDelimiter(content), skipEmptyLines: false });
  return tableFromRows(result.data);
}

/** Characters papaparse reads in one go (about a millisecond of work). */
export const CSV_CHUNK_CHARS = 32 * 1024;
/** papaparse guesses the line break from the first megabyte. */
const LINE_BREAK_SAMPLE = 1024 * 1024;

/**
 * `parseCsv` a slice at a time (the same rows): papaparse's parser is fed `chunkChars` at a time
 * the way its own streaming does (the row cut by a chunk's end is read again with the next
 * chunk), and the generator yields once a slice has taken `SLICE_MS`, so its driver can
 * let the page answer in between.
 */
export function* parseCsvInSlices(text: string, now: () => number = () => performance.now(), chunkChars = CSV_CHUNK_CHARS): Slices<ImportTable> {
  const delimiter = headerDelimiter(withoutBom(text));
  // `Papa.parse` drops a second byte-order mark; its parser, fed here, does not.
  const content = withoutBom(withoutBom(text));
  // The line break papaparse would guess for the whole text (it looks at the first megabyte).
  const newline = Papa.parse<string[]>(content.slice(0, LINE_BREAK_SAMPLE), { delimiter, preview: 1 }).meta.linebreak as '\r\n' | '\n' | '\r';
  const parser = new Papa.Parser({ delimiter, newline });
  const table = tableBuilder();
  let cutRow = '';
  let cutAt = 0;
  let sliceStart = now();
  for (let start = 0; ; start += chunkChars) {
    const last = start + chunkChars >= content.length;
    const input = cutRow + content.slice(start, start + chunkChars);
    const result = parser.parse(input, cutAt, !last) as Papa.ParseResult<string[]>;
    table.add(result.data);
    if (last) return table.table();
    cutRow = input.slice(result.meta.cursor - cutAt);
    cutAt = result.meta.cursor;
    if (now() - sliceStart >= SLICE_MS) {
      yield;
      sliceStart = now();
    }
  }
}
