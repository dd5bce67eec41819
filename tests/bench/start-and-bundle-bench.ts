// Two figures that used to be measured by hand: the server's start on the embedded database
// (first start into a new DATA_DIR, then warm starts) and the initial web JavaScript (gzip).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { initialWeb } from './initial-web';
import { spawnServer } from '../support/child-server';
import { measuredOn, writeReportSection } from './report-section';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WARM_RUNS = 3;

/** From spawning `node --import tsx server/main.ts` to the first 200 from /api/health. */
async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_REQUESTS: '0' });
  const health = await fetch(`${server.url}/api/health`);
  const ms = performance.now() - started;
  if (health.status !== 200) throw new Error(`health answered ${health.status}`);
  server.process.kill('SIGTERM');
  await server.exited;
  return ms;
}

async function main() {
  const before = os.loadavg();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-start-bench-'));
  const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-web-bench-'));
  try {
    const first = await timeStart(dataDir);
    const warm: number[] = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await timeStart(dataDir));
    warm.sort((a, b) => a - b);
    const build = spawnSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
    const web = await initialWeb(webDir);
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB (${n.toLocaleString('en')} B)`;
    const table = [
      '| what | figure | target |',
      '|---|---:|---|',
      `| server first start (new DATA_DIR: creates and migrates PGlite) | ${(first / 1000).toFixed(2)} s | - |`,
      `| server warm start, median of ${WARM_RUNS} | ${(warm[Math.floor(WARM_RUNS / 2)] / 1000).toFixed(2)} s | < 3 s ${warm[Math.floor(WARM_RUNS / 2)] < 3000 ? 'met' : 'missed'} |`,
      `| initial web JavaScript (the first script and its static imports), gzip -9 | ${kib(web.js)} | < 250 kB ${web.js < 250_000 ? 'met' : 'missed'} |`,
      `| one language's texts (the larger catalogue), asked for beside it, gzip -9 | ${kib(web.catalogue)} | - |`,
      `| the tree page's code, asked for beside it when the page opens on the tree, gzip -9 | ${kib(web.treePage)} | - |`,
      `| all JavaScript before the tree is drawn (the three), gzip -9 | ${kib(web.js + web.catalogue + web.treePage)} | - |`,
      `| initial web CSS, gzip -9 | ${kib(web.css)} | - |`,
      '',
      `${measuredOn({ before, after: os.loadavg() })}`,
    ].join('\n');
    console.log(table);
    if (process.env.BENCH_WRITE !== '0') {
      await writeReportSection(
        'start-and-bundle',
        table,
        '## Server start and initial web JavaScript\n\n`tests/bench/start-and-bundle-bench.ts`: the time from spawning the server the way `npm start` runs it to its first `/api/health` answer (a first start into a new `DATA_DIR`, then warm starts), and the gzip size of the scripts and styles `index.html` loads before any route chunk, with the chunks they import, and of what public/early-tree.js asks for beside them: the catalogue of a language, and the code of the tree page when the page opens on the tree (a fresh `vite build`).',
      );
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(webDir, { recursive: true, force: true });
  }
}

await main();
