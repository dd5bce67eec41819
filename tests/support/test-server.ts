import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadSettings, type Settings } from '../../server/config/settings';
import { attachRealtime, type RealtimeOptions } from '../../server/realtime/attach';
import type { Database } from '../../server/db/connect';
import { startServer, type RunningServer } from '../../server/server';
import { createTestDatabase } from './test-database';

export interface TestServer extends RunningServer {
  dataDir: string;
}

const quietLog = { log: () => {}, warn: () => {}, error: (...args: unknown[]) => console.error(...args) };

/**
 * Starts the real server (HTTP, realtime, database) on a free port with a fresh database.
 * `env` takes the same settings as `npm start`; `log` replaces the quiet log (to read what the
 * server prints); `realtime` passes test hooks to the realtime server (server/realtime/attach.ts);
 * `database` hands in an open database instead of a fresh one (several instances on one
 * PostgreSQL database; closed with the server).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  { log = quietLog, realtime = {}, database }: { log?: RunningServer['context']['log']; realtime?: RealtimeOptions; database?: Database } = {},
): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-test-'));
  const settings: Settings = loadSettings({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: '0', ...env });
  const server = await startServer(settings, {
    log,
    database: database ?? (await createTestDatabase()),
    attachRealtime: (http, context) => attachRealtime(http, context, realtime),
  });
  return {
    ...server,
    dataDir,
    close: async () => {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
