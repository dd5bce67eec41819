// Exporting 50,000 partners (issue 14): the Teamlist's rows (filtered and sorted as shown) made
// into the table of its five columns and written as CSV, as the Export menu does before the
// download; the XLSX of the same rows for comparison. Pure computation, measured in Node (the
// browser runs the same code: papaparse and exceljs).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sortProfiles } from '../../shared/domain/profile-sort';
import { csvDelimiterFor, exportCsv } from '../../shared/export/export-csv';
import { exportXlsx } from '../../shared/export/export-xlsx';
import { teamlistTable } from '../../desktop/renderer/src/screens/teamlist/export-columns';
import type { ListProfile } from '../../desktop/renderer/src/screens/teamlist/columns';
import { LIST_COLUMNS } from '../../shared/domain/constants';
import { loadLanguage } from '../../desktop/renderer/src/i18n/i18n';
import { measuredOn, writeReportSection } from './report-section';

const PARTNERS = 50_000;
const ROUNDS = 5;

/** Partners as the status answer has them: umlauts, phones on two thirds, birthdays on three quarters. */
function partners(count: number): ListProfile[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: `Jürgen Müller-Weiß ${i}`,
    phone: i % 3 === 0 ? '' : `+49 151${String(1_000_000 + i)}`,
    birthday: i % 4 === 0 ? null : `19${60 + (i % 40)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    billDate: `2031-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    parentName: i === 0 ? null : `Jürgen Müller-Weiß ${Math.floor(i / 3)}`,
    teamSize: i % 7,
    level: i % 5 === 0 ? null : i % 9,
    largestLeg: i % 7,
    categories: [],
    // Follow-ups on half the partners: a contact i minutes ago, a task within a month.
    lastContact: i % 2 === 0 ? null : new Date(Date.UTC(2031, 0, 1) - i * 60_000).toISOString(),
    nextFollowUp: i % 2 === 0 ? null : `2031-02-${String((i % 28) + 1).padStart(2, '0')}`,
    // A month's figures on two thirds of the partners.
    ...(i % 3 === 0
      ? { pv: null, gv: null, teamVolume: 0, rank: null, paidRank: null, autoship: null, lastOrder: null }
      : { pv: (i % 400) + 0.5, gv: i % 5000, teamVolume: i % 9000, rank: 'Gold', paidRank: 'Silver', autoship: i % 2 === 0, lastOrder: `2031-01-${String((i % 28) + 1).padStart(2, '0')}` }),
  }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(run: () => Promise<number> | number): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const bytes = await run();
  return { ms: performance.now() - started, bytes };
}

async function series(rounds: number, run: () => Promise<number> | number): Promise<{ median: number; worst: number; bytes: number }> {
  await run(); // warm-up: the JIT (and the lazy exceljs import)
  const runs: { ms: number; bytes: number }[] = [];
  for (let round = 0; round < rounds; round++) runs.push(await timed(run));
  const times = runs.map((r) => r.ms);
  return { median: median(times), worst: Math.max(...times), bytes: runs[0].bytes };
}

async function main() {
  // The columns' headings, as the app shows them once its catalogue is loaded.
  await loadLanguage('en');
  const before = os.loadavg();
  const rows = sortProfiles(partners(PARTNERS), { column: 'name', direction: 'asc' });
  const columns = [...LIST_COLUMNS];
  const csv = await series(ROUNDS, () => new TextEncoder().encode(exportCsv(teamlistTable(rows, columns), csvDelimiterFor('de-DE'))).byteLength);
  const xlsx = await series(2, async () => (await exportXlsx(teamlistTable(rows, columns), 'Teamlist')).byteLength);
  const line = (kind: string, r: { median: number; worst: number; bytes: number }, rounds: number) =>
    `| ${kind} | ${PARTNERS.toLocaleString('en')} | ${columns.length} | ${(r.bytes / 1024 / 1024).toFixed(1)} MiB | ${r.median.toFixed(0)} | ${r.worst.toFixed(0)} | ${rounds} |`;
  const table = [
    '| file | partners | columns | size | table + file, median (ms) | worst (ms) | rounds |',
    '|---|---:|---:|---:|---:|---:|---:|',
    line('CSV', csv, ROUNDS),
    line('XLSX', xlsx, 2),
    '',
    `Target: 50,000 partners exported to CSV within 2 s (no target for XLSX). ${measuredOn({ before, after: os.loadavg() })}`,
  ].join('\n');
  console.log(table);
  if (process.env.BENCH_WRITE !== '0') {
    await writeReportSection(
      'export',
      table,
      '## Export: the Teamlist as CSV and XLSX\n\n`tests/bench/export-bench.ts`: 50,000 partners sorted by name, made into the table of all seven Teamlist columns (`teamlistTable`) and written as CSV (papaparse, BOM, `;`) and encoded to bytes as the download\'s Blob holds them, or as XLSX (exceljs); after a warm-up, 5 rounds for CSV and 2 for XLSX.',
    );
  }
}

await main();
