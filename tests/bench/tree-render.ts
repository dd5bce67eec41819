import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { writeReportSection } from './report-section';
import { pathAliases } from '../../scripts/path-aliases';

/**
 * Tree page render benchmark (ARCHITECTURE.md performance targets): the tree page's canvas
 * component with its real features on (tests/bench/tree-page), built with vite (minified), in
 * headless Chromium (CPU drawing, 1440x900, DPR 1) at 1k/10k/50k profiles. Measures
 * (i) first complete paint: from handing the flat profile array to React until the frame after
 * the first full draw (layout, styles and drawing included); (ii) zoom/pan frames: a 3-second
 * script zooming 1 -> 0.3 -> 1 (the page's limits) and panning +-2000/+-400 px, one view change
 * per rAF, frame time = gap between rAF timestamps. Median of BENCH_TREE_REPS (3) fresh
 * browsers. Writes docs/performance.md between the tree-render markers unless BENCH_WRITE=0.
 */

const root = path.resolve(import.meta.dirname, '../..');
const sizes = (process.env.BENCH_TREE_SIZES ?? '1000,10000,50000').split(',').map(Number);
const reps = Number(process.env.BENCH_TREE_REPS ?? 3);
/** Extra query for diagnosis, e.g. `lens=0&overlay=0`. */
const extra = process.env.BENCH_TREE_QUERY ? `&${process.env.BENCH_TREE_QUERY}` : '';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Run {
  firstPaint: number;
  mean: number;
  p95: number;
  frames: number;
  fold: FoldRun;
  jump: JumpRun;
}

/** Jumping to a partner (select and centre, as a chosen search result): medians over the rounds of one browser. */
interface JumpRun {
  drawn: number;
  frame: number;
  worstFrame: number;
}

/** Collapsing and expanding the root's largest team: medians over the rounds of one browser. */
interface FoldRun {
  team: number;
  collapseDrawn: number;
  collapseFrame: number;
  expandDrawn: number;
  expandFrame: number;
  /** The slowest single change (collapse or expand) of the browser. */
  worstFrame: number;
}

interface Timing {
  drawnMs: number;
  frameMs: number;
}

/** Jumps per browser. */
const JUMP_ROUNDS = Number(process.env.BENCH_JUMP_ROUNDS ?? 8);

/** Rounds of collapse + expand per browser. */
const FOLD_ROUNDS = Number(process.env.BENCH_FOLD_ROUNDS ?? 5);

const NO_FOLD_RUN: FoldRun = { team: 0, collapseDrawn: 0, collapseFrame: 0, expandDrawn: 0, expandFrame: 0, worstFrame: 0 };
const NO_JUMP_RUN: JumpRun = { drawn: 0, frame: 0, worstFrame: 0 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function buildPage(): Promise<string> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tree-bench-'));
  await build({ configFile: false, root: path.join(root, 'tests/bench/tree-page'), base: './', logLevel: 'warn', plugins: [react()], resolve: { alias: pathAliases }, build: { outDir, emptyOutDir: true, minify: true } });
  return outDir;
}

