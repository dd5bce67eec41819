import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/db/data-dir-lock';
import { registerUser, type TestUser } from '../support/accounts';
import { ServerExitedError, spawnServer, type ChildServer } from '../support/child-server';
import { ApiClient } from '../support/http';
import { login } from '../support/sessions';

/** API.md "Additions (2026-11-24)", Data folder: always the embedded database, in real processes. */

/** Each test starts several real servers one after the other: slow on a busy machine. */
const SERVERS_TIMEOUT_MS = 180_000;

const folders: string[] = [];
const children: ChildServer[] = [];

async function newDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-datadir-'));
  folders.push(dir);
  return dir;
}

async function start(dataDir: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const child = await spawnServer({ DATA_DIR: dataDir, ...env });
  children.push(child);
  return child;
}

/** Starts a server that is expected to stop before listening; answers how it ended. */
async function refusedStart(dataDir: string, env: Record<string, string> = {}): Promise<ServerExitedError> {
  try {
    await start(dataDir, env);
  } catch (err) {
    if (err instanceof ServerExitedError) return err;
    throw err;
  }
  throw new Error('expected the server to refuse to start');
}

async function stop(child: ChildServer): Promise<void> {
  child.process.kill('SIGTERM');
  expect(await child.exited).toEqual({ code: 0, signal: null });
}

async function registerMany(api: ApiClient, count: number): Promise<TestUser[]> {
  return Promise.all(Array.from({ length: count }, () => registerUser(api)));
}

async function expectAllSignIn(api: ApiClient, users: TestUser[]): Promise<void> {
  const statuses = await Promise.all(users.map(async (user) => (await login(api, { email: user.email, password: user.password })).status));
  expect(statuses).toEqual(users.map(() => 200));
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
});
afterAll(async () => {
  for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
});

describe('one server per DATA_DIR', () => {
  it('a second server exits 1 with the message before listening, and the first keeps every write', async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    const api = new ApiClient(first.url);
    const before = await registerMany(api, 5);

    const second = await refusedStart(dataDir);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`DATA_DIR ${dataDir} is in use by another TeamTree server`);
    expect(second.stdout).not.toContain('Listening on');

    const after = await registerMany(api, 5);
    await stop(first);

    const next = await start(dataDir);
    await expectAllSignIn(new ApiClient(next.url), [...before, ...after]);
    await stop(next);
    // A clean stop leaves no lock behind.
    await expect(fs.access(path.join(dataDir, LOCK_FILE))).rejects.toThrow();
  }, SERVERS_TIMEOUT_MS);

  it('a lock left by a server killed with SIGKILL does not block the next start, and its answered writes are kept', async () => {
    const dataDir = await newDataDir();
    const killed = await start(dataDir);
    const users = await registerMany(new ApiClient(killed.url), 3);
    killed.process.kill('SIGKILL');
    expect((await killed.exited).signal).toBe('SIGKILL');
    await fs.access(path.join(dataDir, LOCK_FILE));

    const next = await start(dataDir);
    await expectAllSignIn(new ApiClient(next.url), users);
    // ... and the new server holds the folder itself.
    expect((await refusedStart(dataDir)).code).toBe(1);
    await stop(next);
  }, SERVERS_TIMEOUT_MS);

  it('a lock naming a process that no longer runs, or garbage, does not block', async () => {
    const dataDir = await newDataDir();
    // A PID that is free right now: a process that has ended.
    const ended = await start(await newDataDir());
    const pid = ended.process.pid!;
    ended.process.kill('SIGKILL');
    await ended.exited;
    await fs.writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid, startTime: null, bootId: null, token: 'x' }));
    await stop(await start(dataDir));

    await fs.writeFile(path.join(dataDir, LOCK_FILE), 'not json');
    await fs.utimes(path.join(dataDir, LOCK_FILE), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    await stop(await start(dataDir));
  }, SERVERS_TIMEOUT_MS);
});

describe('two servers starting at the same moment', () => {
  /** Starts two servers on one folder at once; answers how many listen and how the others ended. */
  async function startTwo(dataDir: string): Promise<{ listening: ChildServer[]; refused: ServerExitedError[] }> {
    const outcomes = await Promise.allSettled([start(dataDir), start(dataDir)]);
    const listening = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' && o.reason instanceof ServerExitedError ? [o.reason] : []));
    return { listening, refused };
  }

  it.each([
    ['a fresh folder', async () => {}],
    ['a folder with a dead server\'s lock', async (dataDir: string) => {
      await fs.writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: 2 ** 22 + 1, startTime: null, bootId: null, token: 'dead' }));
    }],
  ])('on %s: exactly one of them listens, the other exits 1', async (_what, prepare) => {
    const dataDir = await newDataDir();
    await prepare(dataDir);
    const { listening, refused } = await startTwo(dataDir);
    expect(listening).toHaveLength(1);
    expect(refused.map((r) => r.code)).toEqual([1]);
    expect(refused[0].stderr).toContain('is in use by another TeamTree server');
    await stop(listening[0]);
  }, SERVERS_TIMEOUT_MS);
});

describe('DATA_DIR is private to its user', () => {
  it('leaves no file or folder readable, writable or enterable by others, old ones included', async () => {
    const dataDir = await newDataDir();
    await fs.chmod(dataDir, 0o755);
    await fs.writeFile(path.join(dataDir, 'left-by-an-old-version.json'), '{}', { mode: 0o666 });
    await fs.chmod(path.join(dataDir, 'left-by-an-old-version.json'), 0o666);
    const server = await start(dataDir);
    await registerMany(new ApiClient(server.url), 3);
    await stop(server);

    const wide: string[] = [];
    const walk = async (dir: string): Promise<number> => {
      let files = 0;
      const stat = await fs.stat(dir);
      if ((stat.mode & 0o777) !== 0o700) wide.push(`${dir} ${(stat.mode & 0o777).toString(8)}`);
      for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) files += await walk(full);
        else {
          files++;
          const mode = (await fs.stat(full)).mode & 0o777;
          if (mode & 0o077) wide.push(`${full} ${mode.toString(8)}`);
        }
      }
      return files;
    };
    // The database's own files (PGlite) are there and checked too.
    expect(await walk(dataDir)).toBeGreaterThan(50);
    expect(wide).toEqual([]);
  }, SERVERS_TIMEOUT_MS);
});

describe('JWT_SECRET', () => {
  it('shorter than 32 bytes is refused at start with a clear message', async () => {
    const refused = await refusedStart(await newDataDir(), { JWT_SECRET: 'short-secret' });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('JWT_SECRET must be at least 32 bytes');
  }, SERVERS_TIMEOUT_MS);
});
