import type { AccessAnswer } from '../../../../shared/schemas/auth';

/**
 * What the renderer needs from its host (ARCHITECTURE.md, convention 6). The web keeps the
 * refresh credential in an HttpOnly cookie; the desktop app keeps it in the OS keychain.
 */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Extra headers for register, login, refresh and logout (desktop: `X-TeamTree-Client`). */
  authHeaders(): Record<string, string>;
  /** The body of a refresh or logout call: `{}` on the web (cookie), `{refresh}` on desktop. */
  refreshBody(): Promise<Record<string, string>>;
  /** Keeps the refresh credential of a sign-in or refresh answer, where the host holds it. */
  keepRefresh(answer: AccessAnswer): Promise<void>;
  /** Forgets the refresh credential (logout, failed refresh). */
  forgetRefresh(): Promise<void>;
  /** Opens an https link outside the app (a new tab on the web). */
  openExternal(url: string): void;
  /** Starts a full-page flow such as Google sign-in. */
  navigateAway(url: string): void;
}
