import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appFileFor, isAppUrl } from '../../desktop/main/app-protocol';

const dir = path.resolve('/opt/teamtree/renderer');

describe('appFileFor', () => {
  it('serves real files from the renderer folder', () => {
    expect(appFileFor(dir, 'app://teamtree/assets/index-abc.js')).toBe(path.join(dir, 'assets/index-abc.js'));
  });

  it('answers index.html for client-side routes', () => {
    expect(appFileFor(dir, 'app://teamtree/')).toBe(path.join(dir, 'index.html'));
    expect(appFileFor(dir, 'app://teamtree/teamtree?teamtreeId=1')).toBe(path.join(dir, 'index.html'));
    expect(appFileFor(dir, 'app://teamtree/join/request/abc')).toBe(path.join(dir, 'index.html'));
  });

  it('keeps dot segments inside the folder', () => {
    expect(appFileFor(dir, 'app://teamtree/%2e%2e/%2e%2e/etc/passwd.txt')).toBe(path.join(dir, 'etc/passwd.txt'));
    expect(appFileFor(dir, 'app://teamtree/a/../../../x.js')).toBe(path.join(dir, 'x.js'));
  });

  it('refuses other hosts, schemes and escapes from the folder', () => {
    expect(appFileFor(dir, 'app://other/index.html')).toBeNull();
    expect(appFileFor(dir, 'file:///etc/passwd')).toBeNull();
    expect(appFileFor(dir, 'app://teamtree/%E0%A4%A')).toBeNull();
  });
});

describe('isAppUrl', () => {
  it('knows our own origin and the dev server', () => {
    expect(isAppUrl('app://teamtree/dashboard')).toBe(true);
    expect(isAppUrl('http://localhost:5173/x', 'http://localhost:5173')).toBe(true);
  });

  it('refuses everything else', () => {
    expect(isAppUrl('https://evil.example/')).toBe(false);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl(undefined)).toBe(false);
    expect(isAppUrl('app://teamtree.evil/')).toBe(false);
  });
});
