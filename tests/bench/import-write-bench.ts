// Writing a 50,000-row import (issues 14 and 21): POST /api/teamtree/import over HTTP to the
// real server in its own process, on the embedded database (PGlite) and, with
// TEST_DATABASE_URL, on PostgreSQL: into a fresh tree, then the same file again (every row
// matched by its partner ID and updated). Meanwhile other requests are sent one after the
// other (no pause), and the worst wait of each is reported. Targets: no other request waits
// 1 s or more (issue 21); 10,000 rows written within 10 s (issue 14).
// BENCH_IMPORT_ROWS changes the row count; BENCH_WRITE=0 leaves docs/performance.md alone.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { guessMapping } from '../../shared/import/column-mapping';
import { parseCsv } from '../../shared/import/parse-csv';
import { validateImport } from '../../shared/import/validate-import';
import { registerUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import { backOfficeRows, csvOf } from './back-office-file';
import { startBenchServer, stopBenchServer } from './bench-server-process';
import { measuredOn, writeReportSection } from './report-section';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
/** The other requests, each a small read a page makes while the import runs. */
const PROBES = ['/api/health', '/api/auth/me', '/api/user/settings'];
/**
 * The pause after each answer before the next request: a few pages' worth of requests (about 30
 * a second). Without it the bench would be one client saturating the server with back-to-back
 * requests, and the import would get only what that flood leaves over.
 */
const PROBE_PAUSE_MS = Number(process.env.BENCH_PROBE_PAUSE_MS ?? 30);

interface Measured {
  label: string;
  added: number;
  updated: number;
  ms: number;
  /** The worst wait of each probe path, and how many requests were answered. */
  worst: Record<string, number>;
  answered: number;
}

/** Sends `work`'s request while probing the server; the import's figures and the probes' worst waits. */
async function whileProbing(api: ApiClient, access: string, label: string, send: () => Promise<{ status: number; body: any }>): Promise<Measured> {
  let done = false;
  const started = performance.now();
  const importing = send().finally(() => (done = true));
  const worst: Record<string, number> = Object.fromEntries(PROBES.map((path) => [path, 0]));
  let answered = 0;
  for (let i = 0; !done; i++) {
    const path = PROBES[i % PROBES.length];
    const sent = performance.now();
    const res = await api.get(path, { token: access });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status} during the import`);
    worst[path] = Math.max(worst[path], performance.now() - sent);
    answered++;
    await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
  }
  const res = await importing;
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`import answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return { label, added: res.body.added, updated: res.body.updated, ms, worst, answered };
}

async function measure(database: 'embedded' | 'postgres', rows: unknown[]): Promise<Measured[]> {
  // No seeded tree: its ANALYZE (of a tiny table) would leave the planner with statistics the
  // import makes stale, which the server's own databases never have.
  const { child, ready } = await startBenchServer({ BENCH_DATABASE: database, BENCH_SIZES: '' });
  try {
    const api = new ApiClient(ready.url);
    const owner = await registerUser(api, { firstName: 'Bench' });
    // A fresh tree without categories: the owner's plan (BASIC) takes the file's one category.
    const created = await api.post('/api/teamtree', { name: 'Import bench', billDate: '2030-01-01', categories: [] }, { token: owner.access });
    const teamtreeId = created.body.teamtree.id as string;
    const status = await api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: owner.access });
    const body = { teamtreeId, parentId: status.body.teamtree.profiles[0].id as string, rows };
    const results: Measured[] = [];
    for (const label of ['new partners', 'the same file again (updates)']) {
      results.push(await whileProbing(api, owner.access, label, () => api.post('/api/teamtree/import', body, { token: owner.access })));
    }
    return results;
  } finally {
    await stopBenchServer(child);
  }
}

async function main(): Promise<void> {
  const before = os.loadavg();
  const table = parseCsv(new TextDecoder().decode(csvOf(backOfficeRows(ROWS))));
  const { rows } = validateImport(table, guessMapping(table), 'dd.MM.yyyy', { partners: [], categoryNames: [], plan: 'BASIC' });
  const databases: ('embedded' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
  const lines: string[] = [];
  let worstOfAll = 0;
  for (const database of databases) {
    for (const m of await measure(database, rows)) {
      const waits = PROBES.map((path) => m.worst[path].toFixed(0));
      worstOfAll = Math.max(worstOfAll, ...Object.values(m.worst));
      const n = (value: number) => value.toLocaleString('en');
      lines.push(`| ${database} | ${m.label} | ${n(rows.length)} | ${n(m.added)} | ${n(m.updated)} | ${m.ms.toFixed(0)} | ${n(m.answered)} | ${waits.join(' | ')} |`);
    }
  }
  const report = [
    `| database | import | rows sent | added | updated | import request (ms) | other requests answered | worst wait ${PROBES.map((path) => `\`${path}\``).join(' (ms) | worst wait ')} (ms) |`,
    `|---|---|---:|---:|---:|---:|---:|${PROBES.map(() => '---:').join('|')}|`,
    ...lines,
    '',
    `Target: no other request waits 1 s or more during the import (worst here: ${worstOfAll.toFixed(0)} ms, ${worstOfAll < 1000 ? 'met' : 'NOT met'}). ` +
      `${databases.includes('postgres') ? '' : 'PostgreSQL not measured (TEST_DATABASE_URL unset). '}${measuredOn({ before, after: os.loadavg() })}`,
  ].join('\n');
  console.log(report);
  if (process.env.BENCH_WRITE !== '0') {
    await writeReportSection(
      'import-write',
      report,
      '## Import: writing\n\n`tests/bench/import-write-bench.ts`: the rows the import screen accepts from a 50,000-row back-office export, sent in one `POST /api/teamtree/import` to the real server in its own process, then the same file again (every row matched by its partner ID and updated). Meanwhile the bench sends the other requests one after the other, with no pause, and reports the slowest answer of each.',
    );
  }
  if (worstOfAll >= 1000) process.exitCode = 1;
}

await main();