function serve(dir: string): Promise<http.Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer(async (req, res) => {
    const file = path.join(dir, new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/$/, '/index.html'));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    try {
      const body = await fs.readFile(file);
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The page's fold(): the root's largest team collapsed and expanded again the tree page's way, each change timed to the frame after its draw. */
async function measureFold(page: Page): Promise<FoldRun> {
  const { team, collapse, expand } = await page.evaluate<{ team: number; collapse: Timing[]; expand: Timing[] }>(`window.bench.fold(${FOLD_ROUNDS})`);
  if (process.env.BENCH_TREE_DEBUG) console.log('fold rounds', JSON.stringify({ collapse, expand }));
  return {
    team,
    collapseDrawn: median(collapse.map((t) => t.drawnMs)),
    collapseFrame: median(collapse.map((t) => t.frameMs)),
    expandDrawn: median(expand.map((t) => t.drawnMs)),
    expandFrame: median(expand.map((t) => t.frameMs)),
    worstFrame: Math.max(...collapse.map((t) => t.frameMs), ...expand.map((t) => t.frameMs)),
  };
}

/** The page's jump(): partners far apart selected and centred the tree page's way, each timed to the frame after its draw. */
async function measureJump(page: Page): Promise<JumpRun> {
  const jumps = await page.evaluate<Timing[]>(`window.bench.jump(${JUMP_ROUNDS})`);
  return { drawn: median(jumps.map((t) => t.drawnMs)), frame: median(jumps.map((t) => t.frameMs)), worstFrame: Math.max(...jumps.map((t) => t.frameMs)) };
}

/** `quick`: the first paint and the zoom/pan frames only (the layouts' comparison). */
async function measure(url: string, quick = false): Promise<Run> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'tree-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ARGS, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await page.waitForFunction('window.bench !== undefined');
    await page.evaluate('window.bench.start()');
    await page.waitForFunction('window.bench.firstPaint !== undefined', undefined, { timeout: 60_000 });
    const firstPaint = await page.evaluate<number>('window.bench.firstPaint');
    await page.mouse.move(720, 450); // the magnifier follows the pointer during the animation
    const gaps = await page.evaluate<number[]>(`new Promise((resolve) => {
      const handle = window.bench.handle;
      const start = window.bench.denseView(innerWidth, innerHeight);
      handle.setView(start);
      const gaps = [];
      let first = 0, last = 0;
      const step = (ts) => {
        if (!first) first = ts; else gaps.push(ts - last);
        last = ts;
        const t = Math.min(1, (ts - first) / 3000);
        const ease = (1 - Math.cos(2 * Math.PI * t)) / 2;
        const k = Math.pow(0.3, ease);
        const cx = innerWidth / 2, cy = innerHeight / 2;
        const wx = (cx - start.x) / start.k + 2000 * Math.sin(2 * Math.PI * t);
        const wy = (cy - start.y) / start.k + 400 * Math.sin(4 * Math.PI * t);
        handle.setView({ k, x: cx - wx * k, y: cy - wy * k });
        const d0 = performance.now();
        handle.drawNow();
        window.bench.drawMs = (window.bench.drawMs || 0) + performance.now() - d0;
        if (t < 1) requestAnimationFrame(step); else resolve(gaps);
      };
      requestAnimationFrame(step);
    })`);
    const sorted = [...gaps].sort((a, b) => a - b);
    if (process.env.BENCH_TREE_DEBUG) console.log('drawing (JS) ms per frame', (await page.evaluate<number>('window.bench.drawMs')) / gaps.length);
    const fold = quick ? NO_FOLD_RUN : await measureFold(page);
    const jump = quick ? NO_JUMP_RUN : await measureJump(page);
    return { firstPaint, mean: gaps.reduce((a, b) => a + b, 0) / gaps.length, p95: sorted[Math.floor(sorted.length * 0.95)], frames: gaps.length, fold, jump };
  } finally {
    await context.close().catch(() => undefined);
    await fs.rm(profile, { recursive: true, force: true });
  }
}


const TREE_RENDER_INTRO = `## Tree page rendering (Canvas 2D)\n\n\`npm run bench\` (tests/bench/tree-render.ts) builds the tree page's canvas component with vite on a bench page\n(tests/bench/tree-page) with Bill Date colours, a filter dimming a third of the nodes, a selected node with its\nbuttons and the magnifier on, and measures it in headless Chromium (CPU drawing, 1440x900, DPR 1). Targets: first\ncomplete paint of 10,000 profiles < 150 ms and of 50,000 < 500 ms; zoom/pan frames p95 at 16.7 ms.`;

const TREE_FOLD_INTRO = `## Collapsing and expanding a team (tree page)\n\nThe same bench page and browsers as the rendering rows: the page's \`fold()\` collapses the root's largest team and expands it again the tree page's way (its fold state, \`collapsedMask\`, \`foldLayout\` and the toggle that keeps the partner in place), ${FOLD_ROUNDS} rounds per browser, the partner centred at 100% first. Each figure is the time from the change until the new scene has been drawn, and until the frame after that draw (when the next animation frame's callbacks run). Target (issue 13): within 100 ms at 50,000 profiles.`;

const TREE_JUMP_INTRO = `## Jumping to a partner (tree page)\n\nThe same bench page and browsers: the page's \`jump()\` selects a partner and centres the view on it, as choosing a search result or a partner from the list does (the tree page's \`pick()\`: select, then \`centreOn\`), ${JUMP_ROUNDS} partners per browser alternating between the deepest level and the second, so each jump crosses the tree. Each figure is the time from the choice until the frame showing the partner has been drawn, and until the frame after that draw. Target (issue 13): within 100 ms at 50,000 profiles.`;

/** One row of the jump table: medians over the browsers of each browser's median, and the slowest jump of all. */
function jumpRow(n: number, runs: Run[]): string {
  const frame = median(runs.map((r) => r.jump.frame));
  const worst = Math.max(...runs.map((r) => r.jump.worstFrame));
  const verdict = n >= 50_000 ? `< 100 ${frame < 100 ? 'met' : 'missed'}` : '-';
  console.log(`tree-jump ${n}: ${frame.toFixed(0)} ms to the next frame, slowest ${worst.toFixed(0)} ms`);
  return `| ${n.toLocaleString('en')} | ${median(runs.map((r) => r.jump.drawn)).toFixed(0)} | ${frame.toFixed(0)} | ${worst.toFixed(0)} | ${verdict} |`;
}

