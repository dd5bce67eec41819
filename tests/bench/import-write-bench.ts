// Writing an import of 10,000 rows (issue 14): POST /api/teamtree/import over HTTP against the
// real server on the embedded database (PGlite), into a fresh tree, then the same file again
// (every row matched by its partner ID and updated). Target: within 10 s.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadSettings } from '../../server/config/settings';
import { startServer } from '../../server/server';
import { guessMapping } from '../../shared/import/column-mapping';
import { parseCsv } from '../../shared/import/parse-csv';
import { validateImport } from '../../shared/import/validate-import';
import { registerUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import { createTestDatabase } from '../support/test-database';
import { backOfficeRows, csvOf } from './back-office-file';
import { measuredOn, writeReportSection } from './report-section';

const ROWS = 10_000;
const quietLog = { log: () => {}, warn: () => {}, error: (...args: unknown[]) => console.error(...args) };

async function main(): Promise<void> {
  const before = os.loadavg();
  process.env.TEST_DB = 'embedded';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-import-bench-'));
  const settings = loadSettings({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: '0' });
  const server = await startServer(settings, { log: quietLog, database: await createTestDatabase() });
  try {
    const api = new ApiClient(server.url);
    const owner = await registerUser(api, { firstName: 'Bench' });
    await server.context.db('users').where({ id: owner.id }).update({ plan: 'ELITE_ANNUAL' });
    const created = await api.post('/api/teamtree', { name: 'Import bench', billDate: '2030-01-01', categories: [] }, { token: owner.access });
    const teamtreeId = created.body.teamtree.id as string;
    const status = await api.get(`/api/teamtree/status?teamtreeId=${teamtreeId}`, { token: owner.access });
    const rootId = status.body.teamtree.profiles[0].id as string;
    const table = parseCsv(new TextDecoder().decode(csvOf(backOfficeRows(ROWS))));
    const { rows } = validateImport(table, guessMapping(table), 'dd.MM.yyyy', { partners: [], categoryNames: [], plan: 'ELITE_ANNUAL' });
    const lines: string[] = [];
    for (const label of ['new partners', 'the same file again (updates)']) {
      const started = performance.now();
      const res = await api.post('/api/teamtree/import', { teamtreeId, parentId: rootId, rows }, { token: owner.access });
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`import answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      lines.push(`| embedded | ${label} | ${rows.length.toLocaleString('en')} | ${res.body.added.toLocaleString('en')} | ${res.body.updated.toLocaleString('en')} | ${ms.toFixed(0)} |`);
    }
    const table2 = [
      '| database | import | rows sent | added | updated | request (ms) |',
      '|---|---|---:|---:|---:|---:|',
      ...lines,
      '',
      `Target: 10,000 rows written within 10 s on the embedded database. ${measuredOn({ before, after: os.loadavg() })}`,
    ].join('\n');
    console.log(table2);
    if (process.env.BENCH_WRITE !== '0') {
      await writeReportSection(
        'import-write',
        table2,
        '## Import: writing\n\n`tests/bench/import-write-bench.ts`: the rows the import screen accepts from the 10,000-row export of the section above, sent in one `POST /api/teamtree/import` over HTTP to the real server on the embedded database (one transaction under the tree lock: multi-row inserts of 1,000 profiles, tags in multi-row upserts), then the same file again, when every row is matched by its partner ID and updated. The time is from the request to the answer.',
      );
    }
  } finally {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
