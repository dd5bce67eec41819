import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import { notFound } from './errors';

export const UPDATES_PATH = '/updates/';

const TYPES: Record<string, string> = {
  '.yml': 'text/yaml; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.blockmap': 'application/octet-stream',
  '.exe': 'application/octet-stream',
  '.zip': 'application/zip',
  '.dmg': 'application/x-apple-diskimage',
  '.appimage': 'application/octet-stream',
  '.deb': 'application/vnd.debian.binary-package',
};

/**
 * The desktop app's update feed (electron-updater's generic provider): the files of
 * `UPDATES_DIR` under `/updates/`, streamed. The `latest*.yml` manifests are never cached;
 * installers are versioned by name and cached for a day. Without `UPDATES_DIR` the path is 404.
 */
export function updateFeed(updatesDir: string | null): Koa.Middleware {
  const root = updatesDir ? path.resolve(updatesDir) : null;
  return async (ctx, next) => {
    if (!ctx.path.startsWith(UPDATES_PATH)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const file = root ? await feedFile(root, ctx.path.slice(UPDATES_PATH.length)) : null;
    if (!file) throw notFound('No such update file');
    const extension = path.extname(file.path).toLowerCase();
    ctx.type = TYPES[extension] ?? 'application/octet-stream';
    ctx.length = file.size;
    ctx.set('Cache-Control', extension === '.yml' || extension === '.yaml' ? 'no-cache' : 'public, max-age=86400');
    if (ctx.method === 'HEAD') {
      ctx.status = 200;
      return;
    }
    ctx.body = createReadStream(file.path);
  };
}

/** A plain file directly inside the feed folder (no sub-folders, no escapes), with its size. */
async function feedFile(root: string, encodedName: string): Promise<{ path: string; size: number } | null> {
  let name: string;
  try {
    name = decodeURIComponent(encodedName);
  } catch {
    return null;
  }
  if (!name || name.includes('/') || name.includes('\\') || name.startsWith('.')) return null;
  const file = path.join(root, name);
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? { path: file, size: stat.size } : null;
  } catch {
    return null;
  }
}
