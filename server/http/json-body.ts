import type { IncomingMessage } from 'node:http';
import type Koa from 'koa';
import { badRequest, payloadTooLarge, requestTimeout, unsupportedMediaType } from './errors';
import { refuseDeepJson } from './json-depth';

/** The body limit of every route but the import's (docs/scaling.md, "Request bodies"). */
export const MAX_BODY_BYTES = 1024 * 1024;

declare module 'koa' {
  interface Request {
    /** The parsed JSON body; `{}` when the request has none (or its route reads it itself). */
    body: unknown;
  }
}

export interface BodyLimits {
  /** The most bytes the body may have: a declared `Content-Length` over it is refused unread. */
  maxBytes: number;
  /** The whole body must have arrived this many milliseconds after reading began (else 408). */
  timeoutMs: number;
}

const BODY_CUT_SHORT = 'The request body was cut short';

function isJsonType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

const declaredLength = (ctx: Koa.Context): number => Number(ctx.get('content-length') || 0);
const hasBody = (ctx: Koa.Context): boolean => declaredLength(ctx) > 0 || ctx.get('transfer-encoding') !== '';

/**
 * Reads the body into memory and stops at the limit: past `maxBytes` (or `timeoutMs`) nothing
 * more is read or kept and the promise rejects with 413 (408); the rest stays unread and the
 * answer closes the connection (`closeWhenBodyUnread`).
 */
function readBody(req: IncomingMessage, { maxBytes, timeoutMs }: BodyLimits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: Error | null) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onCutShort);
      req.off('close', onClose);
      if (!error) return resolve(Buffer.concat(chunks, size));
      req.pause();
      chunks.length = 0;
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish(payloadTooLarge(maxBytes));
      else chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    const onCutShort = () => finish(badRequest(BODY_CUT_SHORT));
    const onClose = () => {
      if (!req.complete) onCutShort();
    };
    const timer = setTimeout(() => finish(requestTimeout()), timeoutMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onCutShort);
    req.on('close', onClose);
  });
}

/**
 * The request's JSON body (`{}` when it has none) within `limits`: a declared length over the
 * limit is 413 before a byte is read, a body that grows past it is 413 as soon as it does, a
 * body that takes longer than `timeoutMs` is 408, another content type is 415, bad JSON 400,
 * a body nested deeper than 64 levels 400 (before it is parsed, so before any digest of it).
 */
export async function readJsonBody(ctx: Koa.Context, limits: BodyLimits): Promise<unknown> {
  if (!hasBody(ctx)) return {};
  if (declaredLength(ctx) > limits.maxBytes) throw payloadTooLarge(limits.maxBytes);
  if (!isJsonType(ctx.get('content-type'))) throw unsupportedMediaType();
  const raw = await readBody(ctx.req, limits);
  if (raw.length === 0) return {};
  refuseDeepJson(raw);
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('Malformed JSON body');
  }
}

export interface JsonBodyOptions {
  /** See `BodyLimits.timeoutMs` (`BODY_TIMEOUT_MS`). */
  timeoutMs: number;
  /** Paths whose route reads its own body with `readJsonBody` (after authentication, with a larger limit). */
  readByRoute: readonly string[];
}

/**
 * Parses the JSON body of every `/api` request (at most 1 MiB) into `ctx.request.body`, except
 * on the paths in `readByRoute`. A body elsewhere is never read: one declared over 1 MiB is 413,
 * a smaller one is left unread (the answer then closes the connection).
 */
export function jsonBody({ timeoutMs, readByRoute }: JsonBodyOptions): Koa.Middleware {
  const limits = { maxBytes: MAX_BODY_BYTES, timeoutMs };
  return async (ctx, next) => {
    ctx.request.body = {};
    if (hasBody(ctx) && !readByRoute.includes(ctx.path)) {
      if (ctx.path.startsWith('/api')) ctx.request.body = await readJsonBody(ctx, limits);
      else if (declaredLength(ctx) > MAX_BODY_BYTES) throw payloadTooLarge(MAX_BODY_BYTES);
    }
    await next();
  };
}

/**
 * An answer given before the request's body has all arrived (refused unread, over its limit,
 * too slow, or not read by its route) carries `Connection: close`, so Node closes the
 * connection after it instead of reading the rest of the body to keep the connection alive.
 * Mounted outside the error middleware, so it sees the final answer.
 */
export function closeWhenBodyUnread(): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if (!ctx.req.complete) ctx.set('Connection', 'close');
    }
  };
}
