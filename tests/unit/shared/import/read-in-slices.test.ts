import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImportTable } from '../../../../shared/import/import-table';
import { nextTurn, runSlices, type Slices } from '../../../../shared/import/next-turn';
import { parseCsv, parseCsvInSlices } from '../../../../shared/import/parse-csv';
import { decodeCsvBytes, readImportFile } from '../../../../shared/import/read-import-file';

/**
 * Issue 38: reading an import file yields to the page between slices (a 50,000-row file is no
 * single long task), and reads the same rows as reading the whole file at once.
 */

const ROWS = 50_000;
const HEADERS = ['Partner-Nr', 'Vorname', 'Nachname', 'Sponsor', 'Punkte', 'GV', 'Rang', 'Notiz'];

/** A back-office export's rows: umlauts, German numbers, quoted cells with the separator, quotes and line breaks, blank rows. */
function exportRows(count: number): string[][] {
  return Array.from({ length: count }, (_, i) => {
    if (i % 997 === 5) return HEADERS.map(() => '');
    const note = i % 101 === 0 ? `Zeile 1\r\nZeile 2; "Zitat", Tab\tEnde` : i % 7 === 0 ? 'Größe; Weiß' : '';
    return [String(1000 + i), `Jürgen${i}`, `Müller-Weiß`, String(1000 + Math.floor(i / 3)), `${i % 2000},${i % 100}`, `1.${String(i % 1000).padStart(3, '0')},50`, ['Gold', 'Silber', 'Bronze'][i % 3], note];
  });
}

const quoted = (cell: string, separator: string) => (/[";\t,\r\n]/.test(cell) || cell.includes(separator) ? `"${cell.replaceAll('"', '""')}"` : cell);
const csvText = (rows: string[][], separator: string, lineBreak: string) => [HEADERS, ...rows].map((row) => row.map((cell) => quoted(cell, separator)).join(separator)).join(lineBreak);

/** Windows-1252 bytes of a text of Latin-1 characters. */
const windows1252 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0)).buffer as ArrayBuffer;
const utf8 = (text: string) => new TextEncoder().encode(`\uFEFF${text}`).buffer as ArrayBuffer;

/** A turn that counts itself and the time each slice before it took. */
function countingTurn() {
  const counted = { turns: 0, longestSliceMs: 0 };
  let resumed = performance.now();
  const turn = async () => {
    counted.turns++;
    counted.longestSliceMs = Math.max(counted.longestSliceMs, performance.now() - resumed);
    await nextTurn();
    resumed = performance.now();
  };
  return { counted, turn };
}

/** Runs slices at once, counting the points where they would yield. */
function slicesOf<T>(slices: Slices<T>): { value: T; yields: number } {
  let yields = 0;
  for (let step = slices.next(); ; step = slices.next(), yields++) if (step.done) return { value: step.value, yields };
}

describe('reading an import file in slices', () => {
  const rows = exportRows(ROWS);

  it.each([
    ['UTF-8 with BOM, semicolons, CRLF', utf8(csvText(rows, ';', '\r\n'))],
    ['Windows-1252, commas, LF', windows1252(csvText(rows, ',', '\n'))],
    ['UTF-8, tabs, CR', utf8(csvText(rows, '\t', '\r'))],
  ])('reads a 50,000-row CSV (%s) as the whole-file reader does, yielding between slices', async (_, bytes) => {
    const whole = parseCsv(decodeCsvBytes(bytes));
    expect(whole.rows.length).toBe(ROWS - Math.ceil((ROWS - 5) / 997));
    expect(whole.headers).toEqual(HEADERS);
    const { counted, turn } = countingTurn();
    const sliced = await readImportFile('Monatszahlen.csv', bytes, turn);
    expect(sliced).toEqual(whole);
    expect(counted.turns).toBeGreaterThan(3);
    console.info(`50,000-row CSV: ${counted.turns} turns, longest slice ${counted.longestSliceMs.toFixed(1)} ms`);
  });

  it('ends a slice after 10 ms, whatever the file', () => {
    let clock = 0;
    const text = csvText(rows.slice(0, 5000), ';', '\r\n');
    // Each look at the clock is a millisecond later: a slice is ten chunks of 1,000 characters.
    const { value, yields } = slicesOf(parseCsvInSlices(text, () => clock++, 1000));
    expect(value).toEqual(parseCsv(text));
    expect(yields).toBeGreaterThan(Math.floor(text.length / 1000 / 11));
    expect(yields).toBeLessThan(Math.ceil(text.length / 1000 / 9));
  });

  it('reads any text as the whole-file reader does, whatever the chunk size (quotes, separators and line breaks cut anywhere)', () => {
    const pieces = fc.constantFrom('a', 'ü', ' ', ';', ',', '\t', '|', '"', '""', '\r', '\n', '\r\n', '\uFEFF');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 80 }), fc.integer({ min: 1, max: 12 }), (parts, chunkChars) => {
        const text = parts.join('');
        expect(slicesOf(parseCsvInSlices(text, () => 0, chunkChars)).value).toEqual(parseCsv(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads an XLSX file to the same rows as the same export in CSV, yielding between slices', async () => {
    const xlsxRows = rows.slice(0, 20_000);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Zahlen').addRows([HEADERS, ...xlsxRows]);
    const xlsx = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
    const { counted, turn } = countingTurn();
    const table: ImportTable = await readImportFile('Monatszahlen.xlsx', xlsx, turn);
    // exceljs reads the sheet's line breaks as LF.
    const csv = parseCsv(csvText(xlsxRows, ';', '\r\n'));
    expect(table).toEqual({ ...csv, rows: csv.rows.map((row) => row.map((cell) => cell.replaceAll('\r\n', '\n'))) });
    expect(counted.turns).toBeGreaterThan(1);
  }, 60_000);

  it('runs slices with a turn between two of them', async () => {
    function* three(): Slices<string> {
      yield;
      yield;
      return 'done';
    }
    let turns = 0;
    expect(await runSlices(three(), async () => void turns++)).toBe('done');
    expect(turns).toBe(2);
    await expect(runSlices(three())).resolves.toBe('done');
  });
});
