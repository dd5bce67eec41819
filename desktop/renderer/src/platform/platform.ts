import type { LoginRequest } from '@shared/schemas/auth';
import type { LoginSecondStepRequest } from '@shared/schemas/two-factor';

/** An HTTP answer: status and parsed JSON body (`null` when there was none). */
export interface HttpResult {
  status: number;
  body: unknown;
}

/**
 * What the renderer needs from its host (ARCHITECTURE.md, convention 6). The calls that carry
 * the refresh credential go through the host: on the web the server keeps it in an HttpOnly
 * cookie; on the desktop the main process keeps it in the OS keychain and the renderer only
 * ever sees access tokens.
 */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** The server's address: `''` on the web (same origin), the hosted API on desktop. */
  readonly serverUrl: string;
  login(input: LoginRequest): Promise<HttpResult>;
  /** The second step of a sign-in that answered `{mfaRequired, mfaToken}` (`POST /api/auth/login/2fa`); answers like `login`. */
  loginSecondStep(input: LoginSecondStepRequest): Promise<HttpResult>;
  register(input: Record<string, unknown>): Promise<HttpResult>;
  /** Exchanges the refresh credential for a new access token (`{access}` on success). */
  refresh(): Promise<HttpResult>;
  /** Revokes the refresh credential (best effort) and forgets it. */
  logout(access: string | null): Promise<void>;
  /** Whether the host holds a refresh credential; `null` when only the local marker knows. */
  hasRefreshCredential(): Promise<boolean | null>;
  /** Opens an https link outside the app (a new tab on the web, the system browser on desktop). */
  openExternal(url: string): void;
  /**
   * Google sign-in. The web asks the server's start address (`startUrl`) first, so a refusal
   * such as 'not configured' is answered here, then leaves the page for it and answers `null`.
   * The desktop app signs in through the system browser (the main process) and answers like
   * `login` (`{access, next?}` on 200).
   */
  googleSignIn(startUrl: string): Promise<HttpResult | null>;
  /** Ends a desktop Google sign-in that waits for the browser (nothing to end on the web). */
  cancelGoogleSignIn(): void;
  /** Routes opened from outside (desktop: `teamtree://join/{token}` links); answers an unsubscribe. */
  onOpenRoute(listener: (route: string) => void): () => void;
}
