// The Electron main process: the only module that touches Electron itself. Everything it
// wires is a small module of its own, tested in Node (Electron does not start on the
// development machines here).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, ipcMain, net, protocol, shell } from 'electron';
import keytar from 'keytar';
import type { DeepLink } from '../../shared/desktop-api';
import { DESKTOP_CHANNELS } from '../../shared/desktop-api';
import { APP_ORIGIN, APP_SCHEME, appFileFor, isAppUrl } from './app-protocol';
import { accountFor, createCredentialStore } from './credential-store';
import { deepLinkFromArgv, parseDeepLink, PROTOCOL } from './deep-links';
import { registerIpcHandlers } from './ipc-handlers';
import { createSessionBridge } from './session-bridge';
import { isTrustedUrl } from './trusted-url';
import { hardenWebContents, secureWebPreferences } from './window-security';

const API_BASE_URL = process.env.TEAMTREE_API_URL ?? import.meta.env.MAIN_VITE_API_URL ?? 'http://127.0.0.1:3000';
const DEV_SERVER_URL = process.env.ELECTRON_RENDERER_URL;
const rendererDir = path.join(import.meta.dirname, '../renderer');

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true } }]);
app.enableSandbox();

let mainWindow: BrowserWindow | null = null;
let pendingDeepLink: DeepLink | null = deepLinkFromArgv(process.argv);

function deliverDeepLink(link: DeepLink | null): void {
  if (!link) return;
  if (mainWindow && !mainWindow.webContents.isLoading()) {
    mainWindow.webContents.send(DESKTOP_CHANNELS.deepLink, link);
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  } else {
    pendingDeepLink = link;
  }
}

const openExternal = (url: string) => (isTrustedUrl(url) ? shell.openExternal(url) : Promise.resolve());

function createWindow(): void {
  mainWindow = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 680,
    title: 'TeamTree',
    show: false,
    webPreferences: { ...secureWebPreferences(path.join(import.meta.dirname, '../preload/index.cjs')), additionalArguments: [`--teamtree-api=${API_BASE_URL}`] },
  });
  hardenWebContents(mainWindow.webContents, { isAppUrl: (url) => isAppUrl(url, DEV_SERVER_URL), openExternal: (url) => void openExternal(url) });
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('closed', () => (mainWindow = null));
  void mainWindow.loadURL(DEV_SERVER_URL ?? `${APP_ORIGIN}/`);
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Windows needs '--' so a crafted link cannot pass Chromium switches.
  if (process.defaultApp && process.argv[1]) {
    app.setAsDefaultProtocolClient(PROTOCOL, process.execPath, [path.resolve(process.argv[1]), '--']);
  } else {
    app.setAsDefaultProtocolClient(PROTOCOL, process.execPath, ['--']);
  }

  app.on('second-instance', (_event, argv) => deliverDeepLink(deepLinkFromArgv(argv)));
  app.on('open-url', (event, url) => {
    event.preventDefault();
    deliverDeepLink(parseDeepLink(url));
  });
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });

  void app.whenReady().then(() => {
    protocol.handle(APP_SCHEME, (request) => {
      const file = appFileFor(rendererDir, request.url);
      return file ? net.fetch(pathToFileURL(file).toString()) : new Response('Not found', { status: 404 });
    });
    const bridge = createSessionBridge({ apiBaseUrl: API_BASE_URL, store: createCredentialStore(keytar, accountFor(API_BASE_URL)) });
    registerIpcHandlers(ipcMain, {
      bridge,
      openExternal,
      isTrustedSender: (url) => isAppUrl(url, DEV_SERVER_URL),
      takePendingDeepLink: () => {
        const link = pendingDeepLink;
        pendingDeepLink = null;
        return link;
      },
    });
    createWindow();
  });
}
