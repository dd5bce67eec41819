import { DESKTOP_CHANNELS, type DeepLink } from '../../shared/desktop-api';
import { deepLinkFromArgv } from './deep-links';

/** The part of Electron's BrowserWindow the coordinator uses. */
export interface WindowLike {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
  webContents: { send(channel: string, payload: unknown): void };
}

export interface WindowCoordinatorOptions {
  /** Creates the main window (the coordinator calls it only when there is none). */
  createWindow(): WindowLike;
  /** Whether Electron is ready to create windows. */
  appReady(): boolean;
}

/**
 * The one main window and the `teamtree://` links that reach the app: on a cold start
 * (argv), from a second instance and from macOS's `open-url`, with or without a window.
 * A link waits until the renderer listens (it asks for the pending link once it does), so
 * none is lost while the page loads; a start without a link brings the running window forward.
 */
export class WindowCoordinator {
  private window: WindowLike | null = null;
  private listening = false;
  private pending: DeepLink | null = null;

  constructor(private readonly options: WindowCoordinatorOptions) {}

  /** The first start: the window, and a link the app was started with. */
  start(argv: readonly string[]): void {
    this.pending = deepLinkFromArgv(argv) ?? this.pending;
    this.ensureWindow();
  }

  current(): WindowLike | null {
    return this.window && !this.window.isDestroyed() ? this.window : null;
  }

  /** A link from `open-url` (macOS) or the command line. */
  openLink(link: DeepLink | null): void {
    if (!link) return;
    const window = this.current();
    if (window && this.listening) {
      window.webContents.send(DESKTOP_CHANNELS.deepLink, link);
      this.bringForward(window);
      return;
    }
    this.pending = link;
    if (window) this.bringForward(window);
    else if (this.options.appReady()) this.ensureWindow();
  }

  /** Another start of the app: its link, or else just the running window in front. */
  secondInstance(argv: readonly string[]): void {
    const link = deepLinkFromArgv(argv);
    if (link) return this.openLink(link);
    if (this.options.appReady()) this.bringForward(this.ensureWindow());
  }

  /** macOS `activate` (dock click) with no window open. */
  activate(): void {
    if (this.options.appReady()) this.ensureWindow();
  }

  /** The renderer listens now: it takes the link that waited for it. */
  takePending(): DeepLink | null {
    this.listening = true;
    const link = this.pending;
    this.pending = null;
    return link;
  }

  /** The window closed or started loading another page: links wait again. */
  rendererGone(): void {
    this.listening = false;
  }

  windowClosed(): void {
    this.window = null;
    this.listening = false;
  }

  focus(): void {
    const window = this.current();
    if (window) this.bringForward(window);
  }

  private ensureWindow(): WindowLike {
    const existing = this.current();
    if (existing) return existing;
    this.listening = false;
    this.window = this.options.createWindow();
    return this.window;
  }

  private bringForward(window: WindowLike): void {
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  }
}
