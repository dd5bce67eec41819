import crypto from 'node:crypto';
import { StandInBrowser, type Visit } from './stand-in-browser';

/** A PKCE verifier and its `S256` challenge, as the desktop app makes them. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

/** `GET /api/auth/google` as the desktop app opens it in the system browser. */
export function desktopStartUrl(serverUrl: string, port: number | string, challenge: string): URL {
  const url = new URL('/api/auth/google', serverUrl);
  url.searchParams.set('desktopPort', String(port));
  url.searchParams.set('challenge', challenge);
  return url;
}

export interface LoopbackRedirect {
  /** The browser's trip: start, provider, our callback (the loopback itself is not visited). */
  trip: Visit;
  /** Where the callback sent the browser, when it sent it to the loopback port. */
  loopback: URL | null;
  /** The `code` of that address. */
  code: string | null;
}

/**
 * Runs the desktop sign-in in a stand-in browser up to the redirect to the app's loopback
 * listener on `port`, without visiting it (no app listens in server tests).
 */
export async function desktopSignInUntilLoopback(serverUrl: string, port: number, challenge: string): Promise<LoopbackRedirect> {
  const isLoopback = (url: URL) => url.hostname === '127.0.0.1' && url.port === String(port);
  const trip = await new StandInBrowser().visit(desktopStartUrl(serverUrl, port, challenge), { stopBefore: isLoopback });
  const location = trip.response.headers.get('location');
  const loopback = location && isLoopback(new URL(location)) ? new URL(location) : null;
  return { trip, loopback, code: loopback?.searchParams.get('code') ?? null };
}
