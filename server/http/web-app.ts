import fs from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function readFileIfPresent(file: string): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? await fs.readFile(file) : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built web UI: real files as they are (hashed assets cached for a year), and
 * index.html for every other non-API path so the client router can take over.
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
    const content = inside && relative !== '/' ? await readFileIfPresent(file) : null;
    if (content) {
      ctx.type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      ctx.set('Cache-Control', relative.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      ctx.body = content;
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
    ctx.type = TYPES['.html'];
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = index;
  };
}
