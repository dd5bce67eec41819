import type Koa from 'koa';
import { IMPORT_BODY_MAX_BYTES, IMPORT_PATH } from '../../shared/schemas/import';
import { badRequest, payloadTooLarge, unsupportedMediaType } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;
/** An oversized body is still read (and dropped) up to this size so the client sees the 413. */
const MAX_DRAIN_BYTES = 16 * MAX_BODY_BYTES;

declare module 'koa' {
  interface Request {
    /** The parsed JSON body; `{}` when the request has none. */
    body: unknown;
  }
}

function isJsonType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

async function readLimited(req: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > Math.max(MAX_DRAIN_BYTES, limit)) break;
    if (size <= limit) chunks.push(buffer);
  }
  if (size > limit) throw payloadTooLarge(limit);
  return Buffer.concat(chunks);
}

/** Parses JSON bodies of at most 1 MiB (an import: 32 MiB); other content types are refused with 415. */
export function jsonBody(): Koa.Middleware {
  return async (ctx, next) => {
    ctx.request.body = {};
    const declared = Number(ctx.get('content-length') || 0);
    const hasBody = declared > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && ctx.path.startsWith('/api')) {
      // An import carries a whole back-office export (docs/import-export.md).
      const raw = await readLimited(ctx.req, ctx.path === IMPORT_PATH ? IMPORT_BODY_MAX_BYTES : MAX_BODY_BYTES);
      if (raw.length > 0) {
        if (!isJsonType(ctx.get('content-type'))) throw unsupportedMediaType();
        try {
          ctx.request.body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badRequest('Malformed JSON body');
        }
      }
    }
    await next();
  };
}
