import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAppRequest } from '../../desktop/main/app-protocol';
import { desktopContentSecurityPolicy, isPermissionGranted } from '../../desktop/main/content-security';
import { runtimeConfig } from '../../desktop/main/runtime-config';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the desktop Content-Security-Policy', () => {
  it('lets the page connect only to the configured server, over https and wss', () => {
    const policy = desktopContentSecurityPolicy('https://teamtree.example.com');
    expect(directive(policy, 'connect-src')).toBe('connect-src https://teamtree.example.com wss://teamtree.example.com');
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('uses http and ws for a server on this computer, and no connections before a server is chosen', () => {
    expect(directive(desktopContentSecurityPolicy('http://localhost:3000'), 'connect-src')).toBe('connect-src http://localhost:3000 ws://localhost:3000');
    expect(directive(desktopContentSecurityPolicy(null), 'connect-src')).toBe("connect-src 'none'");
  });
});

describe('permission requests', () => {
  it.each(['media', 'geolocation', 'clipboard-read', 'midi', 'openExternal', 'fullscreen', 'unknown'])('refuses %s', (permission) => {
    expect(isPermissionGranted(permission)).toBe(false);
  });
  it('grants notifications', () => expect(isPermissionGranted('notifications')).toBe(true));
});

describe('the app:// protocol', () => {
  let dir: string;
  const policy = desktopContentSecurityPolicy('https://teamtree.example.com');
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-renderer-'));
    await fs.mkdir(path.join(dir, 'assets'));
    await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><title>TeamTree</title>');
    await fs.writeFile(path.join(dir, 'assets/index-abc.js'), 'console.log(1)');
    await fs.writeFile(path.join(os.tmpdir(), 'teamtree-outside.js'), 'secret');
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('answers renderer files, and index.html with the CSP for client-side routes', async () => {
    const page = await serveAppRequest(dir, 'app://teamtree/dashboard', policy);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(policy);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const script = await serveAppRequest(dir, 'app://teamtree/assets/index-abc.js', policy);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1)');
  });

  it('answers 404 for missing files, other hosts and paths that leave the folder', async () => {
    for (const url of ['app://teamtree/assets/missing.js', 'app://evil/index.html', 'app://teamtree/../teamtree-outside.js', 'app://teamtree/%2e%2e/teamtree-outside.js', 'file:///etc/passwd']) {
      expect((await serveAppRequest(dir, url, policy)).status).toBe(404);
    }
  });
});

describe('the environment', () => {
  it('changes nothing in a packaged app', () => {
    expect(runtimeConfig(true, { TEAMTREE_API_URL: 'http://evil.example', ELECTRON_RENDERER_URL: 'http://evil.example' })).toEqual({ overrideServer: null, devRendererUrl: null });
  });
  it('sets the server and the renderer dev server in development', () => {
    expect(runtimeConfig(false, { TEAMTREE_API_URL: 'http://localhost:3000', ELECTRON_RENDERER_URL: 'http://localhost:5173' })).toEqual({ overrideServer: 'http://localhost:3000', devRendererUrl: 'http://localhost:5173' });
    expect(runtimeConfig(false, {})).toEqual({ overrideServer: null, devRendererUrl: null });
  });
});
