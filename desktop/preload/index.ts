// The preload: exposes exactly one typed DesktopApi object as `window.teamtreeDesktop`.
// Emitted as CommonJS (electron.vite.config.ts) because the sandbox is on.
import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopApi, type IpcRendererLike } from './desktop-api';

contextBridge.exposeInMainWorld('teamtreeDesktop', createDesktopApi(ipcRenderer as unknown as IpcRendererLike, process.platform));
