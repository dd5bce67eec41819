import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type Koa from 'koa';
import type { StatusTreeAnswer } from '../../shared/schemas/teamtree';
import { treeAnswerHead, type TreeAnswerHead } from '../profiles/tree-answer-body';
import type { ProfileAnswer } from '../profiles/profile-answer';
import { ifNoneMatch } from '../http/if-none-match';
import { statusDelta } from './status-delta';

/**
 * Sending the status answer of one tree (`GET /api/teamtree/status?teamtreeId=`) with an ETag
 * and 304, and compressed without compressing the tree per request:
 *
 * - The answer is written with the profiles first: their JSON (made once per version of the
 *   tree, beside the tree cache: tree-answer-body.ts) followed by the small per-caller tail
 *   (the tree's summary, categories, plan, the caller's membership and trees).
 * - The ETag is a digest of both parts, so it changes exactly when the answer does; a request
 *   whose `If-None-Match` holds it gets 304 without a body.
 * - A large answer goes out compressed from the head's compressed forms (made incrementally,
 *   once per version) and the tail: br as the head's flushed brotli stream, the tail as one
 *   uncompressed meta-block (a few kB; it needs no state of the stream before it) and the last,
 *   empty meta-block; gzip as the head's sync-flushed deflate, the tail deflated per request and
 *   the trailer (CRC-32 and length). br is used once the version's brotli stream is ready (it is
 *   made off the event loop after the first request of a version), gzip until then. Small
 *   answers are left to the compression middleware.
 */

/** From this size of the profiles' JSON on, the pre-compressed gzip is used. */
export const PRECOMPRESSED_MIN_BYTES = 64 * 1024;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const TREE_OPENING = '{"teamtree":{';

export interface StatusBody {
  etag: string;
  head: TreeAnswerHead;
  tail: Buffer;
}

export function statusBody(answer: StatusTreeAnswer): StatusBody {
  const { profiles, ...summary } = answer.teamtree;
  const head = treeAnswerHead(profiles as readonly ProfileAnswer[]);
  const rest = JSON.stringify({ ...answer, teamtree: summary });
  // `summary` always has fields (the tree's id first), so `rest` opens with `{"teamtree":{"id"`.
  if (!rest.startsWith(`${TREE_OPENING}"`)) throw new Error('unexpected status answer shape');
  const tail = Buffer.from(`,${rest.slice(TREE_OPENING.length)}`);
  const etag = `W/"${crypto.createHash('sha256').update(head.digest).update(tail).digest('base64url')}"`;
  return { etag, head, tail };
}

/** The whole answer as JSON text. */
export function plainBody(body: StatusBody): Buffer {
  return Buffer.concat([body.head.json(), body.tail]);
}

/** The whole answer as one gzip member: header, the head's deflate, the tail's deflate, trailer. */
export function gzipBody(body: StatusBody): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(body.tail, body.head.crc()) >>> 0, 0);
  trailer.writeUInt32LE((body.head.length + body.tail.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, body.head.deflated(), zlib.deflateRawSync(body.tail, { level: 6 }), trailer]);
}

/** Brotli's limit for one meta-block: tails longer than this go out as gzip. */
const BROTLI_MAX_META_BLOCK = 1 << 24;

/**
 * The whole answer as one brotli stream: the head's flushed stream, the tail as an uncompressed
 * meta-block (RFC 7932 section 9.2: ISLAST 0, MNIBBLES, MLEN - 1, ISUNCOMPRESSED 1, padding to
 * the byte), then the last, empty meta-block (ISLAST 1, ISLASTEMPTY 1).
 */
export function brotliBody(body: StatusBody, stream: Buffer): Buffer {
  const mlen = body.tail.length - 1;
  const nibbles = mlen < 1 << 16 ? 4 : mlen < 1 << 20 ? 5 : 6;
  // Bits, lowest first: 1 + 2 + 4 * nibbles + 1 (at most 28: fits a number).
  const bits = 0 | ((nibbles - 4) << 1) | (mlen * 2 ** 3) | (2 ** (3 + 4 * nibbles));
  const header = Buffer.alloc(Math.ceil((4 + 4 * nibbles) / 8));
  for (let i = 0; i < header.length; i++) header[i] = Math.floor(bits / 2 ** (8 * i)) & 0xff;
  return Buffer.concat([stream, header, body.tail, Buffer.from([0x03])]);
}

/**
 * Answers the status of one tree: 304 when the caller holds it, else the (compressed) JSON; with
 * `since`, only what changed since then (status-delta.ts) under the whole answer's tag, which
 * the caller then holds.
 */
export function sendStatusAnswer(ctx: Koa.Context, answer: StatusTreeAnswer, since?: string): void {
  const body = statusBody(answer);
  ctx.set('ETag', body.etag);
  // Browsers keep the answer and always ask again with its tag.
  ctx.set('Cache-Control', 'private, no-cache');
  if (ifNoneMatch(ctx.get('If-None-Match'), body.etag)) {
    ctx.status = 304;
    return;
  }
  if (since !== undefined) {
    ctx.body = statusDelta(answer, since);
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  ctx.vary('Accept-Encoding');
  if (body.head.length >= PRECOMPRESSED_MIN_BYTES) {
    // br when accepted and ready (smaller), whatever order the request lists them in; else gzip.
    const accepts = (encoding: string) => ctx.acceptsEncodings(encoding, 'identity') === encoding;
    const stream = accepts('br') && body.tail.length <= BROTLI_MAX_META_BLOCK ? body.head.brotli() : null;
    if (stream || accepts('gzip')) {
      ctx.compress = false;
      ctx.set('Content-Encoding', stream ? 'br' : 'gzip');
      ctx.body = stream ? brotliBody(body, stream) : gzipBody(body);
      return;
    }
  }
  ctx.body = plainBody(body);
}
