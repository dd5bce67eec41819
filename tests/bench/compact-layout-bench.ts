import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildLayout, layoutAs, type LayoutKind } from '../../desktop/renderer/src/screens/teamtree/tree/layout';
import { measuredOn, writeReportSection } from './report-section';
import { benchTree } from './tree-shapes';

/**
 * The compact layout of issue 35 item 6, timed in Node on the layout code alone (no browser):
 * a 100,000-partner tree with 5,000 partners on the first level (tests/bench/tree-shapes.ts),
 * laid out whole (`buildLayout`: ids, parents, the layout, rows and connectors) and again from the
 * kept structure (`layoutAs`, as a fold, a page or the other layout does), in both layouts.
 * Target: the compact layout < 150 ms. 3 warm-up + BENCH_LAYOUT_RUNS (15) measured runs each.
 */

const SIZE = Number(process.env.BENCH_LAYOUT_SIZE ?? 100_000);
const FIRST_LEVEL = Number(process.env.BENCH_LAYOUT_FIRST_LEVEL ?? 5_000);
const RUNS = Number(process.env.BENCH_LAYOUT_RUNS ?? 15);
const TARGET = 150;

const INTRO = `## The compact layout at 100,000 partners (issue 35)

\`npm run bench\` (tests/bench/compact-layout-bench.ts) times the layout code alone in Node: a 100,000-partner tree
with 5,000 partners on the first level (the wide form of tests/bench/tree-shapes.ts), laid out from the profiles
(\`buildLayout\`: the structure, the layout, rows and connectors) and again from the kept structure (\`layoutAs\`, what
a fold, a page of a wide team or the other layout costs). Beyond 500 partners under one upline only the first page is
laid out (paging.ts). Target: the compact layout < ${TARGET} ms.`;

function time(run: () => void): { median: number; p95: number; max: number } {
  for (let w = 0; w < 3; w++) run();
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  const sorted = times.sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)], max: sorted[sorted.length - 1] };
}

async function main() {
  const before = os.loadavg();
  const profiles = benchTree(SIZE, '2026-12-07', FIRST_LEVEL);
  const rows: string[] = [];
  for (const kind of ['classic', 'compact'] as LayoutKind[]) {
    const whole = time(() => buildLayout(profiles, undefined, kind));
    const held = buildLayout(profiles, undefined, kind);
    const again = time(() => layoutAs(held, kind));
    const verdict = kind === 'compact' ? `< ${TARGET} ${whole.median < TARGET ? 'met' : 'missed'}` : '-';
    console.log(`layout ${kind} ${SIZE}: from the profiles ${whole.median.toFixed(1)} ms (p95 ${whole.p95.toFixed(1)}), from the structure ${again.median.toFixed(1)} ms`);
    rows.push(`| ${kind} | ${SIZE.toLocaleString('en')} | ${FIRST_LEVEL.toLocaleString('en')} | ${whole.median.toFixed(1)} | ${whole.p95.toFixed(1)} | ${again.median.toFixed(1)} | ${again.p95.toFixed(1)} | ${verdict} |`);
  }
  const table = [
    '| layout | partners | first level | from the profiles: median ms | p95 ms | from the structure: median ms | p95 ms | target |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `${RUNS} runs each after 3 warm-up runs, one Node process. ${measuredOn({ before, after: os.loadavg() })}`,
  ].join('\n');
  console.log(table);
  if (process.env.BENCH_WRITE !== '0') await writeReportSection('compact-layout', table, INTRO);
}

await main();
