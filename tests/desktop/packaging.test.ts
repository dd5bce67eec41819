import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listPackage } from '@electron/asar';
import { build, Platform } from 'electron-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDesktopBuild } from '../support/desktop-build';
import { hasPart } from '../support/machine-parts';
import { keytarMissing } from './keychain';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const electronVersion: string = JSON.parse(await fs.readFile(path.join(repoRoot, 'node_modules/electron/package.json'), 'utf8')).version;

/**
 * A stand-in Electron distribution for Linux x64 (the real one cannot be downloaded here):
 * the layout electron-builder copies and renames, with a placeholder executable.
 */
async function standInElectron(dir: string): Promise<void> {
  await fs.mkdir(path.join(dir, 'resources'), { recursive: true });
  await fs.mkdir(path.join(dir, 'locales'), { recursive: true });
  await fs.writeFile(path.join(dir, 'electron'), '#!/bin/sh\necho "stand-in Electron"\n', { mode: 0o755 });
  await fs.writeFile(path.join(dir, 'version'), electronVersion);
  await fs.writeFile(path.join(dir, 'LICENSE'), 'stand-in');
  await fs.writeFile(path.join(dir, 'locales/en-US.pak'), '');
}

const keytarInstalled = hasPart('keytar built by npm ci', keytarMissing());

let work: string;
let unpackedDir: string;
let files: string[];

beforeAll(async () => {
  ensureDesktopBuild();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-pack-'));
  const dist = path.join(work, 'electron-dist');
  await standInElectron(dist);
  await build({
    projectDir: repoRoot,
    targets: Platform.LINUX.createTarget('dir'),
    config: {
      electronDist: dist,
      electronVersion,
      directories: { output: path.join(work, 'release') },
      // Only these two differ from electron-builder.yml: no header download to rebuild keytar,
      // and fuses, which are flipped in the real Electron binary only.
      npmRebuild: false,
      electronFuses: null,
    },
    publish: 'never',
  });
  unpackedDir = path.join(work, 'release/linux-unpacked');
  files = listPackage(path.join(unpackedDir, 'resources/app.asar'), { isPack: false }).map((file) => file.split(path.sep).join('/'));
}, 240_000);

afterAll(async () => {
  if (work) await fs.rm(work, { recursive: true, force: true });
});

describe('the packed desktop app (electron-builder --dir)', () => {
  it('holds the built main, preload and renderer', () => {
    expect(files).toContain('/out/main/index.js');
    expect(files).toContain('/out/preload/index.cjs');
    expect(files).toContain('/out/renderer/index.html');
    expect(files.some((file) => /^\/out\/renderer\/assets\/index-.*\.js$/.test(file))).toBe(true);
    expect(files).toContain('/package.json');
  });

  it('holds what main needs at run time: electron-updater', () => {
    expect(files.some((file) => file.startsWith('/node_modules/electron-updater/'))).toBe(true);
  });

  it.skipIf(!keytarInstalled)('holds keytar with its native module unpacked beside the asar', async () => {
    expect(files).toContain('/node_modules/keytar/package.json');
    const native = path.join(unpackedDir, 'resources/app.asar.unpacked/node_modules/keytar/build/Release/keytar.node');
    expect((await fs.stat(native)).isFile()).toBe(true);
  });

  it("never holds the server's packages, build tools or sources", () => {
    const forbidden = ['@electric-sql/pglite', 'knex', 'koa', '@koa/router', '@node-rs/argon2', 'tsx', 'pg', 'objection', 'socket.io', 'vite', 'electron-builder', 'typescript', 'react'];
    for (const name of forbidden) expect(files.filter((file) => file.startsWith(`/node_modules/${name}/`))).toEqual([]);
    expect(files.filter((file) => /^\/(server|desktop|shared|tests)\//.test(file))).toEqual([]);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('names the executable and registers nothing it was not told to', async () => {
    expect((await fs.stat(path.join(unpackedDir, 'teamtree'))).isFile()).toBe(true);
  });
});
