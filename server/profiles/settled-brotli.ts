import { EventEmitter } from 'node:events';
import zlib from 'node:zlib';

/**
 * The settled brotli form of a tree's status answer: a smaller stream made once a version of a
 * tree has stayed the tree's latest for a while (tree-answer-body.ts serves it instead of the
 * quick quality-5 stream once it is ready).
 *
 * Quality 10 shrinks a 10,000-profile tree's answer from about 532 to 460 KB but costs about
 * 1.2 s of CPU (5 s at 50,000), too much for every version on the request path. So:
 *
 * - a version's upgrade is scheduled when its quality-5 stream is ready and starts after the
 *   settle delay (an unref'd timer: it never keeps the process alive);
 * - each tree has at most one upgrade (its latest version's): a newer version of the tree
 *   abandons the older one's, whether it is still settling, queued or running;
 * - one upgrade runs at a time in the process (a queue, first settled first, one entry per
 *   tree), so many trees never have several large compressions competing for the cores;
 * - the compression is a streaming brotli encoder fed in slices on the thread pool; abandoning
 *   it destroys the encoder between slices, so the work stops within one slice (an input block
 *   of the encoder, ~50 ms at quality 10; up to ~0.3 s for the slice that completes one of a very
 *   large tree's 8 MiB meta-blocks).
 */

/** Quality of the settled form. */
const SETTLED_QUALITY = 10;

export interface SettledOptions {
  /** How long a version must stay its tree's latest after its quick form is ready. */
  delayMs: number;
  /** Bytes of JSON fed to the encoder at a time (its work stops between slices when abandoned). */
  sliceBytes: number;
  /** Larger JSON is not upgraded. */
  maxBytes: number;
}

/**
 * 2 s: a version still being edited is usually replaced within that time (an editor saves field
 * by field, an import or a catch-up after an outage reads several versions in a row), and a
 * tree that went quiet gets its smaller form about 3 s after its first read at 10,000 profiles.
 * 256 KiB: quality 10's input block (lgblock 18), so each slice is one block of work.
 * 64 MiB: about 110,000 profiles, over 12 s of one core at quality 10; such a tree rarely stays
 * unchanged that long, and its quick form is served meanwhile anyway.
 */
export const DEFAULT_SETTLED_OPTIONS: SettledOptions = { delayMs: 2000, sliceBytes: 256 * 1024, maxBytes: 64 * 1024 * 1024 };

let options: SettledOptions = { ...DEFAULT_SETTLED_OPTIONS };

/** Changes the settle delay, slice size or cap (tests); affects upgrades scheduled afterwards. */
export function configureSettledBrotli(changes: Partial<SettledOptions>): void {
  options = { ...options, ...changes };
}

/** One version's upgrade. */
export interface SettledJob {
  treeId: string;
  /** The version's JSON. */
  source(): Buffer;
  /** Whether this version is still its tree's latest. */
  isLatest(): boolean;
  /** Receives the settled stream (flushed, not final, like the quick one). */
  done(stream: Buffer): void;
}

type State = 'settling' | 'queued' | 'running' | 'finished' | 'abandoned';

interface Upgrade {
  job: SettledJob;
  state: State;
  timer: NodeJS.Timeout | null;
  encoder: zlib.BrotliCompress | null;
}

/** What happened (tests count started, sliced, finished and abandoned upgrades). */
export const settledStats = { scheduled: 0, started: 0, slices: 0, finished: 0, abandoned: 0 };
/** `start`, `slice`, `finish` and `abandon`, each with the tree's id, emitted as they happen. */
export const settledEvents = new EventEmitter();

/** Each tree's upgrade under way (settling, queued or running). */
const byTree = new Map<string, Upgrade>();
const queue: Upgrade[] = [];
let running: Upgrade | null = null;
let idleWaiters: (() => void)[] = [];

function noteIdle(): void {
  if (byTree.size > 0 || running) return;
  const waiters = idleWaiters;
  idleWaiters = [];
  for (const resolve of waiters) resolve();
}

