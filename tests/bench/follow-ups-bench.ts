// Follow-ups (issue 37 item 8): over HTTP to the real server in its own process, on the embedded
// database and, with TEST_DATABASE_URL or DATABASE_URL, on PostgreSQL:
// - GET /api/teamtree/activity of a tree with 100,000 notes and calls (a tenth of them on one
//   partner): that partner's first page, a page deep in their timeline (by `before`) and an
//   ordinary partner's first page (target: p95 < 50 ms);
// - GET /api/tasks/due (Today's 'Tasks': overdue, today and the next 7 days) for a user with
//   tasks in 20 trees (target: p95 < 100 ms).
// BENCH_FOLLOW_UP_ACTIVITIES and BENCH_FOLLOW_UP_TASKS (per tree) change the sizes; BENCH_WRITE=0
// leaves docs/performance.md alone.
import { performance } from 'node:perf_hooks';
import { startBenchServer, stopBenchServer } from './bench-server-process';
import { runDatabaseBench, type BenchDatabase, type DatabaseRow } from './bench-main';
import { median, percentile } from './tree-pages';

const ACTIVITIES = Number(process.env.BENCH_FOLLOW_UP_ACTIVITIES ?? 100_000);
const TASKS_PER_TREE = Number(process.env.BENCH_FOLLOW_UP_TASKS ?? 600);
const TREES = 20;
const READS = 40;
const WARM_UP = 5;

const INTRO =
  "## Follow-ups (issue 37)\n\n`tests/bench/follow-ups-bench.ts`: over HTTP, a partner's timeline in a tree with 100,000 notes and calls (target p95 < 50 ms), and Today's tasks of a user with tasks in 20 trees (target p95 < 100 ms).";

/** Sends `read` READS times after a few warm-up sends; the answer's size from the last one. */
async function timedReads(read: () => Promise<Response>): Promise<{ times: number[]; last: unknown }> {
  const times: number[] = [];
  let last: unknown = null;
  for (let i = 0; i < READS + WARM_UP; i++) {
    const started = performance.now();
    const res = await read();
    last = await res.json();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`answered ${res.status}: ${JSON.stringify(last)}`);
    if (i >= WARM_UP) times.push(ms);
  }
  return { times, last };
}

const summary = (times: number[]) => `p50 ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;

/** The profile id `seedLargeTree` gives row `i` of a tree. */
async function profileIdOf(url: string, headers: Record<string, string>, teamtreeId: string, name: string): Promise<string> {
  const status = (await (await fetch(`${url}/api/teamtree/status?teamtreeId=${teamtreeId}`, { headers })).json()) as { teamtree: { profiles: { id: string; name: string }[] } };
  const profile = status.teamtree.profiles.find((p) => p.name === name);
  if (!profile) throw new Error(`no ${name} in the tree`);
  return profile.id;
}

function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function measureDatabase(kind: BenchDatabase, rows: DatabaseRow[]): Promise<void> {
  const sizes = [10_000, ...Array.from({ length: TREES - 1 }, () => 1_000)];
  const server = await startBenchServer({
    BENCH_DATABASE: kind,
    BENCH_SIZES: sizes.join(','),
    BENCH_ACTIVITIES: String(ACTIVITIES),
    BENCH_TASKS_PER_TREE: String(TASKS_PER_TREE),
  });
  try {
    const { url, access, trees } = server.ready;
    const headers = { authorization: `Bearer ${access}` };
    const { teamtreeId } = trees[0];
    const busiest = await profileIdOf(url, headers, teamtreeId, 'Partner 2');
    const ordinary = await profileIdOf(url, headers, teamtreeId, 'Partner 3');
    const timeline = (profileId: string, before: string | null = null) =>
      fetch(`${url}/api/teamtree/activity?teamtreeId=${teamtreeId}&profileId=${profileId}&limit=50${before ? `&before=${encodeURIComponent(before)}` : ''}`, { headers });

    const first = await timedReads(() => timeline(busiest));
    const busiestCount = (ACTIVITIES / 10).toLocaleString('en');
    rows.push({ database: kind, what: `timeline, first page (50) of a partner with ${busiestCount} of ${ACTIVITIES.toLocaleString('en')} entries`, value: summary(first.times) });
    let deep: string | null = null;
    for (let page = 0; page < 40; page++) deep = ((await (await timeline(busiest, deep)).json()) as { next: string | null }).next;
    rows.push({ database: kind, what: 'the same timeline, page 41 (by before)', value: summary((await timedReads(() => timeline(busiest, deep))).times) });
    rows.push({ database: kind, what: 'timeline, first page of an ordinary partner', value: summary((await timedReads(() => timeline(ordinary))).times) });

    const due = await timedReads(() => fetch(`${url}/api/tasks/due?until=${inDays(7)}`, { headers }));
    const shown = (due.last as { tasks: unknown[] }).tasks.length;
    rows.push({ database: kind, what: `Today's tasks (due by today + 7): ${shown.toLocaleString('en')} open tasks of ${(TREES * TASKS_PER_TREE).toLocaleString('en')} in ${TREES} trees`, value: summary(due.times) });
  } finally {
    await stopBenchServer(server.child);
  }
}

runDatabaseBench('follow-ups', INTRO, measureDatabase);
