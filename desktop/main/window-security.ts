import { isDialUrl, isExternalUrl } from './trusted-url';

/** webPreferences of every window: isolated, sandboxed, no Node in the renderer. */
export function secureWebPreferences(preloadPath: string) {
  return {
    preload: preloadPath,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    sandbox: true,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: true,
  } as const;
}

/** The part of Electron's WebContents the hardening touches. */
export interface WebContentsLike {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: { preventDefault(): void }, url: string) => void): void;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/**
 * Navigation away from the app is refused (a partner's call or SMS link goes to the system's
 * phone app instead); new windows are never opened — https links go to the system browser.
 */
export function hardenWebContents(
  contents: WebContentsLike,
  options: { isAppUrl: (url: string) => boolean; openExternal: (url: string) => void },
): void {
  const guard = (event: { preventDefault(): void }, url: string) => {
    if (options.isAppUrl(url)) return;
    event.preventDefault();
    if (isDialUrl(url)) options.openExternal(url);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalUrl(url)) options.openExternal(url);
    return { action: 'deny' };
  });
}
