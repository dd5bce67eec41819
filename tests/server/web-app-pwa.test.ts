import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/use-test-server';

/**
 * Issue 22, item 4 (docs/pwa.md): the files that make the web app installable, as the web build
 * names them, come with their content types and are revalidated on every use (a deploy's new
 * worker is seen at the next update check); HTML pages allow the worker and the manifest from
 * this server only.
 */
const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-web-pwa-'));
await fs.mkdir(path.join(webDir, 'icons'));
await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>TeamTree</title><link rel="manifest" href="/manifest.webmanifest"><div id="root"></div>');
await fs.writeFile(path.join(webDir, 'sw.js'), 'define(["./workbox-1a2b3c4d"],function(s){s.precacheAndRoute([])});');
await fs.writeFile(path.join(webDir, 'workbox-1a2b3c4d.js'), 'define(["exports"],function(s){});');
await fs.writeFile(path.join(webDir, 'manifest.webmanifest'), JSON.stringify({ name: 'TeamTree', display: 'standalone' }));
await fs.writeFile(path.join(webDir, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
afterAll(() => fs.rm(webDir, { recursive: true, force: true }));

const { api } = useTestServer({ WEB_DIR: webDir });

describe('the installable web app files', () => {
  it.each([
    ['/sw.js', 'text/javascript; charset=utf-8'],
    ['/workbox-1a2b3c4d.js', 'text/javascript; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/icons/icon-192.png', 'image/png'],
  ])('serves %s as %s with Cache-Control: no-cache', async (file, type) => {
    const res = await api.get(file);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("lets a page register the worker and read the manifest from this server only (worker-src and manifest-src 'self')", async () => {
    for (const page of ['/', '/dashboard', '/auth/signin']) {
      const res = await api.get(page);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const directives = (res.headers.get('content-security-policy') ?? '').split(';').map((part) => part.trim());
      expect(directives).toContain("worker-src 'self'");
      expect(directives).toContain("manifest-src 'self'");
    }
  });

});
