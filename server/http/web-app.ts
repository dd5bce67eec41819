import fs from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import { compressedFile } from './compressed-files';
import { COMPRESS_THRESHOLD_BYTES } from './compression';
import { webContentType } from '../../shared/web-content-types';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** File types sent compressed (from the build, compressed once: compressed-files.ts). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

interface WebFile {
  content: Buffer;
  /** Size and modification time: a rebuilt file is compressed again. */
  version: string;
}

async function readFileIfPresent(file: string): Promise<WebFile | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? { content: await fs.readFile(file), version: `${stat.size}-${stat.mtimeMs}` } : null;
  } catch {
    return null;
  }
}

/** The file's body: compressed once and kept when it is worth it and the request accepts br or gzip. */
async function sendFile(ctx: Koa.Context, file: string, found: WebFile): Promise<void> {
  ctx.vary('Accept-Encoding');
  const accepts = (encoding: string) => ctx.acceptsEncodings(encoding, 'identity') === encoding;
  const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
  const worth = COMPRESSIBLE.has(path.extname(file).toLowerCase()) && found.content.length >= COMPRESS_THRESHOLD_BYTES;
  if (!encoding || !worth || ctx.method === 'HEAD') {
    ctx.body = found.content;
    return;
  }
  ctx.compress = false;
  ctx.set('Content-Encoding', encoding);
  ctx.body = await compressedFile(file, found.version, found.content, encoding);
}

/**
 * Serves the built web UI: real files as they are (hashed assets cached for a year), and
 * index.html for every other non-API path so the client router can take over. Every file
 * outside /assets/ is `no-cache` (revalidated on each use): index.html, the service worker
 * (sw.js and its workbox-*.js), the manifest and the icons, so the browser's update check
 * for the worker always sees the server's current one (docs/pwa.md).
 */
export function webApp(webDir: string): Koa.Middleware {
  const root = path.resolve(webDir);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      return next();
    }
    let relative: string;
    try {
      relative = decodeURIComponent(ctx.path);
    } catch {
      relative = '/';
    }
    const file = path.resolve(root, `.${relative}`);
    const inside = file === root || file.startsWith(root + path.sep);
    const found = inside && relative !== '/' ? await readFileIfPresent(file) : null;
    if (found) {
      ctx.type = webContentType(path.extname(file));
      ctx.set('Cache-Control', relative.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      await sendFile(ctx, file, found);
      return;
    }
    if (path.extname(relative) && relative.startsWith('/assets/')) return next();
    const index = await readFileIfPresent(path.join(root, 'index.html'));
    if (!index) {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'The web UI has not been built yet. Run "npm run build:web" (npm start does it for you).';
      return;
    }
    ctx.type = webContentType('.html');
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = index.content;
  };
}
