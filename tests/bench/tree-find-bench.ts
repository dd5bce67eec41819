// Finding a partner in a big tree (issue 13): the work one keystroke costs in the search field
// (findPartners over the profiles' search texts), at 10,000 and 50,000 profiles. Pure
// computation, measured in Node (the browser runs the same code on the same data).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { findPartners, searchTexts } from '../../desktop/renderer/src/screens/teamtree/find-partners';
import { measuredOn, writeReportSection } from './report-section';

const SIZES = [10_000, 50_000];
const QUERIES = ['p', 'par', 'partner 4', 'partner 4711', 'gold', '170 12', 'zz'];
const ROUNDS = 30;

function profiles(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    name: `Partner ${i} ${['Gold', 'Silver', 'Bronze'][i % 3]}`,
    phone: i % 4 === 0 ? `+49 170${String(1_000_000 + i).slice(-7)}` : '',
    categories: [{ value: ['Gold', 'Silver', 'Bronze'][i % 3] }],
  }));
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function main() {
  const before = os.loadavg();
  const rows: string[] = [];
  for (const size of SIZES) {
    const data = profiles(size);
    const started = performance.now();
    const texts = searchTexts(data);
    const indexMs = performance.now() - started;
    for (const query of QUERIES) findPartners(texts, query); // warm-up: the JIT, not the search, is measured otherwise
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of QUERIES) {
        const t = performance.now();
        findPartners(texts, query);
        times.push(performance.now() - t);
      }
    }
    rows.push(`| ${size.toLocaleString('en')} | ${indexMs.toFixed(1)} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 95).toFixed(2)} | ${Math.max(...times).toFixed(2)} |`);
  }
  const table = [
    '| profiles | search texts, once per tree version (ms) | keystroke p50 (ms) | keystroke p95 (ms) | worst (ms) |',
    '|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Target: a search answer within 30 ms of a keystroke at 50,000 profiles. ${measuredOn({ before, after: os.loadavg() })}`,
  ].join('\n');
  console.log(table);
  if (process.env.BENCH_WRITE !== '0') {
    await writeReportSection('tree-find', table, '## Finding a partner (tree search)\n\n`tests/bench/tree-find-bench.ts`: the cost of one keystroke in the tree page\'s search field (`findPartners` over every profile\'s name, phone and category values), queries from one letter to a full phone number, 30 rounds each.');
  }
}

await main();