/** Resolves once no upgrade is settling, queued or running. */
export function settledIdle(): Promise<void> {
  return new Promise((resolve) => {
    idleWaiters.push(resolve);
    noteIdle();
  });
}

function release(upgrade: Upgrade, state: 'finished' | 'abandoned'): void {
  upgrade.state = state;
  if (byTree.get(upgrade.job.treeId) === upgrade) byTree.delete(upgrade.job.treeId);
  noteIdle();
}

function abandon(upgrade: Upgrade): void {
  if (upgrade.state === 'finished' || upgrade.state === 'abandoned') return;
  if (upgrade.timer) clearTimeout(upgrade.timer);
  upgrade.timer = null;
  const at = queue.indexOf(upgrade);
  if (at >= 0) queue.splice(at, 1);
  upgrade.encoder?.destroy();
  settledStats.abandoned++;
  release(upgrade, 'abandoned');
  settledEvents.emit('abandon', upgrade.job.treeId);
}

/** A newer version of the tree appeared (or the tree was dropped): its upgrade under way stops. */
export function supersedeSettled(treeId: string): void {
  const upgrade = byTree.get(treeId);
  if (upgrade) abandon(upgrade);
}

/** Stops every upgrade (server shutdown). */
export function stopSettledBrotli(): void {
  for (const upgrade of [...byTree.values()]) abandon(upgrade);
}

/** Schedules the upgrade of a version whose quick form is ready; too large a version is skipped. */
export function scheduleSettledBrotli(job: SettledJob, length: number): void {
  if (length > options.maxBytes || !job.isLatest()) return;
  supersedeSettled(job.treeId);
  const upgrade: Upgrade = { job, state: 'settling', timer: null, encoder: null };
  byTree.set(job.treeId, upgrade);
  settledStats.scheduled++;
  upgrade.timer = setTimeout(() => settle(upgrade), options.delayMs);
  upgrade.timer.unref();
}

function settle(upgrade: Upgrade): void {
  upgrade.timer = null;
  if (!upgrade.job.isLatest()) return abandon(upgrade);
  upgrade.state = 'queued';
  queue.push(upgrade);
  next();
}

function next(): void {
  if (running) return;
  const upgrade = queue.shift();
  if (!upgrade) return;
  running = upgrade;
  void compress(upgrade)
    .catch(() => abandon(upgrade))
    .finally(() => {
      running = null;
      next();
      noteIdle();
    });
}

/** Feeds the version's JSON to a quality-10 encoder slice by slice, checking between slices. */
async function compress(upgrade: Upgrade): Promise<void> {
  const source = upgrade.job.source();
  const encoder = zlib.createBrotliCompress({
    finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: SETTLED_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  upgrade.encoder = encoder;
  upgrade.state = 'running';
  settledStats.started++;
  settledEvents.emit('start', upgrade.job.treeId);
  const chunks: Buffer[] = [];
  encoder.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<void>((resolve) => encoder.once('close', () => resolve()));
  const ended = new Promise<void>((resolve) => encoder.once('end', () => resolve()));
  encoder.on('error', () => abandon(upgrade));
  const live = () => upgrade.state === 'running';
  for (let at = 0; at < source.length && live(); at += options.sliceBytes) {
    const slice = source.subarray(at, at + options.sliceBytes);
    // Called also when the encoder is destroyed meanwhile, once the slice under way is done.
    await new Promise<void>((resolve) => encoder.write(slice, () => resolve()));
    if (!live()) break;
    settledStats.slices++;
    settledEvents.emit('slice', upgrade.job.treeId);
  }
  if (!live()) return;
  // The last flush writes the encoder's buffered meta-block (~0.15 s at 10,000 profiles): if the
  // version is superseded meanwhile, that flush still ends on the thread pool but is not used.
  encoder.end();
  await Promise.race([ended, closed]);
  if (!live() || !upgrade.job.isLatest()) return abandon(upgrade);
  upgrade.job.done(Buffer.concat(chunks));
  settledStats.finished++;
  release(upgrade, 'finished');
  settledEvents.emit('finish', upgrade.job.treeId);
}
