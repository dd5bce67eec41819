// History and trash (issue 25): over HTTP to the real server in its own process, on the embedded
// database and, with TEST_DATABASE_URL or DATABASE_URL, on PostgreSQL:
// - a downline of 50,000 partners deleted (DELETE /api/teamtree/profile: one history entry, the
//   rows copied into the trash) and restored (POST /api/teamtree/trash/restore);
// - GET /api/teamtree/history of a tree with 100,000 entries: the first page, a page deep in it
//   (by `before`) and one profile's entries, p50 and p95 (target: p95 < 100 ms).
// BENCH_HISTORY_DOWNLINE and BENCH_HISTORY_ENTRIES change the sizes; BENCH_WRITE=0 leaves
// docs/performance.md alone. Against a server without the history routes (the code before
// them) only the delete is measured.
import { performance } from 'node:perf_hooks';
import { startBenchServer, stopBenchServer } from './bench-server-process';
import { runDatabaseBench, type BenchDatabase, type DatabaseRow } from './bench-main';

const DOWNLINE = Number(process.env.BENCH_HISTORY_DOWNLINE ?? 50_000);
const ENTRIES = Number(process.env.BENCH_HISTORY_ENTRIES ?? 100_000);
const READS = 40;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function timed(send: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await send();
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`answered ${res.status}`);
  return performance.now() - started;
}

const INTRO =
  '## History and trash (issue 25)\n\n`tests/bench/history-bench.ts`: a 50,000-partner downline deleted and restored over HTTP, and pages of a 100,000-entry history (target p95 < 100 ms).';

/** Hangs everything below the root's first child (one move: the seeded tree's root has two children). */
async function oneDownline(url: string, headers: Record<string, string>, teamtreeId: string, rootId: string): Promise<string> {
  const status = (await (await fetch(`${url}/api/teamtree/status?teamtreeId=${teamtreeId}`, { headers })).json()) as { teamtree: { profiles: { id: string; parentId: string | null }[] } };
  const [top, ...others] = status.teamtree.profiles.filter((p) => p.parentId === rootId);
  for (const p of others) {
    const res = await fetch(`${url}/api/teamtree/profile`, { method: 'PUT', headers, body: JSON.stringify({ id: p.id, parentId: top.id }) });
    if (res.status !== 200) throw new Error(`move failed: ${res.status}`);
  }
  return top.id;
}

async function measureDatabase(kind: BenchDatabase, rows: DatabaseRow[]): Promise<void> {
  // The bench server seeds the tree and, with BENCH_HISTORY_ENTRIES, its history (bench-server.ts).
  const server = await startBenchServer({ BENCH_DATABASE: kind, BENCH_SIZES: String(DOWNLINE + 1), BENCH_HISTORY_ENTRIES: String(ENTRIES) });
  try {
    const { url, access, trees } = server.ready;
    const [{ teamtreeId, rootId }] = trees;
    const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const top = { id: await oneDownline(url, headers, teamtreeId, rootId) };
    const deleteMs = await timed(() => fetch(`${url}/api/teamtree/profile?id=${top.id}`, { method: 'DELETE', headers }));
    rows.push({ database: kind, what: `delete a downline of ${DOWNLINE.toLocaleString('en')}`, value: `${Math.round(deleteMs)} ms` });
    const trash = await fetch(`${url}/api/teamtree/trash?teamtreeId=${teamtreeId}`, { headers });
    if (trash.status === 404) return;
    const [item] = ((await trash.json()) as { items: { id: string; count: number }[] }).items;
    const restoreMs = await timed(() => fetch(`${url}/api/teamtree/trash/restore`, { method: 'POST', headers, body: JSON.stringify({ teamtreeId, id: item.id }) }));
    rows.push({ database: kind, what: `restore it (${item.count.toLocaleString('en')} partners)`, value: `${Math.round(restoreMs)} ms` });

    const reads: [string, (next: string | null) => string][] = [
      ['history, first page (50)', () => `&limit=50`],
      ['history, a page deep in it (by before)', (next) => `&limit=50&before=${next}`],
      ['history of one profile', () => `&profileId=${top.id}&limit=50`],
    ];
    let deep: string | null = null;
    for (let i = 0; i < 40; i++) {
      const page = (await (await fetch(`${url}/api/teamtree/history?teamtreeId=${teamtreeId}&limit=200${deep ? `&before=${deep}` : ''}`, { headers })).json()) as { next: string | null };
      deep = page.next;
    }
    for (const [what, query] of reads) {
      const times: number[] = [];
      for (let i = 0; i < READS + 5; i++) {
        const ms = await timed(() => fetch(`${url}/api/teamtree/history?teamtreeId=${teamtreeId}${query(deep)}`, { headers }));
        if (i >= 5) times.push(ms);
      }
      times.sort((a, b) => a - b);
      rows.push({ database: kind, what: `${what} of ${ENTRIES.toLocaleString('en')} entries`, value: `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms` });
    }
  } finally {
    await stopBenchServer(server.child);
  }
}

runDatabaseBench('history', INTRO, measureDatabase);
