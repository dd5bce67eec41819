// The Electron main process: the only module that touches Electron itself. Everything it
// wires is a small module of its own, tested in Node (Electron does not start on the
// development machines here).
import path from 'node:path';
import { app, BrowserWindow, ipcMain, Menu, net, protocol, session, shell } from 'electron';
import electronUpdater from 'electron-updater';
import { DESKTOP_CHANNELS } from '../../shared/desktop-api';
import type { Language } from '../../shared/i18n/language';
import { APP_ORIGIN, APP_SCHEME, isAppUrl, serveAppRequest } from './app-protocol';
import { appMenuTemplate } from './app-menu';
import { appSettingsStore } from './app-settings';
import { authenticodeCheck } from './authenticode';
import { desktopContentSecurityPolicy, isPermissionGranted } from './content-security';
import { parseDeepLink, PROTOCOL } from './deep-links';
import { DesktopServices } from './desktop-services';
import { createGoogleSignIn } from './google-sign-in';
import { MainLanguage } from './i18n/main-language';
import { registerIpcHandlers } from './ipc-handlers';
import { loadKeychain } from './keychain';
import { runtimeConfig } from './runtime-config';
import { isExternalUrl } from './trusted-url';
import { buildUpdateFeed } from './update-feed';
import { updateGate } from './update-gate';
import { parseUpdatePublicKey } from './update-signature';
import { UpdateController, type UpdaterLike } from './updates';
import { WindowCoordinator } from './window-coordinator';
import { hardenWebContents, secureWebPreferences } from './window-security';

/** The server a first start suggests (the hosted service), fixed when the app is built. */
const SUGGESTED_SERVER = import.meta.env.MAIN_VITE_API_URL ?? 'https://app.teamtree.app';
/** The update feed, fixed when the app is built (never the chosen server); null: no auto-update. */
const UPDATE_FEED = buildUpdateFeed(import.meta.env.MAIN_VITE_UPDATE_URL);
const config = runtimeConfig(app.isPackaged, process.env);
const rendererDir = path.join(import.meta.dirname, '../renderer');
const warn = (line: string) => console.warn(`[TeamTree] ${line}`);

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true } }]);
app.enableSandbox();

const isOurPage = (url: string | undefined) => isAppUrl(url, config.devRendererUrl);
const openExternal = (url: string) => (isExternalUrl(url) ? shell.openExternal(url) : Promise.resolve());

const windows = new WindowCoordinator({
  appReady: () => app.isReady(),
  createWindow: () => {
    const window = new BrowserWindow({
      width: 1440,
      height: 900,
      minWidth: 1024,
      minHeight: 680,
      title: 'TeamTree',
      show: false,
      webPreferences: secureWebPreferences(path.join(import.meta.dirname, '../preload/index.cjs')),
    });
    hardenWebContents(window.webContents, { isAppUrl: (url) => isOurPage(url), openExternal: (url) => void openExternal(url) });
    window.webContents.on('did-start-navigation', (_event, _url, isInPlace, isMainFrame) => {
      if (isMainFrame && !isInPlace) windows.rendererGone();
    });
    window.once('ready-to-show', () => window.show());
    window.on('closed', () => windows.windowClosed());
    void window.loadURL(config.devRendererUrl ?? `${APP_ORIGIN}/`);
    return window;
  },
});

/**
 * Updates come from the build's feed only, to a packaged app only, and are installed only
 * when they pass what the build pins (update-gate.ts); otherwise they are offered as a download.
 */
function startUpdates(language: () => Language): UpdateController {
  const updater = electronUpdater.autoUpdater;
  const windowsCheck = process.platform === 'win32' ? authenticodeCheck() : null;
  // NsisUpdater's own check at download (against app-update.yml's publisherName) fails closed too.
  if (windowsCheck && updater instanceof electronUpdater.NsisUpdater) updater.verifyUpdateCodeSignature = windowsCheck;
  const updates = new UpdateController(updater as UpdaterLike, {
    feed: app.isPackaged ? UPDATE_FEED : null,
    runningVersion: app.getVersion(),
    gate: updateGate({
      platform: process.platform,
      publicKey: parseUpdatePublicKey(import.meta.env.MAIN_VITE_UPDATE_PUBLIC_KEY),
      publisher: import.meta.env.MAIN_VITE_UPDATE_PUBLISHER?.trim() || null,
      codeSignature: windowsCheck,
      linuxPackage: process.env.APPIMAGE ? 'AppImage' : 'deb',
      fetch: (url) => net.fetch(url),
    }),
    every: (run, ms) => {
      const timer = setInterval(run, ms);
      return () => clearInterval(timer);
    },
    onState: (state) => windows.current()?.webContents.send(DESKTOP_CHANNELS.updateChanged, state),
    log: warn,
    language,
  });
  // A checked update is installed when the app quits normally, as electron-updater would.
  app.once('quit', (_event, exitCode) => exitCode === 0 && updates.installOnQuit());
  updates.start();
  return updates;
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

  app.on('second-instance', (_event, argv) => windows.secondInstance(argv));
  app.on('open-url', (event, url) => {
    event.preventDefault();
    windows.openLink(parseDeepLink(url));
  });
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => windows.activate());

  void app.whenReady().then(async () => {
    const settings = appSettingsStore(app.getPath('userData'));
    // The system's language until the window shows one; the one it showed last at the next start.
    const language = await MainLanguage.load(settings, app.getPreferredSystemLanguages());
    const showMenu = () => Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(language.texts(), { platform: process.platform, developer: !app.isPackaged })));
    showMenu();
    language.onChange(showMenu);
    const languageNow = () => language.current();
    const services = new DesktopServices({
      settings,
      suggestedServer: SUGGESTED_SERVER,
      overrideServer: config.overrideServer,
      keychain: await loadKeychain(warn),
      warn,
      language: languageNow,
    });
    await services.start();
    const updates = startUpdates(languageNow);
    // Google sign-in always in the system browser (RFC 8252), at the configured server's own address.
    // The user asked for it and just finished in the browser: on macOS the app takes the focus back.
    const focusAfterBrowser = () => {
      windows.focus();
      app.focus({ steal: true });
    };
    const googleSignIn = createGoogleSignIn({ openExternal: (url) => shell.openExternal(url), focusWindow: focusAfterBrowser, language: languageNow });
    session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) => callback(isPermissionGranted(permission)));
    session.defaultSession.setPermissionCheckHandler((_contents, permission) => isPermissionGranted(permission));
    protocol.handle(APP_SCHEME, (request) => serveAppRequest(rendererDir, request.url, desktopContentSecurityPolicy(services.serverUrl())));
    registerIpcHandlers(ipcMain, {
      session: () => services.session(),
      server: {
        info: () => services.serverInfo(),
        check: (url) => services.checkServer(url),
        use: (url, access) => services.useServer(url, access),
      },
      updates,
      google: { signIn: () => googleSignIn.start(services.serverUrl(), services.session()), cancel: () => googleSignIn.cancel() },
      openExternal,
      isTrustedSender: isOurPage,
      takePendingDeepLink: () => windows.takePending(),
      language,
    });
    windows.start(process.argv);
  });
}
