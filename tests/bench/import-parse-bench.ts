// Importing 10,000 rows (issue 14): reading the file, guessing the mapping and the date format,
// and validating every row, as the import screen does before anything is written. Pure
// computation, measured in Node (the browser runs the same code: papaparse and exceljs).
import ExcelJS from 'exceljs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { guessMapping } from '../../shared/import/column-mapping';
import { detectDateFormat } from '../../shared/import/date-formats';
import { dateSamples } from '../../shared/import/read-rows';
import { readImportFile } from '../../shared/import/read-import-file';
import { validateImport } from '../../shared/import/validate-import';
import { BACK_OFFICE_HEADERS as HEADERS, backOfficeRows, csvOf } from './back-office-file';
import { measuredOn, writeReportSection } from './report-section';

const ROWS = 10_000;
const ROUNDS = 5;
async function xlsxOf(rows: string[][]): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Partner');
  sheet.addRows([HEADERS, ...rows]);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

async function readAndValidate(name: string, bytes: ArrayBuffer): Promise<{ ms: number; accepted: number }> {
  const started = performance.now();
  const table = await readImportFile(name, bytes);
  const mapping = guessMapping(table);
  const format = detectDateFormat(dateSamples(table, mapping));
  const result = validateImport(table, mapping, format, { partners: [], categoryNames: [], plan: 'BASIC' });
  return { ms: performance.now() - started, accepted: result.rows.length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const before = os.loadavg();
  const rows = backOfficeRows(ROWS);
  const files = [
    ['CSV', 'export.csv', csvOf(rows)],
    ['XLSX', 'export.xlsx', await xlsxOf(rows)],
  ] as const;
  const lines: string[] = [];
  for (const [kind, name, bytes] of files) {
    await readAndValidate(name, bytes); // warm-up: the JIT and the lazy exceljs import
    const runs: { ms: number; accepted: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) runs.push(await readAndValidate(name, bytes));
    const times = runs.map((run) => run.ms);
    lines.push(`| ${kind} | ${ROWS.toLocaleString('en')} | ${(bytes.byteLength / 1024).toFixed(0)} KiB | ${runs[0].accepted.toLocaleString('en')} | ${median(times).toFixed(0)} | ${Math.max(...times).toFixed(0)} |`);
  }
  const table = [
    '| file | rows | size | rows accepted | read + validate, median (ms) | worst (ms) |',
    '|---|---:|---:|---:|---:|---:|',
    ...lines,
    '',
    `Target: 10,000 rows parsed and validated within 2 s. ${measuredOn({ before, after: os.loadavg() })}`,
  ].join('\n');
  console.log(table);
  if (process.env.BENCH_WRITE !== '0') {
    await writeReportSection(
      'import-parse',
      table,
      '## Import: reading and validating a file\n\n`tests/bench/import-parse-bench.ts`: a 10,000-row German back-office export (each partner under a pseudo-random earlier one, one bad phone in 500 and the rows under them) as CSV and as XLSX, read, mapped, its date format detected and every row validated, as the import screen does before anything is written; 5 rounds after a warm-up.',
    );
  }
}

await main();
