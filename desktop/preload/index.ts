// The preload: exposes exactly one typed DesktopApi object as `window.teamtreeDesktop`.
// Emitted as CommonJS (electron.vite.config.ts) because the sandbox is on.
import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_CHANNELS, type DeepLink, type DesktopApi } from '../../shared/desktop-api';

const apiBaseUrl = process.argv.find((arg) => arg.startsWith('--teamtree-api='))?.slice('--teamtree-api='.length) ?? '';

const desktopApi = {
  platform: process.platform,
  apiBaseUrl,
  auth: {
    login: (input) => ipcRenderer.invoke(DESKTOP_CHANNELS.login, input),
    register: (input) => ipcRenderer.invoke(DESKTOP_CHANNELS.register, input),
    refresh: () => ipcRenderer.invoke(DESKTOP_CHANNELS.refresh),
    logout: (access) => ipcRenderer.invoke(DESKTOP_CHANNELS.logout, access),
    hasCredential: () => ipcRenderer.invoke(DESKTOP_CHANNELS.hasCredential),
  },
  onDeepLink: (listener) => {
    const relay = (_event: unknown, link: DeepLink) => listener(link);
    ipcRenderer.on(DESKTOP_CHANNELS.deepLink, relay);
    // A link that started the app is handed over once the renderer listens.
    void ipcRenderer.invoke(DESKTOP_CHANNELS.pendingDeepLink).then((link: DeepLink | null) => link && listener(link));
    return () => void ipcRenderer.off(DESKTOP_CHANNELS.deepLink, relay);
  },
  openExternal: (url) => ipcRenderer.invoke(DESKTOP_CHANNELS.openExternal, url),
} satisfies DesktopApi;

contextBridge.exposeInMainWorld('teamtreeDesktop', desktopApi);
