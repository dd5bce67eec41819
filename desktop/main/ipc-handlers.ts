import { z } from 'zod';
import { DESKTOP_CHANNELS, type DeepLink } from '../../shared/desktop-api';
import type { SessionBridge } from './session-bridge';
import { isTrustedUrl } from './trusted-url';

/** The part of Electron's ipcMain used here. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: { senderFrame?: { url: string } | null }, ...args: unknown[]) => unknown): void;
}

const loginInput = z.object({ email: z.string().max(254), password: z.string().max(1024), stay: z.boolean() });
const registerInput = z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length < 64_000, 'too large');
const accessInput = z.string().min(1).max(4096);

export class UntrustedSenderError extends Error {
  constructor() {
    super('IPC message from an untrusted sender');
  }
}

/**
 * Registers every IPC channel of the DesktopApi. Each message is checked for its sender's
 * origin and its payload parsed with zod before anything runs.
 */
export function registerIpcHandlers(
  ipc: IpcMainLike,
  deps: {
    bridge: SessionBridge;
    openExternal: (url: string) => Promise<void>;
    isTrustedSender: (url: string | undefined) => boolean;
    takePendingDeepLink: () => DeepLink | null;
  },
): void {
  const handle = (channel: string, run: (...args: unknown[]) => unknown) => {
    ipc.handle(channel, (event, ...args) => {
      if (!deps.isTrustedSender(event.senderFrame?.url)) throw new UntrustedSenderError();
      return run(...args);
    });
  };

  handle(DESKTOP_CHANNELS.login, (input) => deps.bridge.login(loginInput.parse(input)));
  handle(DESKTOP_CHANNELS.register, (input) => deps.bridge.register(registerInput.parse(input)));
  handle(DESKTOP_CHANNELS.refresh, () => deps.bridge.refresh());
  handle(DESKTOP_CHANNELS.logout, (access) => deps.bridge.logout(accessInput.parse(access)));
  handle(DESKTOP_CHANNELS.hasCredential, () => deps.bridge.hasCredential());
  handle(DESKTOP_CHANNELS.pendingDeepLink, () => deps.takePendingDeepLink());
  handle(DESKTOP_CHANNELS.openExternal, async (url) => {
    if (!isTrustedUrl(url)) return false;
    await deps.openExternal(url);
    return true;
  });
}
