import os from 'node:os';
import { measuredOn, writeReportSection } from './report-section';

/** The machine's load averages (1/5/15 min) before and after a benchmark. */
export interface Load {
  before: number[];
  after: number[];
}

/**
 * A benchmark script's main: `measure` between two readings of the load, then the table `format`
 * makes of its result printed and (unless BENCH_WRITE=0) written into docs/performance.md as the
 * section `section` (with `intro` when the section is new). A failure ends the process with 1.
 */
export function runBench<T>(section: string, intro: string, measure: () => Promise<T>, format: (result: T, load: Load) => string): void {
  const run = async () => {
    const before = os.loadavg();
    const result = await measure();
    const table = format(result, { before, after: os.loadavg() });
    console.log(`\n${table}`);
    if (process.env.BENCH_WRITE !== '0') await writeReportSection(section, table, intro);
  };
  run().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

export type BenchDatabase = 'embedded' | 'postgres';

/** One line of a benchmark measured on each database. */
export interface DatabaseRow {
  database: BenchDatabase;
  what: string;
  value: string;
}

/**
 * `runBench` for a benchmark over HTTP on each database: the embedded one and, with
 * TEST_DATABASE_URL or DATABASE_URL, PostgreSQL. `measure` adds its lines for one database; the
 * table lists them all and says when PostgreSQL was not measured.
 */
export function runDatabaseBench(section: string, intro: string, measure: (database: BenchDatabase, rows: DatabaseRow[]) => Promise<void>): void {
  const databases: BenchDatabase[] = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
  const measureAll = async () => {
    const rows: DatabaseRow[] = [];
    for (const database of databases) await measure(database, rows);
    return rows;
  };
  runBench(section, intro, measureAll, (rows, load) =>
    [
      '| database | measured | result |',
      '|---|---|---|',
      ...rows.map((row) => `| ${row.database} | ${row.what} | ${row.value} |`),
      '',
      `${databases.includes('postgres') ? '' : 'PostgreSQL not measured (TEST_DATABASE_URL unset). '}${measuredOn(load)}`,
    ].join('\n'),
  );
}
