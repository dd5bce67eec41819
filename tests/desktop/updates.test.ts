// The update controller with an updater stand-in that plays electron-updater's events (the
// real updater against real feeds: updates-feed.test.ts).
import { EventEmitter } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { UpdateGate } from '../../desktop/main/update-gate';
import type { Language } from '../../shared/i18n/language';
import { UPDATE_CHECK_INTERVAL_MS, UpdateController, type UpdateInfoLike, type UpdaterLike } from '../../desktop/main/updates';
import { exists, stateLog } from './updates-fixture';

const FEED = 'https://updates.teamtree.example/desktop/';
const RUNNING = '1.2.0';

/** An updater that records what the controller asks of it; the test plays its events. */
class RecordingUpdater extends EventEmitter implements UpdaterLike {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  allowDowngrade = true;
  feeds: string[] = [];
  checks = 0;
  downloads = 0;
  installs: string[] = [];
  setFeedURL(options: { provider: 'generic'; url: string }) {
    this.feeds.push(options.url);
  }
  async checkForUpdates() {
    this.checks += 1;
    return null;
  }
  async downloadUpdate() {
    this.downloads += 1;
    return [];
  }
  quitAndInstall() {
    this.installs.push('restart');
  }
  install() {
    this.installs.push('quit');
    return true;
  }
}

function controllerWith(gate: UpdateGate, feed: string | null = FEED, language?: () => Language) {
  const updater = new RecordingUpdater();
  const log = stateLog();
  const schedules: number[] = [];
  const controller = new UpdateController(updater, {
    feed,
    runningVersion: RUNNING,
    gate,
    every: (_run, ms) => {
      schedules.push(ms);
      return () => undefined;
    },
    onState: log.onState,
    log: () => undefined,
    language,
  });
  return { controller, updater, log, schedules };
}

const release: UpdateInfoLike = { version: '1.3.0', files: [{ url: 'TeamTree-1.3.0-x86_64.AppImage' }, { url: 'TeamTree-1.3.0-amd64.deb' }] };
const work = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-updates-'));
afterAll(() => fs.rm(work, { recursive: true, force: true }));

async function downloadedFile(name: string): Promise<string> {
  const file = path.join(work, name);
  await fs.writeFile(file, 'installer');
  return file;
}

