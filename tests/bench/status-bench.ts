import os from 'node:os';
import { startBenchServer, stopBenchServer, type BenchReady } from './bench-server-process';
import { measuredOn, writeReportSection } from './report-section';

/**
 * `npm run bench`: seeds trees of 10,000 and 100,000 profiles straight into the database and
 * measures `GET /api/teamtree/status?teamtreeId=` over real HTTP (p50, p95, bytes), on the
 * embedded database and, when TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL.
 * The server runs in its own process (tests/bench/bench-server.ts); this one only measures.
 * Writes the numbers to docs/performance.md.
 */

export interface Measurement {
  database: 'embedded' | 'postgres';
  /** `unchanged`: repeated reads of the same tree; `after a change`: each read follows an edit. */
  mode: Mode;
  profiles: number;
  runs: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
  bytes: number;
  /** What the client accepted: `none` (identity) or `gzip, br`. */
  encoding: Encoding;
  /** Bytes of the body on the wire (compressed when the answer was). */
  wireBytes: number;
  seedMs: number;
  /** The series' first request (for `unchanged` on a fresh server: nothing cached yet). */
  first: number;
}

type Mode = 'unchanged' | 'after a change' | 'after a delete';
const MODES: Mode[] = ['unchanged', 'after a change', 'after a delete'];
/** Every series uncompressed, then compressed as a browser asks for it. */
type Encoding = 'none' | 'gzip, br';
const ENCODINGS: Encoding[] = ['none', 'gzip, br'];

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);

/** Leaves deleted so far per tree (the `after a delete` series run once per compression). */
const deletedFrom = new Map<string, number>();

function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

function runsFor(size: number): { warmup: number; runs: number } {
  return size >= 100_000 ? { warmup: 2, runs: 10 } : { warmup: 5, runs: 40 };
}

type Ready = BenchReady;

async function measure(kind: 'embedded' | 'postgres', ready: Ready, tree: Ready['trees'][number], mode: Mode, encoding: Encoding): Promise<Measurement> {
  const url = `${ready.url}/api/teamtree/status?teamtreeId=${tree.teamtreeId}`;
  const headers = { authorization: `Bearer ${ready.access}` };
  // fetch decodes a compressed body itself (the time counts); Content-Length is its size on the wire.
  const readHeaders = { ...headers, 'accept-encoding': encoding === 'none' ? 'identity' : encoding };
  /** An edit of the root between reads (not timed): the next read cannot come from the tree cache. */
  const edit = async (n: number) => {
    const res = await fetch(`${ready.url}/api/teamtree/profile`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id: tree.rootId, name: `Root edit ${n}` }),
    });
    if (res.status !== 200) throw new Error(`edit failed: ${res.status} ${await res.text()}`);
  };
  /** Leaves to delete between reads (not timed) in the `after a delete` series. */
  const leaves: string[] = [];
  if (mode === 'after a delete') {
    const res = await fetch(url, { headers });
    const profiles = ((await res.json()) as { teamtree: { profiles: { id: string; parentId: string | null }[] } }).teamtree.profiles;
    const parents = new Set(profiles.map((p) => p.parentId));
    leaves.push(...profiles.filter((p) => !parents.has(p.id)).map((p) => p.id));
  }
  const remove = async () => {
    const res = await fetch(`${ready.url}/api/teamtree/profile?id=${leaves.pop()}`, { method: 'DELETE', headers });
    if (res.status !== 200) throw new Error(`delete failed: ${res.status} ${await res.text()}`);
    deletedFrom.set(tree.teamtreeId, (deletedFrom.get(tree.teamtreeId) ?? 0) + 1);
  };
  const { warmup, runs } = runsFor(tree.size);
  const times: number[] = [];
  const expected = () => tree.size - (deletedFrom.get(tree.teamtreeId) ?? 0);
  let bytes = 0;
  let wireBytes = 0;
  let first = 0;
  for (let i = 0; i < warmup + runs; i++) {
    if (mode === 'after a change') await edit(i);
    if (mode === 'after a delete') await remove();
    const started = performance.now();
    const res = await fetch(url, { headers: readHeaders });
    const body = await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`status ${res.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
    if (i === 0) {
      first = elapsed;
      const parsed = JSON.parse(Buffer.from(body).toString('utf8'));
      if (parsed.teamtree.profiles.length !== expected()) throw new Error(`expected ${expected()} profiles, got ${parsed.teamtree.profiles.length}`);
    }
    bytes = body.byteLength;
    wireBytes = Number(res.headers.get('content-length') ?? body.byteLength);
    if (i >= warmup) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const m: Measurement = {
    database: kind,
    mode,
    profiles: tree.size,
    runs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    min: times[0],
    max: times[times.length - 1],
    bytes,
    encoding,
    wireBytes,
    seedMs: tree.seedMs,
    first,
  };
  console.log(
    `${kind.padEnd(8)} ${String(tree.size).padStart(7)} profiles, ${mode.padEnd(14)} ${encoding.padEnd(8)}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, ` +
      `${(bytes / 1024 / 1024).toFixed(2)} MiB, ${(wireBytes / 1024).toFixed(0)} KiB on the wire (seeded in ${(tree.seedMs / 1000).toFixed(1)} s)`,
  );
  return m;
}

async function benchOne(kind: 'embedded' | 'postgres'): Promise<Measurement[]> {
  const { child, ready } = await startBenchServer({ BENCH_DATABASE: kind, BENCH_SIZES: SIZES.join(',') });
  const results: Measurement[] = [];
  try {
    for (const encoding of ENCODINGS) for (const tree of ready.trees) for (const mode of MODES) results.push(await measure(kind, ready, tree, mode, encoding));
  } finally {
    await stopBenchServer(child);
  }
  return results;
}

function formatMarkdown(results: Measurement[], load: { before: number[]; after: number[] }): string {
  const rows = results.map(
    (m) =>
      `| ${m.database} | ${m.profiles.toLocaleString('en-US')} | ${m.mode} | ${m.encoding} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.min.toFixed(1)} | ${m.max.toFixed(1)} | ${(m.bytes / 1024 / 1024).toFixed(2)} MiB (${m.bytes.toLocaleString('en-US')} B) | ${(m.wireBytes / 1024).toFixed(0)} KiB | ${m.runs} | ${m.first.toFixed(1)} |`,
  );
  return [
    '| database | profiles | tree | compression | p50 ms | p95 ms | min ms | max ms | answer size | on the wire | runs | first request ms |',
    '|---|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    measuredOn(load),
  ].join('\n');
}


async function main(): Promise<void> {
  const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const kinds: ('embedded' | 'postgres')[] = (process.env.BENCH_DATABASES?.split(',') as ('embedded' | 'postgres')[]) ?? ['embedded', 'postgres'];
  const load = { before: os.loadavg(), after: [] as number[] };
  const results: Measurement[] = [];
  for (const kind of kinds) {
    if (kind === 'postgres') {
      if (!pgUrl) {
        console.log('PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to measure it.');
        continue;
      }
      process.env.TEST_DATABASE_URL = pgUrl;
    }
    results.push(...(await benchOne(kind)));
  }
  load.after = os.loadavg();
  const table = formatMarkdown(results, load);
  console.log(`\n${table}`);
  if (process.env.BENCH_WRITE !== '0') await writeReportSection('status-bench', table, '## GET /api/teamtree/status?teamtreeId=\n\nSee tests/bench/status-bench.ts for the method.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
