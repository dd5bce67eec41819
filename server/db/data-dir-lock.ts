import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE = 'teamtree.lock';

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(`DATA_DIR ${dataDir} is in use by another TeamTree server`);
  }
}

/** Who holds the lock: enough to tell a live holder from a dead one, a reused PID and a reboot included. */
interface Holder {
  pid: number;
  /** Linux: the process's start time (clock ticks since boot, /proc/<pid>/stat field 22). */
  startTime: string | null;
  /** Linux: this boot's id; another one means the holder died with the machine. */
  bootId: string | null;
  token: string;
}

async function readOptional(file: string): Promise<string | null> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    return null;
  }
}

async function startTimeOf(pid: number): Promise<string | null> {
  const stat = await readOptional(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  return stat ? (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null) : null;
}

const bootId = () => readOptional('/proc/sys/kernel/random/boot_id');

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the recorded holder is a running process, and the same one that wrote the lock. */
async function isAlive(holder: Holder): Promise<boolean> {
  // Our own PID in the lock: a previous run of this same PID (a container's PID 1) that died.
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || holder.pid === process.pid) return false;
  if (holder.bootId && holder.bootId !== (await bootId())) return false;
  if (!processExists(holder.pid)) return false;
  const startTime = await startTimeOf(holder.pid);
  return !(holder.startTime && startTime && holder.startTime !== startTime);
}

function parseHolder(text: string | null): Holder | null {
  try {
    const holder = JSON.parse(text ?? '') as Holder;
    return typeof holder.pid === 'number' ? holder : null;
  } catch {
    return null;
  }
}

async function createExclusive(file: string, holder: Holder): Promise<boolean> {
  try {
    await fs.writeFile(file, JSON.stringify(holder), { flag: 'wx', mode: 0o600 });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** A lock file younger than this that cannot be read is still being written. */
const FRESH_MS = 5_000;

/** How long a takeover of a dead holder's lock may take before another starter may break in. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * Replaces a dead holder's lock. Only one starter at a time may do it (an exclusively created
 * `.takeover` folder), and only while the lock still holds what was found dead, so two servers
 * starting on a folder with a stale lock cannot both win.
 */
async function takeOver(file: string, dead: string | null, holder: Holder): Promise<boolean> {
  const mutex = `${file}.takeover`;
  try {
    await fs.mkdir(mutex, { mode: 0o700 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const stat = await fs.stat(mutex).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > TAKEOVER_STALE_MS) await fs.rm(mutex, { recursive: true, force: true });
    return false;
  }
  try {
    if ((await readOptional(file)) !== dead) return false;
    await fs.rm(file, { force: true });
    return await createExclusive(file, holder);
  } finally {
    await fs.rm(mutex, { recursive: true, force: true });
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Holds DATA_DIR for this process: a lock file naming this process, created exclusively.
 * A lock of a live server refuses the start (`DataDirInUseError`); one left by a server that
 * died (SIGKILL, power loss, a reused PID) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, LOCK_FILE);
  const holder: Holder = { pid: process.pid, startTime: await startTimeOf(process.pid), bootId: await bootId(), token: crypto.randomUUID() };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await createExclusive(file, holder)) break;
    const found = await readOptional(file);
    const current = parseHolder(found);
    if (current && (await isAlive(current))) throw new DataDirInUseError(dataDir);
    // Unreadable and fresh: a lock being written this instant; look again. Old garbage is stale.
    const fresh = !current && Date.now() - ((await fs.stat(file).catch(() => null))?.mtimeMs ?? 0) < FRESH_MS;
    if (!fresh && (await takeOver(file, found, holder))) break;
    if (attempt === 49) throw new DataDirInUseError(dataDir);
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 50));
  }
  return {
    release: async () => {
      // Only our own lock: never one a later server took over.
      if (parseHolder(await readOptional(file))?.token === holder.token) await fs.rm(file, { force: true });
    },
  };
}
