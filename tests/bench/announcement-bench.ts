// Announcements (issue 39 item 4): over HTTP to the real server in its own process, on the
// embedded database and, with TEST_DATABASE_URL or DATABASE_URL, on PostgreSQL: the answer to
// POST /api/teamtree/announcement in a tree of 1,000 members, each post queueing a mail for
// every member (target: < 300 ms). The mails go out in the background; 15 posts stay under the
// tree's daily limit of 20. BENCH_ANNOUNCEMENT_MEMBERS changes the size; BENCH_WRITE=0 leaves
// docs/performance.md alone.
import { performance } from 'node:perf_hooks';
import { runDatabaseBench, type BenchDatabase, type DatabaseRow } from './bench-main';
import { startBenchServer, stopBenchServer } from './bench-server-process';
import { median, percentile } from './tree-pages';

const MEMBERS = Number(process.env.BENCH_ANNOUNCEMENT_MEMBERS ?? 1_000);
const POSTS = 15;

async function measure(database: BenchDatabase, rows: DatabaseRow[]): Promise<void> {
  const server = await startBenchServer({ BENCH_DATABASE: database, BENCH_SIZES: '100', BENCH_READ_MEMBERS: String(MEMBERS) });
  try {
    const { url, access, trees } = server.ready;
    const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    // A first read of the tree warms the connection and the server's caches, as a real server's are.
    await fetch(`${url}/api/announcements?teamtreeId=${trees[0].teamtreeId}`, { headers });
    const times: number[] = [];
    for (let i = 0; i < POSTS; i++) {
      const started = performance.now();
      const res = await fetch(`${url}/api/teamtree/announcement`, { method: 'POST', headers, body: JSON.stringify({ teamtreeId: trees[0].teamtreeId, title: `Kick-off ${i + 1}`, body: 'Saturday at 10' }) });
      const answer = (await res.json()) as { announcement?: { memberCount: number } };
      times.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`answered ${res.status}: ${JSON.stringify(answer)}`);
    }
    // The first post finds the mail sender idle; the later ones come while it still sends the earlier posts' mails.
    rows.push({ database, what: `post an announcement to ${MEMBERS.toLocaleString('en')} members, the sender idle (the first post)`, value: `${times[0].toFixed(1)} ms` });
    const later = times.slice(1);
    const value = `p50 ${median(later).toFixed(1)} ms, p95 ${percentile(later, 95).toFixed(1)} ms, max ${Math.max(...later).toFixed(1)} ms`;
    rows.push({ database, what: `the next ${POSTS - 1} posts, one after another while the earlier mails are sent`, value });
  } finally {
    await stopBenchServer(server.child);
  }
}

runDatabaseBench(
  'announcements',
  '## Announcements (issue 39)\n\n`tests/bench/announcement-bench.ts`: the answer to a post in a tree of 1,000 members, a mail queued for each (target < 300 ms).',
  measure,
);
