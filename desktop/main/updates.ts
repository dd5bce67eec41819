import type { DesktopUpdateState } from '../../shared/desktop-api';

/** How often a running app looks for an update, besides at start. */
export const UPDATE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** The part of electron-updater's AppUpdater used here (so tests can hand in an updater of their own build). */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(): void;
  on(event: 'update-available' | 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'checking-for-update' | 'update-not-available', listener: () => void): unknown;
}

export interface UpdateControllerOptions {
  /** The configured server (the feed is its `/updates/`); null before one is chosen. */
  serverUrl(): string | null;
  /** Repeats `run` every `ms`; answers a cancel. */
  every(run: () => void, ms: number): () => void;
  /** Told about every change of state (the main process forwards it to the window). */
  onState(state: DesktopUpdateState): void;
  log(line: string): void;
}

/** The update feed of a server: electron-updater's generic provider reads `latest*.yml` there. */
export function updateFeedUrl(serverUrl: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/updates/`;
}

/**
 * Looks for updates on the configured server at start and every 6 hours, downloads them in
 * the background and offers 'Restart to update' once one is ready. Failures (offline, no
 * feed) are logged and tried again at the next check.
 */
export class UpdateController {
  private current: DesktopUpdateState = { status: 'idle' };
  private cancel: (() => void) | null = null;

  constructor(
    private readonly updater: UpdaterLike,
    private readonly options: UpdateControllerOptions,
  ) {
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    updater.on('checking-for-update', () => this.set({ status: 'checking' }));
    updater.on('update-not-available', () => this.set({ status: 'idle' }));
    updater.on('update-available', (info) => this.set({ status: 'downloading', version: info.version }));
    updater.on('update-downloaded', (info) => this.set({ status: 'ready', version: info.version }));
    updater.on('error', (error) => {
      options.log(`Update check failed: ${error.message.split('\n')[0]}`);
      // A downloaded update stays on offer whatever a later check says.
      if (this.current.status !== 'ready') this.set({ status: 'error', message: 'The update could not be loaded.' });
    });
  }

  state(): DesktopUpdateState {
    return this.current;
  }

  /** Checks now and then every 6 hours. */
  start(): void {
    this.cancel?.();
    void this.check();
    this.cancel = this.options.every(() => void this.check(), UPDATE_CHECK_INTERVAL_MS);
  }

  stop(): void {
    this.cancel?.();
    this.cancel = null;
  }

  /** One check against the configured server's feed; nothing without a server or with an update already waiting. */
  async check(): Promise<void> {
    const server = this.options.serverUrl();
    if (!server || this.current.status === 'ready' || this.current.status === 'downloading') return;
    this.updater.setFeedURL({ provider: 'generic', url: updateFeedUrl(server) });
    await this.updater.checkForUpdates().catch(() => undefined);
  }

  /** 'Restart to update': quits and installs, only when an update is ready. */
  restart(): boolean {
    if (this.current.status !== 'ready') return false;
    this.updater.quitAndInstall();
    return true;
  }

  private set(state: DesktopUpdateState): void {
    this.current = state;
    this.options.onState(state);
  }
}