/** One row of the rendering table: medians over the browsers. */
function renderRow(n: number, runs: Run[]): string {
  const row = { firstPaint: median(runs.map((r) => r.firstPaint)), mean: median(runs.map((r) => r.mean)), p95: median(runs.map((r) => r.p95)), frames: median(runs.map((r) => r.frames)) };
  const target = n >= 50_000 ? 500 : n >= 10_000 ? 150 : null;
  console.log(`tree-render ${n}: first paint ${row.firstPaint.toFixed(0)} ms, frames mean ${row.mean.toFixed(1)} / p95 ${row.p95.toFixed(1)} ms (${row.frames} in 3 s); runs ${runs.map((r) => r.firstPaint.toFixed(0)).join(', ')}`);
  return `| ${n.toLocaleString('en')} | ${row.firstPaint.toFixed(0)} | ${target ? `< ${target} ${row.firstPaint < target ? 'met' : 'missed'}` : '-'} | ${row.mean.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.frames} |`;
}

/** One row of the fold table: medians over the browsers of each browser's median, and the worst browser's. */
function foldRow(n: number, runs: Run[]): string {
  const of = (key: keyof FoldRun) => runs.map((r) => r.fold[key]);
  const [collapse, expand] = [median(of('collapseFrame')), median(of('expandFrame'))];
  const worst = Math.max(...of('worstFrame'));
  const verdict = n >= 50_000 ? `< 100 ${Math.max(collapse, expand) < 100 ? 'met' : 'missed'}` : '-';
  console.log(`tree-fold ${n}: team of ${runs[0].fold.team}, collapse ${collapse.toFixed(0)} ms, expand ${expand.toFixed(0)} ms to the next frame; per browser ${runs.map((r) => `${r.fold.collapseFrame.toFixed(0)}/${r.fold.expandFrame.toFixed(0)}`).join(', ')}`);
  return `| ${n.toLocaleString('en')} | ${runs[0].fold.team.toLocaleString('en')} | ${median(of('collapseDrawn')).toFixed(0)} | ${collapse.toFixed(0)} | ${median(of('expandDrawn')).toFixed(0)} | ${expand.toFixed(0)} | ${worst.toFixed(0)} | ${verdict} |`;
}

/** Which tables: `render` (rendering, folding, jumping), `layouts` (Compact against Classic), or both (the default). */
const parts = (process.env.BENCH_TREE_PART ?? 'render,layouts').split(',');
const layoutSizes = (process.env.BENCH_LAYOUT_SIZES ?? '10000,50000,100000').split(',').map(Number);
/** The wide tree of issue 35: a root with 2,000 partners below it, 50,000 in all. */
const WIDE = { size: 50_000, first: 2_000 };

const TREE_LAYOUTS_INTRO = `## Compact and Classic (issue 35)

The same bench page and browsers as the rendering rows, once with each layout (\`layout=classic|compact\`): the first
complete paint and the zoom/pan frames (no folding or jumping), on the MLM-shaped trees of 10,000, 50,000 and 100,000
partners and on the wide tree of issue 35 (a root with 2,000 partners below it, 50,000 in all: tests/bench/tree-shapes.ts;
its root's team drawn a page of 500 at a time). Target (issue 35 item 6): Compact's first complete paint within 1.1x of
Classic's at every size. Sizes: \`BENCH_LAYOUT_SIZES\`.`;

/** Compact against Classic: one row per tree, each layout the median of \`reps\` fresh browsers. */
async function layoutRows(port: number): Promise<string[]> {
  const trees = [...layoutSizes.map((n) => ({ label: 'MLM-shaped', n, query: `n=${n}` })), { label: 'wide (root with 2,000)', n: WIDE.size, query: `n=${WIDE.size}&first=${WIDE.first}` }];
  const rows: string[] = [];
  for (const tree of trees) {
    const of: Record<string, Run[]> = { classic: [], compact: [] };
    // Alternating the layouts, so a busy spell of the shared machine falls on both.
    for (let r = 0; r < reps; r++) for (const kind of ['classic', 'compact']) of[kind].push(await measure(`http://127.0.0.1:${port}/index.html?${tree.query}&layout=${kind}${extra}`, true));
    const [classic, compact] = [median(of.classic.map((r) => r.firstPaint)), median(of.compact.map((r) => r.firstPaint))];
    const [classicP95, compactP95] = [median(of.classic.map((r) => r.p95)), median(of.compact.map((r) => r.p95))];
    const ratio = compact / classic;
    console.log(`tree-layouts ${tree.label} ${tree.n}: first paint classic ${classic.toFixed(0)} ms, compact ${compact.toFixed(0)} ms (${ratio.toFixed(2)}x); frames p95 ${classicP95.toFixed(1)} / ${compactP95.toFixed(1)} ms; runs ${of.classic.map((r) => r.firstPaint.toFixed(0)).join(', ')} / ${of.compact.map((r) => r.firstPaint.toFixed(0)).join(', ')}`);
    rows.push(`| ${tree.label} | ${tree.n.toLocaleString('en')} | ${classic.toFixed(0)} | ${compact.toFixed(0)} | ${ratio.toFixed(2)}x | ≤ 1.1x ${ratio <= 1.1 ? 'met' : 'missed'} | ${classicP95.toFixed(1)} | ${compactP95.toFixed(1)} |`);
  }
  return rows;
}

