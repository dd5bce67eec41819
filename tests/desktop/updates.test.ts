import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NodeHttpExecutor } from 'builder-util/out/nodeHttpExecutor';
import { configureRequestOptions, configureRequestUrl, type DownloadOptions } from 'builder-util-runtime';
import { AppImageUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesktopUpdateState } from '../../shared/desktop-api';
import { UPDATE_CHECK_INTERVAL_MS, UpdateController, updateFeedUrl, type UpdaterLike } from '../../desktop/main/updates';
import { useTestServer } from '../support/use-test-server';

/** An updater that records what the controller asks of it; the test plays its events. */
class RecordingUpdater extends EventEmitter implements UpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  feeds: string[] = [];
  checks = 0;
  installs = 0;
  setFeedURL(options: { provider: 'generic'; url: string }) {
    this.feeds.push(options.url);
  }
  async checkForUpdates() {
    this.checks += 1;
    return null;
  }
  quitAndInstall() {
    this.installs += 1;
  }
}

/** Node's HTTP stack with the download call electron-updater makes of Electron's (same steps: a GET, streamed to the file, checksum verified). */
class NodeDownloadExecutor extends NodeHttpExecutor {
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: Record<string, unknown> = { headers: options.headers || undefined, redirect: 'manual' };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(requestOptions, { destination, options, onCancel, callback: (error) => (error ? reject(error) : resolve(destination)), responseHandler: null }, 0);
    });
  }
}

function controllerWith(updater: UpdaterLike, server: string | null = 'https://teamtree.example') {
  const states: DesktopUpdateState[] = [];
  const schedules: number[] = [];
  const controller = new UpdateController(updater, {
    serverUrl: () => server,
    every: (_run, ms) => {
      schedules.push(ms);
      return () => undefined;
    },
    onState: (state) => states.push(state),
    log: () => undefined,
  });
  return { controller, states, schedules };
}

describe('the update controller', () => {
  it('checks the configured server’s feed at start and every 6 hours, downloading automatically', async () => {
    const updater = new RecordingUpdater();
    const { controller, schedules } = controllerWith(updater);
    controller.start();
    await Promise.resolve();
    expect(updater.autoDownload).toBe(true);
    expect(updater.feeds).toEqual(['https://teamtree.example/updates/']);
    expect(updater.checks).toBe(1);
    expect(schedules).toEqual([UPDATE_CHECK_INTERVAL_MS]);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(6 * 60 * 60 * 1000);
  });

  it("offers 'Restart to update' only once an update is downloaded, and keeps offering it after a failed later check", () => {
    const updater = new RecordingUpdater();
    const { controller, states } = controllerWith(updater);
    expect(controller.restart()).toBe(false);
    updater.emit('update-available', { version: '1.2.0' });
    expect(controller.restart()).toBe(false);
    updater.emit('update-downloaded', { version: '1.2.0' });
    updater.emit('error', new Error('offline'));
    expect(controller.state()).toEqual({ status: 'ready', version: '1.2.0' });
    expect(controller.restart()).toBe(true);
    expect(updater.installs).toBe(1);
    expect(states.map((s) => s.status)).toEqual(['downloading', 'ready']);
  });

  it('does nothing before a server is chosen', async () => {
    const updater = new RecordingUpdater();
    await controllerWith(updater, null).controller.check();
    expect(updater.checks).toBe(0);
  });

  it('names the feed under the server’s /updates/', () => {
    expect(updateFeedUrl('https://teamtree.example/')).toBe('https://teamtree.example/updates/');
  });
});

// electron-updater itself (its generic provider, version comparison, download and sha512
// check) against the real server's /updates/ feed; only Electron's own HTTP stack and app
// object are swapped for Node's.
const feedDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-feed-'));
const backend = useTestServer({ UPDATES_DIR: feedDir });

describe('electron-updater against the server’s update feed', () => {
  let userData: string;
  const installer = Buffer.from(`#!/bin/sh\necho TeamTree 1.3.0 ${crypto.randomUUID()}\n`);

  beforeAll(async () => {
    userData = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-updater-'));
    const sha512 = crypto.createHash('sha512').update(installer).digest('base64');
    await fs.writeFile(path.join(feedDir, 'TeamTree-1.3.0-x86_64.AppImage'), installer);
    await fs.writeFile(
      path.join(feedDir, 'latest-linux.yml'),
      [
        'version: 1.3.0',
        'files:',
        '  - url: TeamTree-1.3.0-x86_64.AppImage',
        `    sha512: ${sha512}`,
        `    size: ${installer.length}`,
        'path: TeamTree-1.3.0-x86_64.AppImage',
        `sha512: ${sha512}`,
        "releaseDate: '2026-11-24T12:00:00.000Z'",
        '',
      ].join('\n'),
    );
    // The running "AppImage" the update would replace.
    // What electron-builder writes into the packed app from electron-builder.yml's `publish`.
    await fs.writeFile(path.join(userData, 'app-update.yml'), 'provider: generic\nurl: https://app.teamtree.app/updates/\nupdaterCacheDirName: teamtree-updater\n');
    const current = path.join(userData, 'TeamTree.AppImage');
    await fs.writeFile(current, 'old');
    process.env.APPIMAGE = current;
  });

  afterAll(async () => {
    delete process.env.APPIMAGE;
    await fs.rm(userData, { recursive: true, force: true });
    await fs.rm(feedDir, { recursive: true, force: true });
  });

  function nodeUpdater(version: string): AppImageUpdater {
    const app: AppAdapter = {
      version,
      name: 'TeamTree',
      isPackaged: true,
      appUpdateConfigPath: path.join(userData, 'app-update.yml'),
      userDataPath: userData,
      baseCachePath: path.join(userData, 'cache'),
      whenReady: async () => undefined,
      relaunch: () => undefined,
      quit: () => undefined,
      onQuit: () => undefined,
    };
    const updater = new AppImageUpdater(null, app);
    (updater as unknown as { httpExecutor: NodeHttpExecutor }).httpExecutor = new NodeDownloadExecutor();
    updater.logger = null;
    return updater;
  }

  it('finds the newer version on the server, downloads and verifies it, then offers the restart', async () => {
    const updater = nodeUpdater('1.2.0');
    const states: DesktopUpdateState[] = [];
    const ready = new Promise<void>((resolve) => updater.on('update-downloaded', () => resolve()));
    const controller = new UpdateController(updater as unknown as UpdaterLike, {
      serverUrl: () => backend.url,
      every: () => () => undefined,
      onState: (state) => states.push(state),
      log: () => undefined,
    });
    await controller.check();
    await ready;
    expect(states.map((s) => s.status)).toEqual(['checking', 'downloading', 'ready']);
    expect(controller.state()).toEqual({ status: 'ready', version: '1.3.0' });
  });

  it('stays idle when the app is already the newest version', async () => {
    const updater = nodeUpdater('1.3.0');
    const states: DesktopUpdateState[] = [];
    const controller = new UpdateController(updater as unknown as UpdaterLike, { serverUrl: () => backend.url, every: () => () => undefined, onState: (s) => states.push(s), log: () => undefined });
    await controller.check();
    expect(states.map((s) => s.status)).toEqual(['checking', 'idle']);
  });

  it('serves the feed files and answers 404 for anything else under /updates/', async () => {
    const manifest = await fetch(`${backend.url}/updates/latest-linux.yml`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.text()).toContain('version: 1.3.0');
    for (const bad of ['/updates/', '/updates/missing.yml', '/updates/..%2Fpasswd', '/updates/.hidden']) {
      const res = await fetch(`${backend.url}${bad}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
  });
});
