import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadSettings } from '../../server/config/settings';
import { attachRealtime } from '../../server/realtime/attach';
import { startServer } from '../../server/server';
import { registerUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import { bulkUsers } from '../support/seed';
import { createTestDatabase } from '../support/test-database';
import { seedActivities, seedTasks } from './seed-follow-ups';
import { seedHistory, seedLargeTree } from './seed-large-tree';

/**
 * The server side of the status benchmark, in its own process (as in production, so the
 * measuring client does not share its event loop): starts the real server on a fresh
 * database (BENCH_DATABASE = embedded | postgres), registers an owner, seeds one tree per size
 * in BENCH_SIZES and prints `BENCH_READY {url, access, trees}`; stops on SIGTERM.
 *
 * For the live sync benchmark: BENCH_REALTIME=1 attaches Socket.IO, WEB_DIR serves a web build,
 * BENCH_DATA_DIR keeps the embedded database in that folder (kept on exit, so the server can be
 * stopped and started again on it) and BENCH_PORT fixes the port; BENCH_SIZES empty seeds nothing.
 * BENCH_HISTORY_ENTRIES gives the first tree that many history entries (history-bench.ts).
 * BENCH_ACTIVITIES gives the first tree that many notes and calls, BENCH_TASKS_PER_TREE every tree
 * that many tasks, a third of them the owner's (follow-ups-bench.ts).
 * BENCH_READ_MEMBERS writes that many verified users straight into the database as READ members
 * of the first tree (announcement-bench.ts: whom a post queues a mail for).
 * BENCH_MEMBERS registers that many more users, each an EDIT member of every tree with a profile
 * of their own (move-bench.ts: one page per member, as a user has at most 20 sockets per instance).
 */

const kind = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'embedded';
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number).filter((n) => n > 0);
const keptDataDir = process.env.BENCH_DATA_DIR;
const quietLog = { log: () => {}, warn: () => {}, error: (...args: unknown[]) => console.error(...args) };

async function main(): Promise<void> {
  process.env.TEST_DB = kind;
  const database = keptDataDir ? undefined : await createTestDatabase();
  const dataDir = keptDataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-bench-')));
  const web = process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {};
  const settings = loadSettings({ PORT: process.env.BENCH_PORT ?? '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: '0', ...web });
  const server = await startServer(settings, { log: quietLog, database, attachRealtime: process.env.BENCH_REALTIME === '1' ? attachRealtime : undefined });
  const stop = async () => {
    await server.close();
    if (!keptDataDir) await fs.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());

  if (sizes.length === 0) {
    console.log(`BENCH_READY ${JSON.stringify({ url: server.url, access: '', trees: [] })}`);
    return;
  }
  const owner = await registerUser(new ApiClient(server.url), { firstName: 'Bench' });
  // Registered before the seeding: a kept-alive connection idle through a long seed is closed by the server.
  const colleague = Number(process.env.BENCH_TASKS_PER_TREE ?? 0) > 0 ? await registerUser(new ApiClient(server.url), { firstName: 'Colleague' }) : null;
  const trees: { size: number; teamtreeId: string; rootId: string; seedMs: number }[] = [];
  for (const size of sizes) {
    const started = performance.now();
    const { teamtreeId, rootId } = await seedLargeTree(server.context.db, owner.id, size);
    trees.push({ size, teamtreeId, rootId, seedMs: performance.now() - started });
  }
  const entries = Number(process.env.BENCH_HISTORY_ENTRIES ?? 0);
  if (entries > 0 && trees.length > 0) await seedHistory(server.context.db, owner.id, trees[0].teamtreeId, trees[0].size, entries);
  await seedFollowUps(server.context.db, owner.id, colleague?.id ?? null, trees);
  const readMembers = Number(process.env.BENCH_READ_MEMBERS ?? 0);
  if (readMembers > 0 && trees.length > 0) await addReadMembers(server.context.db, trees[0].teamtreeId, readMembers);
  const members = await addMembers(server.url, server.context.db, trees, Number(process.env.BENCH_MEMBERS ?? 0));
  console.log(`BENCH_READY ${JSON.stringify({ url: server.url, access: owner.access, trees, members })}`);
}

/** `count` verified users, READ members of the tree, in two statements. */
async function addReadMembers(db: Parameters<typeof seedLargeTree>[0], teamtreeId: string, count: number): Promise<void> {
  const users = bulkUsers(count, () => new Date()).map((user) => ({ ...user, email_verified: true }));
  await db.batchInsert('users', users, 500);
  await db.batchInsert(
    'memberships',
    users.map((user) => ({ id: crypto.randomUUID(), teamtree_id: teamtreeId, user_id: user.id, permission: 'READ' })),
    500,
  );
}

/** The notes and tasks BENCH_ACTIVITIES and BENCH_TASKS_PER_TREE ask for. */
async function seedFollowUps(db: Parameters<typeof seedLargeTree>[0], ownerId: string, colleagueId: string | null, trees: { size: number; teamtreeId: string }[]): Promise<void> {
  const activities = Number(process.env.BENCH_ACTIVITIES ?? 0);
  if (activities > 0 && trees.length > 0) await seedActivities(db, ownerId, trees[0].teamtreeId, trees[0].size, activities);
  const tasks = Number(process.env.BENCH_TASKS_PER_TREE ?? 0);
  if (tasks === 0 || colleagueId === null) return;
  for (const { teamtreeId, size } of trees) await seedTasks(db, ownerId, colleagueId, teamtreeId, size, tasks);
}

/** `count` users, each an EDIT member of every tree linked to a profile of its own (not one of the first 100); their access tokens. */
async function addMembers(url: string, db: Parameters<typeof seedLargeTree>[0], trees: { teamtreeId: string }[], count: number): Promise<string[]> {
  const access: string[] = [];
  for (let i = 0; i < count; i++) {
    const member = await registerUser(new ApiClient(url), { firstName: `Member${i + 1}` });
    for (const { teamtreeId } of trees) {
      const [profile] = await db('profiles').where({ teamtree_id: teamtreeId }).orderBy('id').offset(100 + i).limit(1).pluck('id');
      await db('memberships').insert({ id: crypto.randomUUID(), teamtree_id: teamtreeId, user_id: member.id, permission: 'EDIT', linked_profile_id: profile });
    }
    access.push(member.access);
  }
  return access;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
