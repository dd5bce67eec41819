import fs from 'node:fs/promises';
import path from 'node:path';
import { DESKTOP_ORIGIN } from '../../shared/desktop-origin';
import { webContentType } from '../../shared/web-content-types';

/** The renderer is served from `app://teamtree/`: a standard, secure origin of our own. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'teamtree';
export const APP_ORIGIN = DESKTOP_ORIGIN;

/**
 * The file of the built renderer an `app://teamtree/...` request reads: a real file inside
 * `rendererDir`, else index.html (client-side routes). `null` for other hosts or paths that
 * try to leave the folder.
 */
export function appFileFor(rendererDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, `.${pathname}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  const looksLikeFile = path.extname(pathname) !== '';
  return looksLikeFile ? file : path.join(root, 'index.html');
}

/**
 * Answers one `app://` request: only files of the built renderer (404 for anything else, a
 * missing file included), pages with the desktop Content-Security-Policy.
 */
export async function serveAppRequest(rendererDir: string, requestUrl: string, contentSecurityPolicy: string): Promise<Response> {
  const file = appFileFor(rendererDir, requestUrl);
  const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (!file) return notFound();
  let body: Buffer;
  try {
    body = await fs.readFile(file);
  } catch {
    return notFound();
  }
  const extension = path.extname(file).toLowerCase();
  const headers: Record<string, string> = { 'content-type': webContentType(extension), 'x-content-type-options': 'nosniff' };
  if (extension === '.html') headers['content-security-policy'] = contentSecurityPolicy;
  return new Response(new Uint8Array(body), { status: 200, headers });
}

/** Whether an IPC message or navigation comes from our own renderer. */
export function isAppUrl(raw: string | undefined | null, devServerUrl?: string | null): boolean {
  if (!raw) return false;
  try {
    const url = new URL(raw);
    if (url.origin === APP_ORIGIN || (url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST)) return true;
    return !!devServerUrl && url.origin === new URL(devServerUrl).origin;
  } catch {
    return false;
  }
}
