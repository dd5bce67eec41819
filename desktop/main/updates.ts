import fs from 'node:fs/promises';
import type { DesktopUpdateState } from '../../shared/desktop-api';
import type { Language } from '../../shared/i18n/language';
import { englishWhenNoneGiven } from './i18n/answers';
import { mainTexts, type MainTexts } from './i18n/texts';
import { feedFileUrl } from './update-feed';
import type { UpdateGate } from './update-gate';
import { isNewerVersion } from './update-version';

/** How often a running app looks for an update, besides at start. */
export const UPDATE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;


/** What electron-updater says about an available version (the files are named relative to the feed). */
export interface UpdateInfoLike {
  version: string;
  files?: ReadonlyArray<{ url: string }>;
  path?: string;
}

/** The part of electron-updater's AppUpdater used here (so tests can hand in an updater of their own build). */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  /** electron-updater's own version check lets an older version through when true (its `channel` setter sets it). */
  allowDowngrade: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  /** Downloads the update the last check found (`autoDownload` is off: the app decides first). */
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(): void;
  /** BaseUpdater's install without quitting (Windows and Linux); used when the app quits. */
  install?(isSilent: boolean, isForceRunAfter: boolean): boolean;
  on(event: 'update-available', listener: (info: UpdateInfoLike) => void): unknown;
  on(event: 'update-downloaded', listener: (info: UpdateInfoLike & { downloadedFile: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'checking-for-update' | 'update-not-available', listener: () => void): unknown;
}

export interface UpdateControllerOptions {
  /** The build's update feed (`MAIN_VITE_UPDATE_URL`); null: this app never updates itself. */
  feed: string | null;
  /** The running app's version (`app.getVersion()`): only a newer one is downloaded or installed. */
  runningVersion: string;
  /** What a downloaded update must pass before it is installed (update-gate.ts). */
  gate: UpdateGate;
  /** Repeats `run` every `ms`; answers a cancel. */
  every(run: () => void, ms: number): () => void;
  /** Told about every change of state (the main process forwards it to the window). */
  onState(state: DesktopUpdateState): void;
  log(line: string): void;
  /** The app's language: the state's `message` is in it (English when not given). */
  language?: () => Language;
}

type UpdateMessage = keyof MainTexts['updates'];

/** Where the update's file for `extension` is, for a download link. */
export function downloadUrl(feed: string, info: UpdateInfoLike, extension: string): string | null {
  const names = [...(info.files ?? []).map((file) => file.url), ...(info.path ? [info.path] : [])];
  const name = names.find((url) => url.toLowerCase().endsWith(`.${extension.toLowerCase()}`)) ?? names[0];
  return name ? feedFileUrl(feed, name) : null;
}

/**
 * Looks for updates on the build's feed at start and every 6 hours. Only a version newer than
 * the running one is taken (equal or older is refused on every platform, whatever the feed and
 * its signatures say). With a gate to check against, it downloads in the background, checks the
 * file and offers 'Restart to update' only when it passed (a refused file is deleted); without
 * one it offers 'Download update'. Failures (offline, no feed) are logged and tried again at the
 * next check.
 */
export class UpdateController {
  private current: DesktopUpdateState;
  private cancel: (() => void) | null = null;

  constructor(
    private readonly updater: UpdaterLike,
    private readonly options: UpdateControllerOptions,
  ) {
    this.current = options.feed ? { status: 'idle' } : { status: 'unsupported' };
    // The controller downloads only a newer version (macOS: what Squirrel.Mac gets is installed on quit).
    updater.autoDownload = false;
    updater.allowDowngrade = false;
    // Only the native (macOS) check runs by itself on quit; elsewhere the install waits for the gate.
    updater.autoInstallOnAppQuit = options.gate.kind === 'native';
    updater.on('checking-for-update', () => this.current.status !== 'available' && this.set({ status: 'checking' }));
    updater.on('update-not-available', () => this.set({ status: 'idle' }));
    updater.on('update-available', (info) => this.available(info));
    updater.on('update-downloaded', (info) => void this.downloaded(info));
    updater.on('error', (error) => {
      options.log(`Update check failed: ${error.message.split('\n')[0]}`);
      // A downloaded or offered update stays on offer whatever a later check says.
      if (this.current.status !== 'ready' && this.current.status !== 'available') this.set({ status: 'error', message: this.text('notLoaded') });
    });
  }

  state(): DesktopUpdateState {
    return this.current;
  }

  /** Checks now and then every 6 hours (nothing without the build's feed). */
  start(): void {
    this.cancel?.();
    if (!this.options.feed) return;
    void this.check();
    this.cancel = this.options.every(() => void this.check(), UPDATE_CHECK_INTERVAL_MS);
  }

  stop(): void {
    this.cancel?.();
    this.cancel = null;
  }

  /** One check against the build's feed; nothing without one or with an update already waiting. */
  async check(): Promise<void> {
    const feed = this.options.feed;
    if (!feed || this.current.status === 'ready' || this.current.status === 'downloading') return;
    this.updater.setFeedURL({ provider: 'generic', url: feed });
    await this.updater.checkForUpdates().catch(() => undefined);
  }

  /** 'Restart to update': quits and installs, only when an update is ready. */
  restart(): boolean {
    if (this.current.status !== 'ready') return false;
    this.updater.quitAndInstall();
    return true;
  }

  /** The app is quitting: a checked update is installed now (what electron-updater's own install-on-quit did). */
  installOnQuit(): boolean {
    if (this.current.status !== 'ready' || this.options.gate.kind !== 'verify' || !this.updater.install) return false;
    return this.updater.install(true, false);
  }

  /** Why `version` may not replace the running app (null: it is newer). */
  private notNewer(version: string): string | null {
    const running = this.options.runningVersion;
    return isNewerVersion(version, running) ? null : `it is not newer than the running version ${running}`;
  }

  private available(info: UpdateInfoLike): void {
    const { gate, feed } = this.options;
    const older = this.notNewer(info.version);
    if (older) return void this.refuse(info.version, older, 'notNewer');
    if (gate.kind !== 'link') {
      this.set({ status: 'downloading', version: info.version });
      // A failed download is told by the updater's 'error' event.
      void this.updater.downloadUpdate().catch(() => undefined);
      return;
    }
    const url = feed ? downloadUrl(feed, info, gate.extension) : null;
    if (url) this.set({ status: 'available', version: info.version, url });
  }

  private async downloaded(info: UpdateInfoLike & { downloadedFile: string }): Promise<void> {
    const { gate, feed } = this.options;
    const older = this.notNewer(info.version);
    if (older) return this.refuse(info.version, older, 'notNewer', info.downloadedFile);
    if (gate.kind === 'native') return this.set({ status: 'ready', version: info.version });
    // electron-updater never downloads in 'link' mode; a file that arrives anyway is not installed.
    const refusal =
      gate.kind === 'verify' && feed ? await gate.verify(info.downloadedFile, feed, info.version).catch((error: Error) => error.message) : 'nothing to check it against';
    if (refusal === null) return this.set({ status: 'ready', version: info.version });
    return this.refuse(info.version, refusal, 'notSigned', info.downloadedFile);
  }

  /** Logs why `version` is not installed, deletes its file (if any) and says so. */
  private async refuse(version: string, why: string, message: UpdateMessage, file?: string): Promise<void> {
    this.options.log(`Update ${version} refused: ${why}`);
    if (file) await fs.rm(file, { force: true }).catch(() => undefined);
    this.set({ status: 'error', message: this.text(message) });
  }

  /** A message of the update's state in the app's language. */
  private text(message: UpdateMessage): string {
    return mainTexts((this.options.language ?? englishWhenNoneGiven)()).updates[message];
  }

  private set(state: DesktopUpdateState): void {
    this.current = state;
    this.options.onState(state);
  }
}
