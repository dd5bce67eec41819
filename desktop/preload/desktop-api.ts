import { DESKTOP_CHANNELS, type DeepLink, type DesktopApi, type DesktopUpdateState } from '../../shared/desktop-api';

/** The part of Electron's ipcRenderer the preload uses (a stand-in in the renderer's browser tests). */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<never>;
  on(channel: string, listener: (event: unknown, payload: never) => void): void;
  off(channel: string, listener: (event: unknown, payload: never) => void): void;
}

/** Subscribes to one main-to-renderer channel; answers the unsubscribe. */
function subscribe<T>(ipc: IpcRendererLike, channel: string, listener: (payload: T) => void): () => void {
  const relay = (_event: unknown, payload: T) => listener(payload);
  ipc.on(channel, relay);
  return () => ipc.off(channel, relay);
}

/**
 * The DesktopApi over IPC: one named method per channel, no generic invoke. Kept free of
 * Electron so the renderer's browser tests run this very code against the real main-process
 * handlers.
 */
export function createDesktopApi(ipc: IpcRendererLike, platform: string): DesktopApi {
  const call = (channel: string, ...args: unknown[]) => ipc.invoke(channel, ...args);
  return {
    platform,
    server: {
      current: () => call(DESKTOP_CHANNELS.serverCurrent),
      check: (url) => call(DESKTOP_CHANNELS.serverCheck, url),
      use: (url, access) => call(DESKTOP_CHANNELS.serverUse, url, access),
    },
    auth: {
      login: (input) => call(DESKTOP_CHANNELS.login, input),
      register: (input) => call(DESKTOP_CHANNELS.register, input),
      refresh: () => call(DESKTOP_CHANNELS.refresh),
      logout: (access) => call(DESKTOP_CHANNELS.logout, access),
      hasCredential: () => call(DESKTOP_CHANNELS.hasCredential),
      persistence: () => call(DESKTOP_CHANNELS.persistence),
      googleSignIn: () => call(DESKTOP_CHANNELS.googleSignIn),
      cancelGoogleSignIn: () => call(DESKTOP_CHANNELS.cancelGoogleSignIn),
      loginSecondStep: (input) => call(DESKTOP_CHANNELS.loginSecondStep, input),
    },
    updates: {
      state: () => call(DESKTOP_CHANNELS.updateState),
      onState: (listener) => subscribe<DesktopUpdateState>(ipc, DESKTOP_CHANNELS.updateChanged, listener),
      restart: () => call(DESKTOP_CHANNELS.updateRestart),
    },
    onDeepLink: (listener) => {
      const unsubscribe = subscribe<DeepLink>(ipc, DESKTOP_CHANNELS.deepLink, listener);
      // A link that started the app is handed over once the renderer listens.
      void call(DESKTOP_CHANNELS.pendingDeepLink).then((link: DeepLink | null) => link && listener(link));
      return unsubscribe;
    },
    openExternal: (url) => call(DESKTOP_CHANNELS.openExternal, url),
    showLanguage: (language) => call(DESKTOP_CHANNELS.showLanguage, language),
  };
}
