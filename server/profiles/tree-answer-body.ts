import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { ProfileAnswer } from './profile-answer';

/**
 * The serialised and compressed form of a tree's profiles, made once per version of the tree:
 * the tree cache hands out one frozen profile list per version, and this keeps beside each list
 * (weakly, so it goes when the cache drops the list) the JSON text that opens the status answer
 * (`{"teamtree":{"profiles":[...]`), its digest and CRC-32, and two compressed forms that a
 * per-request tail can be appended to (server/trees/status-body.ts): a raw-deflate stream ended
 * with a sync flush (for gzip) and a brotli stream ended with a flush, which pads it to a byte
 * boundary (for br).
 */

export const ANSWER_HEAD = '{"teamtree":{"profiles":';

export interface TreeAnswerHead {
  /** `{"teamtree":{"profiles":[...]` as UTF-8. */
  json: Buffer;
  /** SHA-256 of `json` (base64url), part of the status answer's ETag. */
  digest: string;
  crc: number;
  /** Raw deflate of `json`, not final, ending byte-aligned (sync flush); made on first use. */
  deflated(): Buffer;
  /** Brotli of `json`, not final, ending byte-aligned (flush); made on first use. */
  brotli(): Buffer;
}

/** Brotli quality of a tree: once per version, so better than the per-request middleware's 4. */
const BROTLI_QUALITY = 5;

const heads = new WeakMap<readonly ProfileAnswer[], TreeAnswerHead>();

/** Counts of what was made (tests check that a version is serialised and compressed once). */
export const headStats = { serialised: 0, deflated: 0, brotli: 0 };

export function treeAnswerHead(profiles: readonly ProfileAnswer[]): TreeAnswerHead {
  const held = heads.get(profiles);
  if (held) return held;
  headStats.serialised++;
  const json = Buffer.from(ANSWER_HEAD + JSON.stringify(profiles));
  let deflated: Buffer | null = null;
  let brotli: Buffer | null = null;
  const head: TreeAnswerHead = {
    json,
    digest: crypto.createHash('sha256').update(json).digest('base64url'),
    crc: zlib.crc32(json),
    deflated() {
      if (!deflated) {
        headStats.deflated++;
        deflated = zlib.deflateRawSync(json, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      }
      return deflated;
    },
    brotli() {
      if (!brotli) {
        headStats.brotli++;
        brotli = zlib.brotliCompressSync(json, {
          finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length },
        });
      }
      return brotli;
    },
  };
  // Only frozen lists are the cache's (one per version); others are built per request.
  if (Object.isFrozen(profiles)) heads.set(profiles, head);
  return head;
}
