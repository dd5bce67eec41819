import { isTrustedUrl } from './trusted-url';

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
 * Navigation away from the app is refused; new windows are never opened — https links go
 * to the system browser instead.
 */
export function hardenWebContents(
  contents: WebContentsLike,
  options: { isAppUrl: (url: string) => boolean; openExternal: (url: string) => void },
): void {
  const guard = (event: { preventDefault(): void }, url: string) => {
    if (!options.isAppUrl(url)) event.preventDefault();
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.setWindowOpenHandler(({ url }) => {
    if (isTrustedUrl(url)) options.openExternal(url);
    return { action: 'deny' };
  });
}
