import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/use-test-server';

/** API.md "Additions (2026-11-24)", Transport: the headers of every answer and of HTML answers. */

const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-web-headers-'));
await fs.mkdir(path.join(webDir, 'assets'));
await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>TeamTree</title><div id="root"></div>');
await fs.writeFile(path.join(webDir, 'assets', 'index-1a2b3c.js'), 'console.log(1)');
afterAll(() => fs.rm(webDir, { recursive: true, force: true }));

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('plain http PUBLIC_URL', () => {
  const backend = useTestServer({ WEB_DIR: webDir });
  const { api } = backend;

  it.each(['/', '/auth/signin', '/join/abc'])('HTML page %s: CSP with frame-ancestors none, X-Frame-Options DENY, nosniff', async (page) => {
    const res = await api.get(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // Its own API and Socket.IO endpoint.
    expect(csp.get('connect-src')).toEqual(["'self'", backend.url.replace(/^http:/, 'ws:')]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    ['JSON', '/api/health'],
    ['an error', '/api/nothing-here'],
    ['a script', '/assets/index-1a2b3c.js'],
    ['a missing asset', '/assets/missing-0000.js'],
  ])('%s answer: nosniff and Referrer-Policy, no HSTS over http', async (_what, url) => {
    const res = await api.get(url);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('https PUBLIC_URL', () => {
  const { api } = useTestServer({ WEB_DIR: webDir, PUBLIC_URL: 'https://teamtree.example' });

  it.each(['/', '/api/health'])('%s carries Strict-Transport-Security', async (url) => {
    const res = await api.get(url);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('lets the page connect to the wss origin of PUBLIC_URL', async () => {
    const csp = directives((await api.get('/')).headers.get('content-security-policy'));
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://teamtree.example']);
  });
});
