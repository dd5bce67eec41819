// `npm run bench`: the server benchmarks in tests/bench/ (TypeScript, run with tsx).
// Settings: TEST_DATABASE_URL or DATABASE_URL (also measure PostgreSQL), BENCH_SIZES
// (default 10000,100000), BENCH_DATABASES (default embedded,postgres), BENCH_WRITE=0 (do not
// rewrite docs/performance.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
let failed = 0;
// Each step writes its own section of docs/performance.md; realtime-fanout.ts: profile update to 50 sockets;
// tree-render.ts: the tree page's canvas in headless Chromium (and collapsing/expanding the root's largest team); live-sync-bench.ts: the tree page in Chromium against
// the real server (opening, remote edits on 20 pages, recovery after a restart); tree-find-bench.ts: one keystroke
// of the tree page's search at 10,000 and 50,000 profiles; start-and-bundle-bench.ts: server start and initial web JS; import-parse-bench.ts and import-write-bench.ts: reading, validating and writing a 10,000-row import file;
// export-bench.ts: 50,000 partners exported as CSV (and XLSX); today-bench.ts: the Today page with 10,000 partners on a phone, CPU 4x slower;
// tree-phone-bench.ts: opening a 10,000-partner tree and touch pan/pinch frames on a phone, CPU 4x slower.
// history-bench.ts: a 50,000-partner downline deleted and restored, pages of a 100,000-entry history.
// move-bench.ts: a partner moved on one page at 50,000 partners, drawn there and on 20 other pages.
// compact-layout-bench.ts: the compact layout of 100,000 partners (5,000 on the first level) in Node; tree-render.ts also compares Compact with Classic.
// figures-rollup-bench.ts: every partner's team volume and legs of a month at 100,000 partners (docs/figures.md).
// figures-write-bench.ts: a 50,000-row month of figures written, written again and undone while other requests are probed; its GET.
// announcement-bench.ts: a post to a tree of 1,000 members (docs/announcements.md).
// follow-ups-bench.ts: a partner's timeline in a tree with 100,000 notes, Today's tasks across 20 trees (docs/follow-ups.md).
for (const step of ['status-bench.ts', 'realtime-fanout.ts', 'compact-layout-bench.ts', 'tree-render.ts', 'live-sync-bench.ts', 'tree-find-bench.ts', 'start-and-bundle-bench.ts', 'import-parse-bench.ts', 'import-write-bench.ts', 'export-bench.ts', 'today-bench.ts', 'tree-phone-bench.ts', 'history-bench.ts', 'move-bench.ts', 'figures-rollup-bench.ts', 'figures-write-bench.ts', 'follow-ups-bench.ts', 'announcement-bench.ts']) {
  const result = spawnSync(tsx, [path.join(root, 'tests', 'bench', step)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=4096`.trim() },
  });
  if (result.status !== 0) failed = result.status ?? 1;
}
process.exit(failed);
