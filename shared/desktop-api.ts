/**
 * The one object the desktop preload exposes to the renderer (`window.teamtreeDesktop`).
 * The refresh credential never reaches the renderer: the main process signs in, keeps the
 * credential in the OS keychain and hands out access tokens only.
 */

/** An HTTP answer relayed by the main process: the API's status and JSON body. */
export interface DesktopHttpResult {
  status: number;
  body: unknown;
}

export type DeepLink = { kind: 'join'; token: string };

/** The renderer route a deep link opens. */
export function deepLinkRoute(link: DeepLink): string {
  return `/join/request/${encodeURIComponent(link.token)}`;
}

export interface DesktopApi {
  readonly platform: string;
  /** The hosted API's base address, e.g. `https://teamtree.example`. */
  readonly apiBaseUrl: string;
  auth: {
    /** POST /api/auth/login in desktop mode; the refresh credential goes to the keychain. */
    login(input: { email: string; password: string; stay: boolean }): Promise<DesktopHttpResult>;
    /** POST /api/auth/register in desktop mode. */
    register(input: Record<string, unknown>): Promise<DesktopHttpResult>;
    /** POST /api/auth/refresh with the stored credential; 401 (and the credential dropped) when refused. */
    refresh(): Promise<DesktopHttpResult>;
    /** POST /api/auth/logout and forget the stored credential. */
    logout(access: string): Promise<void>;
    /** Whether a refresh credential is stored (the renderer's "refresh marker"). */
    hasCredential(): Promise<boolean>;
  };
  /** Deep links (`teamtree://join/{token}`) opened while the app runs or that started it. */
  onDeepLink(listener: (link: DeepLink) => void): () => void;
  /** Opens an https: address in the system browser; false when refused. */
  openExternal(url: string): Promise<boolean>;
}

/** IPC channel names between preload and main (never exposed to the renderer as such). */
export const DESKTOP_CHANNELS = {
  login: 'teamtree:auth:login',
  register: 'teamtree:auth:register',
  refresh: 'teamtree:auth:refresh',
  logout: 'teamtree:auth:logout',
  hasCredential: 'teamtree:auth:has-credential',
  openExternal: 'teamtree:open-external',
  deepLink: 'teamtree:deep-link',
  pendingDeepLink: 'teamtree:deep-link:pending',
} as const;
