import { chromium, type Browser } from 'playwright-core';
import { benchWebDir } from './bench-web-build';
import { startBenchServer, stopBenchServer, type BenchServer } from './bench-server-process';
import { BENCH_CHROMIUM_ARGS } from './phone-browser';

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