async function main() {
  const loadBefore = os.loadavg();
  const dir = await buildPage();
  const server = await serve(dir);
  const port = (server.address() as { port: number }).port;
  const layoutTable: string[] = [];
  const rows: string[] = [];
  const foldRows: string[] = [];
  const jumpRows: string[] = [];
  try {
    if (parts.includes('layouts')) layoutTable.push(...(await layoutRows(port)));
    for (const n of parts.includes('render') ? sizes : []) {
      const runs: Run[] = [];
      for (let r = 0; r < reps; r++) runs.push(await measure(`http://127.0.0.1:${port}/index.html?n=${n}${extra}`));
      rows.push(renderRow(n, runs));
      foldRows.push(foldRow(n, runs));
      jumpRows.push(jumpRow(n, runs));
    }
  } finally {
    server.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
  const load = os.loadavg().map((v) => v.toFixed(2)).join(' / ');
  const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'})`;
  const table = [
    '| profiles | first complete paint ms | target | zoom/pan frame mean ms | frame p95 ms | frames in 3 s |',
    '|---:|---:|---|---:|---:|---:|',
    ...rows,
    '',
    `Median of ${reps} fresh browsers per size. Measured ${when}, load average after ${load} (1/5/15 min; the machine is shared).`,
  ].join('\n');
  const foldTable = [
    '| profiles | team collapsed (partners) | collapse: drawn ms | collapse: next frame ms | expand: drawn ms | expand: next frame ms | slowest change ms | target |',
    '|---:|---:|---:|---:|---:|---:|---:|---|',
    ...foldRows,
    '',
    `Median of ${reps} fresh browsers per size (each the median of ${FOLD_ROUNDS} rounds); the slowest change is the slowest single collapse or expand of all browsers, to its next frame. Measured ${when}, load average before ${loadBefore.map((v) => v.toFixed(2)).join(' / ')}, after ${load} (1/5/15 min; the machine is shared).`,
  ].join('\n');
  const jumpTable = [
    '| profiles | drawn ms | next frame ms | slowest jump ms | target |',
    '|---:|---:|---:|---:|---|',
    ...jumpRows,
    '',
    `Median of ${reps} fresh browsers per size (each the median of ${JUMP_ROUNDS} jumps); the slowest jump is the slowest of all browsers, to its next frame. Measured ${when}, load average before ${loadBefore.map((v) => v.toFixed(2)).join(' / ')}, after ${load} (1/5/15 min; the machine is shared).`,
  ].join('\n');
  const layoutsTable = [
    '| tree | partners | Classic first complete paint ms | Compact first complete paint ms | Compact / Classic | target | Classic frame p95 ms | Compact frame p95 ms |',
    '|---|---:|---:|---:|---:|---|---:|---:|',
    ...layoutTable,
    '',
    `Median of ${reps} fresh browsers per tree and layout (the layouts alternating). Measured ${when}, load average before ${loadBefore.map((v) => v.toFixed(2)).join(' / ')}, after ${load} (1/5/15 min; the machine is shared).`,
  ].join('\n');
  if (process.env.BENCH_WRITE !== '0' && parts.includes('layouts')) await writeReportSection('tree-layouts', layoutsTable, TREE_LAYOUTS_INTRO);
  console.log(layoutsTable);
  if (!parts.includes('render')) return;
  if (process.env.BENCH_WRITE !== '0') {
    await writeReportSection('tree-render', table, TREE_RENDER_INTRO);
    await writeReportSection('tree-fold', foldTable, TREE_FOLD_INTRO);
    await writeReportSection('tree-jump', jumpTable, TREE_JUMP_INTRO);
  }
  console.log(table);
  console.log(foldTable);
  console.log(jumpTable);
}

await main();
