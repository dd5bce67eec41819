// Bundled into the page by desktop-host.ts: the real preload's DesktopApi over an IPC stand-in
// (in the app, Electron's ipcRenderer and contextBridge play these parts).
import { createDesktopApi, type IpcRendererLike } from '../../../desktop/preload/desktop-api';

type Listener = (event: unknown, payload: never) => void;
const scope = globalThis as unknown as {
  __teamtreeIpcInvoke(channel: string, args: unknown[]): Promise<never>;
  __teamtreeIpcEmit(channel: string, payload: unknown): void;
  teamtreeDesktop: unknown;
};
const listeners = new Map<string, Set<Listener>>();

const ipc: IpcRendererLike = {
  invoke: (channel, ...args) => scope.__teamtreeIpcInvoke(channel, args),
  on: (channel, listener) => void (listeners.get(channel) ?? listeners.set(channel, new Set()).get(channel)!).add(listener),
  off: (channel, listener) => void listeners.get(channel)?.delete(listener),
};

scope.__teamtreeIpcEmit = (channel, payload) => listeners.get(channel)?.forEach((listener) => listener(null, payload as never));
scope.teamtreeDesktop = Object.freeze(createDesktopApi(ipc, 'linux'));
