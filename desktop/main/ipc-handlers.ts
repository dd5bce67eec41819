import { z } from 'zod';
import { LANGUAGES, type Language } from '../../shared/i18n/language';
import { loginSecondStepRequest } from '../../shared/schemas/two-factor';
import { DESKTOP_CHANNELS, type DeepLink, type DesktopHttpResult, type DesktopServerInfo, type DesktopUpdateState } from '../../shared/desktop-api';
import type { ServerAddressCheck } from '../../shared/domain/server-address';
import type { SessionBridge } from './session-bridge';
import { isTrustedUrl } from './trusted-url';

/** The part of Electron's ipcMain used here. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: { senderFrame?: { url: string } | null }, ...args: unknown[]) => unknown): void;
}

const loginInput = z.object({ email: z.string().max(254), password: z.string().max(1024), stay: z.boolean() });
const registerInput = z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length < 64_000, 'too large');
const accessInput = z.string().min(1).max(4096);
const serverInput = z.string().max(2048);
const optionalAccess = accessInput.nullable();
const languageInput = z.enum(LANGUAGES);

export class UntrustedSenderError extends Error {
  constructor() {
    super('IPC message from an untrusted sender');
  }
}

export interface IpcDependencies {
  /** The session bridge of the server in use (it changes with the server). */
  session(): SessionBridge;
  server: {
    info(): DesktopServerInfo;
    check(url: string): Promise<ServerAddressCheck>;
    use(url: string, access: string | null): Promise<ServerAddressCheck>;
  };
  updates: { state(): DesktopUpdateState; restart(): boolean };
  /** Google sign-in through the system browser with the current server's session bridge. */
  google: { signIn(): Promise<DesktopHttpResult>; cancel(): void };
  openExternal: (url: string) => Promise<void>;
  isTrustedSender: (url: string | undefined) => boolean;
  takePendingDeepLink: () => DeepLink | null;
  /** The language the window shows (the main process's menu and texts follow it); a host without its own texts leaves it out. */
  language?: { show(language: Language): Promise<void> };
}

/**
 * Registers every IPC channel of the DesktopApi. Each message is checked for its sender's
 * origin and its payload parsed with zod before anything runs.
 */
export function registerIpcHandlers(ipc: IpcMainLike, deps: IpcDependencies): void {
  const handle = (channel: string, run: (...args: unknown[]) => unknown) => {
    ipc.handle(channel, (event, ...args) => {
      if (!deps.isTrustedSender(event.senderFrame?.url)) throw new UntrustedSenderError();
      return run(...args);
    });
  };

  handle(DESKTOP_CHANNELS.login, (input) => deps.session().login(loginInput.parse(input)));
  handle(DESKTOP_CHANNELS.register, (input) => deps.session().register(registerInput.parse(input)));
  handle(DESKTOP_CHANNELS.refresh, () => deps.session().refresh());
  handle(DESKTOP_CHANNELS.logout, (access) => deps.session().logout(accessInput.parse(access)));
  handle(DESKTOP_CHANNELS.hasCredential, () => deps.session().hasCredential());
  handle(DESKTOP_CHANNELS.persistence, () => deps.session().persistence());
  handle(DESKTOP_CHANNELS.googleSignIn, () => deps.google.signIn());
  handle(DESKTOP_CHANNELS.cancelGoogleSignIn, () => deps.google.cancel());
  handle(DESKTOP_CHANNELS.loginSecondStep, (input) => deps.session().loginSecondStep(loginSecondStepRequest.parse(input)));
  handle(DESKTOP_CHANNELS.serverCurrent, () => deps.server.info());
  handle(DESKTOP_CHANNELS.serverCheck, (url) => deps.server.check(serverInput.parse(url)));
  handle(DESKTOP_CHANNELS.serverUse, (url, access) => deps.server.use(serverInput.parse(url), optionalAccess.parse(access ?? null)));
  handle(DESKTOP_CHANNELS.updateState, () => deps.updates.state());
  handle(DESKTOP_CHANNELS.updateRestart, () => void deps.updates.restart());
  handle(DESKTOP_CHANNELS.pendingDeepLink, () => deps.takePendingDeepLink());
  handle(DESKTOP_CHANNELS.showLanguage, (language) => deps.language?.show(languageInput.parse(language)));
  handle(DESKTOP_CHANNELS.openExternal, async (url) => {
    if (!isTrustedUrl(url)) return false;
    await deps.openExternal(url);
    return true;
  });
}
