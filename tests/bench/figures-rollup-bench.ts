import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { teamVolumes } from '../../shared/domain/team-volume';
import { measuredOn, writeReportSection } from './report-section';
import { median, percentile } from './tree-pages';
import { benchTree } from './tree-shapes';

/**
 * The roll-up of issue 38 item 6 (docs/figures.md "Computed by the server"): every partner's
 * team volume and legs of a period at 100,000 partners, as GET /api/teamtree/figures computes
 * them from the tree in memory (`teamVolumes`), in a deep tree and in a wide one (5,000 on the
 * first level). Target: < 300 ms at p95. 3 warm-up + BENCH_ROLLUP_RUNS (20) measured runs.
 */

const SIZE = Number(process.env.BENCH_ROLLUP_SIZE ?? 100_000);
const RUNS = Number(process.env.BENCH_ROLLUP_RUNS ?? 20);
const TARGET = 300;

const INTRO = `## The figures roll-up at 100,000 partners (issue 38)

\`npm run bench\` (tests/bench/figures-rollup-bench.ts) times the team volume and legs of every partner of a
100,000-partner tree with a PV each (\`teamVolumes\`, shared/domain/team-volume.ts, what GET /api/teamtree/figures
computes after reading the tree and the month's figures). Target: < ${TARGET} ms at p95.`;

function time(run: () => void): { median: number; p95: number } {
  for (let w = 0; w < 3; w++) run();
  const times = Array.from({ length: RUNS }, () => {
    const t0 = performance.now();
    run();
    return performance.now() - t0;
  });
  return { median: median(times), p95: percentile(times, 95) };
}

async function main() {
  const before = os.loadavg();
  const rows: string[] = [];
  for (const [shape, firstLevel] of [['deep', 0], ['wide', 5_000]] as const) {
    const profiles = benchTree(SIZE, '2026-12-07', firstLevel);
    const pv = new Map(profiles.map((p, i) => [p.id, (i % 997) + (i % 7) / 100]));
    const result = time(() => teamVolumes(profiles, pv));
    console.log(`figures roll-up ${shape} ${SIZE}: ${result.median.toFixed(1)} ms (p95 ${result.p95.toFixed(1)})`);
    rows.push(`| ${shape} | ${SIZE.toLocaleString('en')} | ${result.median.toFixed(1)} | ${result.p95.toFixed(1)} | < ${TARGET} ${result.p95 < TARGET ? 'met' : 'missed'} |`);
  }
  const table = [
    '| tree | partners | median ms | p95 ms | target |',
    '|---|---:|---:|---:|---|',
    ...rows,
    '',
    `${RUNS} runs each after 3 warm-up runs, one Node process. ${measuredOn({ before, after: os.loadavg() })}`,
  ].join('\n');
  console.log(table);
  if (process.env.BENCH_WRITE !== '0') await writeReportSection('figures-rollup', table, INTRO);
}

await main();