describe('the update controller', () => {
  it('checks the build’s feed at start and every 6 hours, downloading a newer version by itself', async () => {
    const { controller, updater, schedules } = controllerWith({ kind: 'native' });
    controller.start();
    await Promise.resolve();
    // The controller decides what is downloaded, and electron-updater's own check never lets an older version through.
    expect(updater.autoDownload).toBe(false);
    expect(updater.allowDowngrade).toBe(false);
    updater.emit('update-available', release);
    expect(updater.downloads).toBe(1);
    expect(updater.feeds).toEqual([FEED]);
    expect(updater.checks).toBe(1);
    expect(schedules).toEqual([UPDATE_CHECK_INTERVAL_MS]);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(6 * 60 * 60 * 1000);
  });

  it('never updates a build without a feed: no feed is set, nothing is checked, the state says so', async () => {
    const { controller, updater, schedules } = controllerWith({ kind: 'native' }, null);
    controller.start();
    await controller.check();
    expect(updater.feeds).toEqual([]);
    expect(updater.checks).toBe(0);
    expect(schedules).toEqual([]);
    expect(controller.state()).toEqual({ status: 'unsupported' });
  });

  it("macOS (Squirrel.Mac checks the code signature): 'Restart to update' once downloaded, kept after a failed later check", () => {
    const { controller, updater, log } = controllerWith({ kind: 'native' });
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(controller.restart()).toBe(false);
    updater.emit('update-available', release);
    expect(controller.restart()).toBe(false);
    updater.emit('update-downloaded', { ...release, downloadedFile: '/tmp/TeamTree-1.3.0-mac.zip' });
    updater.emit('error', new Error('offline'));
    expect(controller.state()).toEqual({ status: 'ready', version: '1.3.0' });
    expect(controller.restart()).toBe(true);
    expect(updater.installs).toEqual(['restart']);
    expect(log.states.map((s) => s.status)).toEqual(['downloading', 'ready']);
  });

  it('a verified download is offered (restart, or install on quit); electron-updater never installs it on quit by itself', async () => {
    const checked: string[] = [];
    const { controller, updater, log } = controllerWith({ kind: 'verify', verify: async (file, feed, version) => (checked.push(`${feed}|${file}|${version}`), null) });
    expect(updater.autoInstallOnAppQuit).toBe(false);
    const file = await downloadedFile('TeamTree-1.3.0-x86_64.AppImage');
    updater.emit('update-available', release);
    expect(controller.installOnQuit()).toBe(false);
    updater.emit('update-downloaded', { ...release, downloadedFile: file });
    await log.next('ready');
    expect(checked).toEqual([`${FEED}|${file}|1.3.0`]);
    expect(controller.installOnQuit()).toBe(true);
    expect(controller.restart()).toBe(true);
    expect(updater.installs).toEqual(['quit', 'restart']);
  });

  it('a download that fails its check is deleted and never installed', async () => {
    const { controller, updater, log } = controllerWith({ kind: 'verify', verify: async () => 'its signature does not match' });
    const file = await downloadedFile('TeamTree-1.3.0-amd64.deb');
    updater.emit('update-available', release);
    updater.emit('update-downloaded', { ...release, downloadedFile: file });
    expect(await log.next('error', 'ready')).toEqual({ status: 'error', message: 'The update was refused: it is not signed by the app’s publisher.' });
    expect(await exists(file)).toBe(false);
    expect(controller.restart()).toBe(false);
    expect(controller.installOnQuit()).toBe(false);
    expect(updater.installs).toEqual([]);
  });

  it("nothing to check against: never downloads, offers 'Download update' with the feed's file for this package", async () => {
    const { controller, updater, log } = controllerWith({ kind: 'link', extension: 'deb' });
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(false);
    updater.emit('checking-for-update');
    updater.emit('update-available', release);
    expect(controller.state()).toEqual({ status: 'available', version: '1.3.0', url: `${FEED}TeamTree-1.3.0-amd64.deb` });
    // A later failed check keeps the offer; a file that arrives anyway is refused.
    updater.emit('checking-for-update');
    updater.emit('error', new Error('offline'));
    expect(controller.state().status).toBe('available');
    const file = await downloadedFile('TeamTree-1.3.0-amd64.deb');
    updater.emit('update-downloaded', { ...release, downloadedFile: file });
    await log.next('error');
    expect(await exists(file)).toBe(false);
    expect(controller.restart()).toBe(false);
    expect(updater.installs).toEqual([]);
  });

  describe('no downgrade (issue 33): only a version newer than the running 1.2.0', () => {
    const passes: UpdateGate = { kind: 'verify', verify: async () => null };
    const gates: Array<[string, UpdateGate]> = [
      ['macOS (native)', { kind: 'native' }],
      ['Windows or Linux (verify)', passes],
      ['no pin (link)', { kind: 'link', extension: 'AppImage' }],
    ];
    const notNewer = ['1.1.0', '1.2.0', '1.2.0-rc.1', '0.9.9', 'not-a-version'];

    for (const [platform, gate] of gates) {
      it.each(notNewer)(`${platform}: %s is neither downloaded nor offered`, (version) => {
        const { controller, updater } = controllerWith(gate);
        updater.emit('update-available', { ...release, version });
        expect(updater.downloads).toBe(0);
        expect(controller.state()).toEqual({ status: 'error', message: 'The update was refused: it is not newer than this version.' });
        expect(controller.restart()).toBe(false);
      });
    }

    it.each(['1.1.0', '1.2.0'])('%s downloaded anyway is refused before any check: deleted, never installed', async (version) => {
      const checked: string[] = [];
      const { controller, updater, log } = controllerWith({ kind: 'verify', verify: async (file) => (checked.push(file), null) });
      const file = await downloadedFile(`TeamTree-${version}-x86_64.AppImage`);
      updater.emit('update-downloaded', { ...release, version, downloadedFile: file });
      expect(await log.next('error', 'ready')).toEqual({ status: 'error', message: 'The update was refused: it is not newer than this version.' });
      expect(checked).toEqual([]);
      expect(await exists(file)).toBe(false);
      expect(controller.installOnQuit()).toBe(false);
      expect(updater.installs).toEqual([]);
    });

    it('macOS: an older version that reached Squirrel.Mac is not offered for restart', () => {
      const { controller, updater } = controllerWith({ kind: 'native' });
      updater.emit('update-downloaded', { ...release, version: '1.1.0', downloadedFile: path.join(work, 'TeamTree-1.1.0-mac.zip') });
      expect(controller.restart()).toBe(false);
      expect(updater.installs).toEqual([]);
    });

    it.each(['1.2.1', '1.3.0-beta.1', '2.0.0'])('%s is downloaded and, once checked, offered', async (version) => {
      const { controller, updater, log } = controllerWith(passes);
      updater.emit('update-available', { ...release, version });
      expect(updater.downloads).toBe(1);
      const file = await downloadedFile(`TeamTree-${version}-x86_64.AppImage`);
      updater.emit('update-downloaded', { ...release, version, downloadedFile: file });
      expect(await log.next('ready', 'error')).toEqual({ status: 'ready', version });
      expect(controller.restart()).toBe(true);
    });
  });
});

describe('the update state’s messages in the app’s language', () => {
  it('a failed check, a refused signature and an older version: English as ever, German; the language asked when it happens', async () => {
    let language: Language = 'en';
    const messages = () => {
      const { updater, log } = controllerWith({ kind: 'verify', verify: async () => 'its signature does not match' }, FEED, () => language);
      return { updater, log };
    };
    const english = messages();
    english.updater.emit('error', new Error('offline'));
    expect(english.log.states).toEqual([{ status: 'error', message: 'The update could not be loaded.' }]);

    language = 'de';
    const german = messages();
    german.updater.emit('error', new Error('offline'));
    expect(german.log.states).toEqual([{ status: 'error', message: 'Das Update konnte nicht geladen werden.' }]);
    german.updater.emit('update-available', release);
    const refused = german.log.next('error', 'ready');
    german.updater.emit('update-downloaded', { ...release, downloadedFile: await downloadedFile('TeamTree-1.3.0-de.AppImage') });
    expect(await refused).toEqual({ status: 'error', message: 'Das Update wurde abgelehnt: Es ist nicht vom Herausgeber der App signiert.' });
    german.updater.emit('update-available', { ...release, version: '1.1.0' });
    expect(german.log.states.at(-1)).toEqual({ status: 'error', message: 'Das Update wurde abgelehnt: Es ist nicht neuer als diese Version.' });
  });
});
