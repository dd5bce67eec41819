import type { Knex } from 'knex';
import { HttpError } from '../http/errors';
import { desktopSignInCodes } from './desktop-sign-in-codes';
import type { DesktopLoopback } from './oauth-states';

/** Who signed in, and where the app continues (as `next` of a password sign-in). */
export interface DesktopSignedIn {
  userId: string;
  next: string | null;
}

/**
 * Where the browser goes at the end of a sign-in the desktop app started: its loopback
 * listener, with a one-time code bound to the app's PKCE challenge, or with `error` (the
 * refusal's message, RFC 6749 4.1.2.1) so the app stops waiting and says why. Anything but
 * a refusal stays an error of this request.
 */
export async function desktopLoopbackRedirect(db: Knex, loopback: DesktopLoopback, signIn: () => Promise<DesktopSignedIn>): Promise<string> {
  const target = new URL(`http://127.0.0.1:${loopback.port}/callback`);
  try {
    const { userId, next } = await signIn();
    target.searchParams.set('code', await desktopSignInCodes.issue(db, { userId, challenge: loopback.challenge, stay: true, next }));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    target.searchParams.set('error', error.message);
  }
  return target.toString();
}
