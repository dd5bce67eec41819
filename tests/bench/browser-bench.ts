import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { benchWebDir } from './bench-web-build';
import { startBenchServer, stopBenchServer, type BenchServer } from './bench-server-process';
import { BENCH_CHROMIUM_ARGS } from './phone-browser';
import { writeReportSection } from './report-section';

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

/** Headless Chromium (CHROMIUM_PATH, else the system's) with the benchmarks' flags. */
export const launchBenchChromium = (): Promise<Browser> => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: BENCH_CHROMIUM_ARGS });

/**
 * The bench server in its own process serving the web build (the embedded database, realtime,
 * 15-minute tokens; `env` adds settings or overrides these) and Chromium, for `use`; both are
 * closed after it.
 */
export async function withServerAndBrowser<T>(env: Record<string, string>, use: (browser: Browser, server: BenchServer) => Promise<T>): Promise<T> {
  const webDir = await benchWebDir();
  const server = await startBenchServer({ BENCH_DATABASE: 'embedded', BENCH_REALTIME: '1', ACCESS_TOKEN_TTL: '900', WEB_DIR: webDir, ...env });
  const browser = await launchBenchChromium();
  try {
    return await use(browser, server);
  } finally {
    await browser.close();
    await stopBenchServer(server.child);
  }
}
