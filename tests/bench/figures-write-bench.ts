// A month of back-office figures for 50,000 partners (issue 38 item 1, docs/figures.md "Scale"):
// PUT /api/teamtree/figures over HTTP to the real server in its own process, on the embedded
// database and (with TEST_DATABASE_URL) on PostgreSQL, into a seeded 50,000-partner tree: the
// first write of a month, the same month again (every partner's values replaced, the values
// before kept for its undo), then its undo. Meanwhile other requests are sent one after the other
// and the worst wait of each is reported. Then GET /api/teamtree/figures of the month (the whole
// answer: 50,000 figures and team volumes), cold and kept. Targets: a write < 15 s; no other
// request waits 1 s or more. BENCH_FIGURES_ROWS changes the size; BENCH_WRITE=0 leaves
// docs/performance.md alone.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { ApiClient } from '../support/http';
import { startBenchServer, stopBenchServer } from './bench-server-process';
import { measuredOn, writeReportSection } from './report-section';
import { median, percentile } from './tree-pages';

const ROWS = Number(process.env.BENCH_FIGURES_ROWS ?? 50_000);
const PROBES = ['/api/health', '/api/auth/me', '/api/user/settings'];
/** The pause after each probe's answer: a few pages' worth of requests (as import-write-bench.ts). */
const PROBE_PAUSE_MS = 30;
const WRITE_TARGET_MS = 15_000;
const READS = 10;

interface Probed {
  label: string;
  ms: number;
  worst: number;
  answered: number;
}

/** Runs `send` while probing the server with small reads; its time and the worst wait of the probes. */
async function whileProbing(api: ApiClient, access: string, label: string, send: () => Promise<{ status: number; body: any }>): Promise<Probed> {
  let done = false;
  const started = performance.now();
  const sending = send().finally(() => (done = true));
  let worst = 0;
  let answered = 0;
  for (let i = 0; !done; i++) {
    const path = PROBES[i % PROBES.length];
    const sent = performance.now();
    const res = await api.get(path, { token: access });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status} during ${label}`);
    worst = Math.max(worst, performance.now() - sent);
    answered++;
    await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
  }
  const res = await sending;
  if (res.status !== 200) throw new Error(`${label} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return { label, ms: performance.now() - started, worst, answered };
}

const monthRows = (ids: readonly string[], factor: number) =>
  ids.map((profileId, i) => ({ profileId, pv: ((i * factor) % 2_000) + 0.5, gv: (i % 5_000) * 2, rank: `Rank ${i % 9}`, paidRank: `Rank ${i % 7}`, autoship: i % 3 !== 0, lastOrder: '2026-11-14' }));

async function measure(database: 'embedded' | 'postgres'): Promise<{ writes: Probed[]; coldMs: number; keptMedian: number; keptP95: number }> {
  const { child, ready } = await startBenchServer({ BENCH_DATABASE: database, BENCH_SIZES: String(ROWS) });
  try {
    const api = new ApiClient(ready.url);
    const { teamtreeId } = ready.trees[0];
    const status = await api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: ready.access });
    const ids = (status.body.teamtree.profiles as { id: string }[]).map((p) => p.id).slice(0, ROWS);
    const put = (factor: number) => () => api.put('/api/teamtree/figures', { teamtreeId, period: '2026-11', rows: monthRows(ids, factor) }, { token: ready.access });
    const writes = [await whileProbing(api, ready.access, 'first write of the month', put(7)), await whileProbing(api, ready.access, 'the month written again', put(13))];
    const history = await api.get(`/api/teamtree/history?teamtreeId=${teamtreeId}&action=figures&limit=1`, { token: ready.access });
    const entryId = history.body.entries[0].id as string;
    writes.push(await whileProbing(api, ready.access, 'its undo', () => api.post('/api/teamtree/history/undo', { teamtreeId, entryId }, { token: ready.access })));
    const read = async () => {
      const t0 = performance.now();
      const res = await api.get(`/api/teamtree/figures?teamtreeId=${teamtreeId}&period=2026-11`, { token: ready.access });
      if (res.status !== 200 || res.body.totals.length < ids.length) throw new Error(`GET figures answered ${res.status}`);
      return performance.now() - t0;
    };
    const coldMs = await read();
    const kept = [];
    for (let i = 0; i < READS; i++) kept.push(await read());
    return { writes, coldMs, keptMedian: median(kept), keptP95: percentile(kept, 95) };
  } finally {
    await stopBenchServer(child);
  }
}

async function main(): Promise<void> {
  const before = os.loadavg();
  const databases: ('embedded' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
  const writeLines: string[] = [];
  const readLines: string[] = [];
  let worstOfAll = 0;
  let slowestWrite = 0;
  for (const database of databases) {
    const m = await measure(database);
    for (const w of m.writes) {
      worstOfAll = Math.max(worstOfAll, w.worst);
      slowestWrite = Math.max(slowestWrite, w.ms);
      writeLines.push(`| ${database} | ${w.label} | ${ROWS.toLocaleString('en')} | ${w.ms.toFixed(0)} | ${w.answered} | ${w.worst.toFixed(0)} |`);
    }
    readLines.push(`| ${database} | ${ROWS.toLocaleString('en')} | ${m.coldMs.toFixed(0)} | ${m.keptMedian.toFixed(0)} | ${m.keptP95.toFixed(0)} |`);
  }
  const report = [
    '| database | request | rows | time (ms) | other requests answered | worst wait of another request (ms) |',
    '|---|---|---:|---:|---:|---:|',
    ...writeLines,
    '',
    `Targets: a write of ${ROWS.toLocaleString('en')} rows < ${WRITE_TARGET_MS / 1000} s (slowest here: ${slowestWrite.toFixed(0)} ms, ${slowestWrite < WRITE_TARGET_MS ? 'met' : 'NOT met'}); ` +
      `no other request waits 1 s or more (worst here: ${worstOfAll.toFixed(0)} ms, ${worstOfAll < 1000 ? 'met' : 'NOT met'}).`,
    '',
    '| database | partners | GET figures, first read (ms) | kept, median (ms) | kept, p95 (ms) |',
    '|---|---:|---:|---:|---:|',
    ...readLines,
    '',
    `${databases.includes('postgres') ? '' : 'PostgreSQL not measured (TEST_DATABASE_URL unset). '}${measuredOn({ before, after: os.loadavg() })}`,
  ].join('\n');
  console.log(report);
  if (process.env.BENCH_WRITE !== '0') {
    await writeReportSection(
      'figures-write',
      report,
      '## Figures: a month of 50,000 partners (issue 38)\n\n`tests/bench/figures-write-bench.ts`: `PUT /api/teamtree/figures` with 50,000 rows to the real server in its own process, into a seeded 50,000-partner tree (the first write of a month, the month written again, then the undo of that write), while other requests are sent one after the other; then `GET /api/teamtree/figures` of the month, first and kept (docs/figures.md "Kept per month").',
    );
  }
  if (worstOfAll >= 1000 || slowestWrite >= WRITE_TARGET_MS) process.exitCode = 1;
}

await main();
