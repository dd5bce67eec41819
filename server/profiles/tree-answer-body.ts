import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { maskVariantOf } from './masked-profiles';
import type { ProfileAnswer } from './profile-answer';
import { scheduleSettledBrotli, supersedeSettled } from './settled-brotli';

/**
 * The serialised and compressed form of a tree's profiles, kept beside the tree cache and made
 * incrementally from one version of the tree to the next.
 *
 * The JSON that opens the status answer (`{"teamtree":{"profiles":[...]`) is cut into segments:
 * the opening, one per run of CHUNK profiles (with its leading comma) and the closing `]`. Each
 * segment holds its JSON, a digest and its own raw-deflate stream ended with a sync flush, so
 * the segments' deflates laid end to end are one deflate stream of the whole JSON (a stream may
 * start a new block at any byte boundary; no back-reference crosses a segment). A new version
 * of the tree (the cache's next frozen list) reuses every segment whose profiles are the very
 * same objects as in the tree's previous version: a change of one profile serialises and
 * deflates one segment, not the tree.
 *
 * Brotli cannot be assembled from pieces; the whole JSON is brotli-compressed (flushed, so a
 * tail can follow: server/trees/status-body.ts) once per version on the thread pool, started by
 * the first request that could use it; until it is ready, requests get the gzip form. A version
 * of a kept tree that stays the tree's latest gets a smaller, settled form later, also off the
 * event loop (settled-brotli.ts); from then on brotli() answers that one.
 */

export const ANSWER_HEAD = '{"teamtree":{"profiles":';
/** Profiles per segment. */
export const CHUNK = 500;
/** Brotli quality of a tree's quick form (once per version, off the event loop). */
const BROTLI_QUALITY = 5;

const brotliCompress = promisify(zlib.brotliCompress);

export interface TreeAnswerHead {
  /** Bytes of the JSON. */
  length: number;
  /** A digest of the JSON (base64url), part of the status answer's ETag. */
  digest: string;
  /** `{"teamtree":{"profiles":[...]` as UTF-8. */
  json(): Buffer;
  /** CRC-32 of the JSON. */
  crc(): number;
  /** Raw deflate of the JSON, not final, ending byte-aligned. */
  deflated(): Buffer;
  /**
   * The flushed brotli stream of the JSON when it is ready (the settled form once that is made,
   * else the quick one); otherwise starts making the quick one and answers null.
   */
  brotli(): Buffer | null;
  /** The flushed brotli stream (the settled form if already made, else the quick one), waiting for it. */
  brotliReady(): Promise<Buffer>;
}

interface Segment {
  /** The profiles it holds (compared by identity with the next version's). */
  members: readonly ProfileAnswer[];
  json: Buffer;
  digest: Buffer;
  deflated: Buffer | null;
}

/** How much was made (tests check that an unchanged part is not made again). */
export const headStats = { segments: 0, deflated: 0, brotli: 0 };

const heads = new WeakMap<readonly ProfileAnswer[], TreeAnswerHead>();
interface Latest {
  segments: Segment[];
  /** Tells this version from the tree's earlier ones. */
  generation: number;
}
/** Each tree's latest segments, to reuse in its next version (a few trees; the oldest go first). */
const latest = new Map<string, Latest>();
const MAX_TREES = 32;
let generations = 0;

/** A kept version: the settled form is made for it while it is its tree's latest. */
interface Kept {
  treeId: string;
  generation: number;
}

function segment(members: readonly ProfileAnswer[], text: string): Segment {
  headStats.segments++;
  const json = Buffer.from(text);
  return { members, json, digest: crypto.createHash('sha256').update(json).digest(), deflated: null };
}

