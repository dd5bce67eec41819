import type { DesktopServerInfo } from '../../shared/desktop-api';
import type { Language } from '../../shared/i18n/language';
import { normalizeServerAddress, type ServerAddressCheck } from '../../shared/domain/server-address';
import type { AppSettingsStore } from './app-settings';
import { accountFor, createCredentialStore, createSessionOnlyStore, withSessionFallback, type Keychain } from './credential-store';
import { englishWhenNoneGiven, noServerAnswer } from './i18n/answers';
import { checkServer } from './server-check';
import { createSessionBridge, type SessionBridge } from './session-bridge';

export interface DesktopServicesOptions {
  settings: AppSettingsStore;
  /** The server the build suggests on a first start (the hosted service). */
  suggestedServer: string;
  /** A server forced by the environment (development only; ignored by packaged apps). */
  overrideServer: string | null;
  /** The OS keychain, or null when keytar could not be loaded. */
  keychain: Keychain | null;
  warn(line: string): void;
  fetch?: typeof fetch;
  /** The app's language, for the answers of the main process itself (English when not given). */
  language?: () => Language;
}

/** A session bridge for before a server is chosen: every call answers that a server is needed (in the app's language). */
function serverlessBridge(language: () => Language): SessionBridge {
  const noServer = async () => noServerAnswer(language());
  return {
    login: noServer,
    register: noServer,
    refresh: noServer,
    logout: async () => undefined,
    hasCredential: async () => false,
    googleExchange: noServer,
    loginSecondStep: noServer,
    persistence: () => 'session',
  };
}

/**
 * The main process's state behind the IPC handlers: which server the app talks to (kept in
 * the app's settings), and the session bridge for that server with its own keychain entry.
 * Changing the server signs out of the old one first.
 */
export class DesktopServices {
  private server: string | null = null;
  private readonly language: () => Language;
  private readonly serverless: SessionBridge;
  private bridge: SessionBridge;

  constructor(private readonly options: DesktopServicesOptions) {
    this.language = options.language ?? englishWhenNoneGiven;
    this.serverless = serverlessBridge(this.language);
    this.bridge = this.serverless;
  }

  /** Reads the kept server (or the development override) and opens its session bridge. */
  async start(): Promise<void> {
    const kept = this.options.overrideServer ?? (await this.options.settings.read()).serverUrl ?? null;
    const address = kept ? normalizeServerAddress(kept) : null;
    this.switchTo(address?.ok ? address.url : null);
  }

  serverUrl(): string | null {
    return this.server;
  }

  serverInfo(): DesktopServerInfo {
    return { url: this.server, suggested: this.options.suggestedServer };
  }

  session(): SessionBridge {
    return this.bridge;
  }

  checkServer(input: string): Promise<ServerAddressCheck> {
    return checkServer(input, this.options.fetch);
  }

  /** Checks the new server, signs out of the old one (best effort), keeps and opens the new one. */
  async useServer(input: string, access: string | null): Promise<ServerAddressCheck> {
    const checked = await this.checkServer(input);
    if (!checked.ok || checked.url === this.server) return checked;
    if (access) await this.bridge.logout(access).catch(() => undefined);
    await this.options.settings.update({ serverUrl: checked.url });
    this.switchTo(checked.url);
    return checked;
  }

  private switchTo(server: string | null): void {
    this.server = server;
    if (!server) {
      this.bridge = this.serverless;
      return;
    }
    const { keychain, warn } = this.options;
    const store = keychain ? withSessionFallback(createCredentialStore(keychain, accountFor(server)), warn) : createSessionOnlyStore();
    this.bridge = createSessionBridge({ apiBaseUrl: server, store, fetch: this.options.fetch, language: this.language });
  }
}
