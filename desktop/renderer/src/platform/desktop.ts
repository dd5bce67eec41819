import { deepLinkRoute, type DesktopApi } from '@shared/desktop-api';
import type { Platform } from './platform';

/** The Electron app: the preload's DesktopApi; the main process holds the refresh credential. */
export function desktopPlatform(desktop: DesktopApi, server: string): Platform {
  const serverUrl = server.replace(/\/+$/, '');
  return {
    kind: 'desktop',
    serverUrl,
    login: (input) => desktop.auth.login({ email: input.email, password: input.password, stay: input.stay ?? false }),
    loginSecondStep: (input) => desktop.auth.loginSecondStep({ mfaToken: input.mfaToken, code: input.code }),
    register: (input) => desktop.auth.register(input),
    refresh: () => desktop.auth.refresh(),
    logout: (access) => desktop.auth.logout(access ?? '').catch(() => undefined),
    hasRefreshCredential: () => desktop.auth.hasCredential().catch(() => null),
    openExternal(url) {
      void desktop.openExternal(url);
    },
    // The main process builds the start address from its server and waits for the browser.
    googleSignIn: () => desktop.auth.googleSignIn(),
    cancelGoogleSignIn() {
      void desktop.auth.cancelGoogleSignIn().catch(() => undefined);
    },
    onOpenRoute: (listener) => desktop.onDeepLink((link) => listener(deepLinkRoute(link))),
  };
}
