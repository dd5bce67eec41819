/**
 * The one object the desktop preload exposes to the renderer (`window.teamtreeDesktop`).
 * The refresh credential never reaches the renderer: the main process signs in, keeps the
 * credential in the OS keychain and hands out access tokens only.
 */
import type { ServerAddressCheck } from './domain/server-address';
import type { Language } from './i18n/language';

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

/** The server the app talks to: `url` is null until the user has chosen one (first start). */
export interface DesktopServerInfo {
  url: string | null;
  /** The address the build suggests (the hosted service). */
  suggested: string;
}

/**
 * Where the app's update stands: `ready` offers 'Restart to update' (downloaded and its
 * signature checked); `available` offers 'Download update' (a build that cannot check the
 * signature, e.g. Linux without the publisher's key: `url` is the file in the update feed);
 * `unsupported`: the build has no update feed.
 */
export type DesktopUpdateState =
  | { status: 'idle' | 'checking' | 'unsupported' }
  | { status: 'downloading' | 'ready'; version: string }
  | { status: 'available'; version: string; url: string }
  | { status: 'error'; message: string };

export interface DesktopApi {
  readonly platform: string;
  server: {
    current(): Promise<DesktopServerInfo>;
    /** Checks an address (format, https, `GET /api/health`) without changing anything. */
    check(url: string): Promise<ServerAddressCheck>;
    /** Checks, signs out of the old server (revoking `access`'s session), keeps the new one in the app's settings. */
    use(url: string, access: string | null): Promise<ServerAddressCheck>;
  };
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
    /** `keychain` when 'Keep me logged in' survives a restart; `session` when no keychain could be used. */
    persistence(): Promise<'keychain' | 'session'>;
    /**
     * Google sign-in in the system browser (RFC 8252 loopback); the refresh credential goes to
     * the keychain as with 'Keep me logged in'. Answers like `login` (`{access, next?}` on 200).
     */
    googleSignIn(): Promise<DesktopHttpResult>;
    /**
     * POST /api/auth/login/2fa in desktop mode: the second step of a sign-in (password or Google)
     * that answered `{mfaRequired, mfaToken}`. The refresh credential is kept as the first step
     * asked ('Keep me logged in'; always for Google); answers like `login`.
     */
    loginSecondStep(input: { mfaToken: string; code: string }): Promise<DesktopHttpResult>;
    /** Ends a Google sign-in that still waits for the browser (it answers 409). */
    cancelGoogleSignIn(): Promise<void>;
  };
  updates: {
    state(): Promise<DesktopUpdateState>;
    onState(listener: (state: DesktopUpdateState) => void): () => void;
    /** Quits and installs a downloaded update. */
    restart(): Promise<void>;
  };
  /** Deep links (`teamtree://join/{token}`) opened while the app runs or that started it. */
  onDeepLink(listener: (link: DeepLink) => void): () => void;
  /** Opens an https: address in the system browser; false when refused. */
  openExternal(url: string): Promise<boolean>;
  /** The language the window shows now: the app's menu and its own texts follow it, and it is kept for the next start. */
  showLanguage(language: Language): Promise<void>;
}

/** IPC channel names between preload and main (never exposed to the renderer as such). */
export const DESKTOP_CHANNELS = {
  login: 'teamtree:auth:login',
  register: 'teamtree:auth:register',
  refresh: 'teamtree:auth:refresh',
  logout: 'teamtree:auth:logout',
  hasCredential: 'teamtree:auth:has-credential',
  persistence: 'teamtree:auth:persistence',
  googleSignIn: 'teamtree:auth:google-sign-in',
  cancelGoogleSignIn: 'teamtree:auth:google-sign-in:cancel',
  loginSecondStep: 'teamtree:auth:login-second-step',
  serverCurrent: 'teamtree:server:current',
  serverCheck: 'teamtree:server:check',
  serverUse: 'teamtree:server:use',
  updateState: 'teamtree:update:state',
  updateChanged: 'teamtree:update:changed',
  updateRestart: 'teamtree:update:restart',
  openExternal: 'teamtree:open-external',
  deepLink: 'teamtree:deep-link',
  pendingDeepLink: 'teamtree:deep-link:pending',
  showLanguage: 'teamtree:language:show',
} as const;
