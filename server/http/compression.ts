import zlib from 'node:zlib';
import compress from 'koa-compress';
import type Koa from 'koa';

/** Answers larger than this are compressed (API.md "Additions (2026-11-24)", Transport). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * br or gzip, as the request accepts them (br preferred), for answers over 1 kB. Brotli at
 * quality 4 and gzip at level 6 keep the CPU per request small; the largest answer, a whole
 * tree, comes pre-compressed (server/trees/status-body.ts) and passes through untouched.
 */
export function compression(): Koa.Middleware {
  return compress({
    threshold: COMPRESS_THRESHOLD_BYTES,
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
  });
}
