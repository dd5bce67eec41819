import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../server/config/settings';
import { startServer, type RunningServer } from '../../server/server';
import { registerUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import { createTestDatabase } from '../support/test-database';
import { createTree, shareTokenOf } from './trees-fixtures';

/** The server with its request log on, written into `lines`. */
const lines: string[] = [];
let server: RunningServer;
let dataDir: string;
const api = new ApiClient(() => server.url);

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-log-'));
  const settings = loadSettings({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: '1' });
  const log = { log: (line: string) => void lines.push(line), warn: () => {}, error: () => {} };
  server = await startServer(settings, { log, database: await createTestDatabase() });
});
afterAll(async () => {
  await server?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the request log never prints a token', () => {
  it('leaves out share tokens (web page and API), token-like segments and query strings', async () => {
    const user = await registerUser(api);
    const token = await shareTokenOf(api, user.access, await createTree(api, user.access, { name: 'Log tree' }));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    lines.splice(0);
    await api.get(`/join/${token}`);
    await api.get(`/api/teamtree/join/${token}/info`, { token: user.access });
    await api.post(`/api/teamtree/join/${token}`, {}, { token: user.access });
    await api.get(`/auth/reset-password?token=${token}`);
    await api.get(`/api/auth/google/callback?state=${token}&code=${token}`);
    await api.get(`/some/${'a'.repeat(40)}/thing`);

    expect(lines).toHaveLength(6);
    for (const line of lines) expect(line).not.toContain(token);
    expect(lines).not.toContain(expect.stringContaining('a'.repeat(40)));
    expect(lines[0]).toMatch(/^GET \/join\/:token \d{3} [\d.]+ms$/);
    expect(lines[1]).toMatch(/^GET \/api\/teamtree\/join\/:token\/info \d{3} /);
  });

  it('keeps ids (UUIDs) and ordinary paths readable', async () => {
    const id = crypto.randomUUID();
    lines.splice(0);
    await api.get(`/api/teamtree/join-requests/${id}`);
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^GET /api/teamtree/join-requests/${id} 401 `))]);
  });
});