function sameMembers(a: readonly ProfileAnswer[], b: readonly ProfileAnswer[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const NONE: readonly ProfileAnswer[] = [];
/** The opening and the closing are the same for every tree. */
const OPENING: Segment = { members: NONE, json: Buffer.from(`${ANSWER_HEAD}[`), digest: crypto.createHash('sha256').update(`${ANSWER_HEAD}[`).digest(), deflated: null };
const CLOSING: Segment = { members: NONE, json: Buffer.from(']'), digest: crypto.createHash('sha256').update(']').digest(), deflated: null };

/** The segments of a list, reusing those of `previous` that hold the very same profiles. */
function segmentsOf(profiles: readonly ProfileAnswer[], previous: Segment[] | undefined): Segment[] {
  const chunks = Math.ceil(profiles.length / CHUNK);
  const out: Segment[] = [OPENING];
  for (let c = 0; c < chunks; c++) {
    const members = profiles.slice(c * CHUNK, (c + 1) * CHUNK);
    const old = previous?.[c + 1];
    if (old && old.members.length > 0 && sameMembers(old.members, members)) out.push(old);
    else out.push(segment(members, (c > 0 ? ',' : '') + members.map((p) => JSON.stringify(p)).join(',')));
  }
  out.push(CLOSING);
  return out;
}

function deflatedSegment(s: Segment): Buffer {
  if (!s.deflated) {
    headStats.deflated++;
    s.deflated = zlib.deflateRawSync(s.json, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  }
  return s.deflated;
}

function makeHead(segments: Segment[], kept: Kept | null): TreeAnswerHead {
  const length = segments.reduce((n, s) => n + s.json.length, 0);
  const digest = crypto.createHash('sha256').update(Buffer.concat(segments.map((s) => s.digest))).digest('base64url');
  let json: Buffer | null = null;
  let crc: number | null = null;
  let deflated: Buffer | null = null;
  let brotli: Buffer | null = null;
  let making: Promise<Buffer> | null = null;
  /** The settled form, unless it came out no smaller (very repetitive JSON can). */
  const useSettled = (settled: Buffer) => {
    if (brotli && settled.length < brotli.length) brotli = settled;
  };
  const head: TreeAnswerHead = {
    length,
    digest,
    json: () => (json ??= Buffer.concat(segments.map((s) => s.json))),
    crc: () => (crc ??= segments.reduce((value, s) => zlib.crc32(s.json, value), 0)),
    deflated: () => (deflated ??= Buffer.concat(segments.map(deflatedSegment))),
    brotli() {
      if (!brotli) void head.brotliReady().catch(() => undefined);
      return brotli;
    },
    brotliReady() {
      making ??= (async () => {
        headStats.brotli++;
        const source = head.json();
        brotli = await brotliCompress(source, {
          finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        if (kept) scheduleSettledBrotli({ treeId: kept.treeId, source: head.json, isLatest: () => isLatest(kept), done: useSettled }, length);
        return brotli;
      })();
      return brotli ? Promise.resolve(brotli) : making;
    },
  };
  return head;
}

function isLatest(kept: Kept): boolean {
  return latest.get(kept.treeId)?.generation === kept.generation;
}

/**
 * The head of the status answer for a list of profiles. Lists of the tree cache (frozen, one per
 * version) are kept and build on the tree's previous version, and the tree's latest version
 * gets the settled brotli form; other lists are made afresh and keep the quick form.
 */
export function treeAnswerHead(profiles: readonly ProfileAnswer[]): TreeAnswerHead {
  const held = heads.get(profiles);
  if (held) return held;
  const frozen = Object.isFrozen(profiles);
  // A masked form of a tree (masked-profiles.ts) builds on that form's previous version.
  const variant = maskVariantOf(profiles);
  const treeId = profiles[0] && (variant ? `${profiles[0].teamtreeId}#${variant}` : profiles[0].teamtreeId);
  const segments = segmentsOf(profiles, frozen && treeId ? latest.get(treeId)?.segments : undefined);
  const kept = frozen && treeId ? { treeId, generation: ++generations } : null;
  const head = makeHead(segments, kept);
  if (frozen) heads.set(profiles, head);
  if (kept) {
    // The tree's earlier version is no longer upgraded.
    supersedeSettled(kept.treeId);
    latest.delete(kept.treeId);
    latest.set(kept.treeId, { segments, generation: kept.generation });
    if (latest.size > MAX_TREES) {
      const oldest = latest.keys().next().value!;
      latest.delete(oldest);
      supersedeSettled(oldest);
    }
  }
  return head;
}
